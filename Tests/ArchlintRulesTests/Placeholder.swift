import Testing
@Test func ArchlintRulesTestsBuilds() {}
