import Testing
@Test func ArchlintReportersTestsBuilds() {}
