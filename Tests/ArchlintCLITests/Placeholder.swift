import Testing
@Test func ArchlintCLITestsBuilds() {}
