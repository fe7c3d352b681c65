import Testing
@Test func ArchlintGraphTestsBuilds() {}
