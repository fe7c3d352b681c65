@testable import ArchlintWorkspace
import Testing

/// `#if canImport(B)` conditions and Package.swift dependency chains, which decide whether an
/// undeclared import is compiled by SwiftPM and how undeclared-import words it.
@Suite struct WorkspaceDependencyPathTests {
    @Test(arguments: [
        ("canImport(B)", true), ("canImport( B )", true), ("(canImport(B))", true), ("canImport(B) && os(iOS)", true),
        ("os(iOS) && (canImport(B))", true), ("canImport(B, _version: 1.2)", true), ("(canImport(B) && DEBUG)", true),
        ("canImport(B) || os(iOS)", false), ("!(canImport(B))", false), ("canImport(BKit)", false), ("canImport(C)", false),
        ("os(iOS)", false), ("(canImport(B)) || (DEBUG)", false), ("!canImport(B)", false),
    ])
    func conditionsThatRequireCanImport(condition: String, expected: Bool) {
        #expect(Workspace.conditionRequiresCanImport(condition, module: "B") == expected, "\(condition)")
    }

    @Test func hostileConditionsStayCheap() {
        // 20,000 nested parentheses: once quadratic (21 s); now refused by size at once.
        let deep = String(repeating: "(", count: 20_000) + "canImport(B)" + String(repeating: ")", count: 20_000)
        let clock = ContinuousClock()
        let elapsed = clock.measure { _ = Workspace.conditionRequiresCanImport(deep, module: "B") }
        #expect(elapsed < .seconds(1))
        #expect(Workspace.conditionRequiresCanImport(String(repeating: "(", count: 10) + "canImport(B)" + String(repeating: ")", count: 10), module: "B"))
    }

    @Test func declaredPathsAreShortestChains() {
        let table = ["A": ["C", "D"], "C": ["E"], "D": ["B"], "E": ["B"], "B": []]
        #expect(Workspace.declaredPath(from: "A", to: "B") { table[$0] ?? [] } == ["A", "D", "B"])
        #expect(Workspace.declaredPath(from: "B", to: "A") { table[$0] ?? [] } == nil)
        #expect(Workspace.declaredPath(from: "A", to: "A") { table[$0] ?? [] } == nil)
        #expect(Workspace.declaredPath(from: "A", to: "D") { table[$0] ?? [] } == ["A", "D"])
    }
}
