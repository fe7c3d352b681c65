import ArchlintEngine
import Foundation
import Testing

/// Suppression comments at scale: each `disable` used to look through every later comment for
/// its `enable` (quadratic: 26 s for 80,000 comments).
struct SuppressionScaleTests {
    @Test func manyDisableCommentsStayLinear() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-suppressions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var text = ""
        for i in 0..<20_000 {
            text += i % 2 == 0 ? "// archlint:disable bastard-injection - legacy\n" : "// archlint:disable concrete-dependency - legacy\n"
        }
        text += "// archlint:enable bastard-injection\nstruct Done {}\n"
        try text.write(to: dir.appendingPathComponent("Legacy.swift"), atomically: false, encoding: .utf8)
        let clock = ContinuousClock()
        var result: LintResult?
        let elapsed = try clock.measure { result = try LintRunner.run(LintRequest(paths: [dir.path])) }
        let unused = result?.findings.filter { $0.rule == "unused-suppression" } ?? []
        #expect(unused.count == 20_000)
        #expect(elapsed < .seconds(5), "\(elapsed)")
    }
}
