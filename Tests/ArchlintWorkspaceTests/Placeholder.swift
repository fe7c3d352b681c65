import Testing
@Test func ArchlintWorkspaceTestsBuilds() {}
