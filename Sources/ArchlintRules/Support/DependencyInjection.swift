import ArchlintGraph
import ArchlintSyntax
import ArchlintWorkspace

/// Shared judgement of the dependency-injection rules: which code may build concrete types,
/// and what a written construction refers to.
enum DependencyInjection {
    /// Composition roots and tests may build concrete types; so may SwiftUI previews.
    static func mayBuildConcreteTypes(_ file: SourceFile) -> Bool {
        file.isTest || file.isCompositionRoot
    }

    /// The workspace type a construction builds, if it is one (test doubles excluded).
    static func constructedType(_ typeName: String?, in file: SourceFile, context: RuleContext) -> DeclaredType? {
        guard let typeName else { return nil }
        let candidates = context.index.resolve(typeName, fromModule: file.module, workspace: context.workspace)
            .filter { $0.isConcrete }
        if candidates.count == 1 { return candidates[0] }
        return candidates.first { $0.module == file.module } ?? candidates.first
    }

    /// "another module" or "another layer" when `type` lives elsewhere than `file`; nil when
    /// it is in the same module and layer.
    static func distance(from file: SourceFile, to type: DeclaredType) -> String? {
        if type.module != file.module { return "module \(type.module)" }
        if let l = type.layer, l != file.layer { return "layer \(l)" }
        return nil
    }

    /// `Foo`, `Foo?`, `Foo!`, `Foo<Bar>` -> `Foo`; nil for collections, closures and compositions.
    static func plainTypeName(_ written: String) -> String? {
        var t = Substring(written)
        while t.last == "?" || t.last == "!" || t.last == " " { t = t.dropLast() }
        while t.first == " " { t = t.dropFirst() }
        if t.hasPrefix("("), t.hasSuffix(")") { t = t.dropFirst().dropLast() }
        if let lt = t.firstIndex(of: "<") { t = t[..<lt] }
        if t.isEmpty || t.contains(where: { "[]()&-:, ".contains($0) }) { return nil }
        return String(t)
    }
}
