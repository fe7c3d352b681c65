import ArchlintEngine
import ArchlintRules
import Foundation

/// Writes `files` (relative path -> text) to a fresh folder, hands its path to `body`, and
/// removes the folder afterwards.
func withTemporaryProject<T>(_ files: [String: String], _ body: (String) throws -> T) throws -> T {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-project-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: dir) }
    for (path, text) in files {
        let url = dir.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
    }
    return try body(dir.path)
}

/// Lints `files` as the command line would and gives the findings as `rule@file:line`, sorted.
func lintTemporaryProject(_ files: [String: String]) throws -> [String] {
    try lintTemporaryProjectFindings(files).map { "\($0.rule)@\($0.span.file):\($0.span.line)" }.sorted()
}

/// The findings themselves, in report order.
func lintTemporaryProjectFindings(_ files: [String: String]) throws -> [Finding] {
    try withTemporaryProject(files) { try LintRunner.run(LintRequest(paths: [$0])).findings }
}
