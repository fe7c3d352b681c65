import Testing
@Test func ArchlintSyntaxTestsBuilds() {}
