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
        // Most constructions build library types (`String(...)`, `Date()`): one probe answers those.
        let indices = context.index.resolveIndices(typeName, fromModule: file.module, workspace: context.workspace)
        if indices.isEmpty { return nil }
        let visible = context.graph.visibleMask(of: file)
        let types = context.index.types
        var first: Int?
        for i in indices where types[i].isConcrete && context.index.isVisible(i, in: visible) {
            if types[i].module == file.module { return types[i] }
            if first == nil { first = i }
        }
        return first.map { types[$0] }
    }

    /// The workspace protocols through which `type` could be injected: those some code holds
    /// as a dependency (see `TypeIndex.dependencyProtocols`) and those whose name says they
    /// abstract it (`UserRepository` for `RemoteUserRepository`, `PaymentServiceProtocol` for
    /// `PaymentService`), provided they have few implementations. Conformances such as
    /// `SyntaxProtocol` or `ChannelInvoker` are capabilities, not seams: building or holding
    /// such a type is not a DI smell.
    /// Errors are values to throw, never dependencies.
    static func injectableProtocols(of type: DeclaredType, index: TypeIndex) -> [String] {
        let inherited = index.inheritedNames(of: type.name)
        if inherited.contains("Error") || inherited.contains("LocalizedError") { return [] }
        return index.conformances(of: type.name).filter { p in
            index.implementationCounts[p, default: 0] <= maxImplementationsOfASeam
                && (index.dependencyProtocols.contains(p) || abstracts(p, typeName: type.name))
        }.sorted()
    }

    /// A protocol with many conformers (`SyntaxProtocol`, `View`-like vocabularies) describes a
    /// capability shared by a family of types; a protocol that exists to be injected has a few
    /// implementations (live, preview, another backend).
    static let maxImplementationsOfASeam = 6

    static let protocolSuffixes = ["Protocol", "Interface", "Type", "Contract", "Spec"]

    static func abstracts(_ protocolName: String, typeName: String) -> Bool {
        var stem = Substring(protocolName)
        for suffix in protocolSuffixes where stem.hasSuffix(suffix) && stem.count > suffix.count {
            stem = stem.dropLast(suffix.count)
            break
        }
        return stem.count >= 3 && typeName.contains(stem)
    }

    /// The workspace protocols a parameter's written type stands for: `P`, `any P`, `P?`,
    /// compositions, typealiases, or a generic parameter constrained to them (`<S: Store>`).
    static func protocolsOfParameterType(_ written: String, in file: SourceFile, index: TypeIndex) -> [String]? {
        if let protocols = index.protocolsDenoted(by: written) { return protocols }
        guard let name = plainTypeName(written),
              let generic = file.facts.genericParameters.last(where: { $0.name == name }),
              let constraint = generic.constraint else { return nil }
        return index.protocolsDenoted(by: constraint)
    }

    /// Static members that hand out an instance (`X.shared`, `X.live`, `X.make()`), as opposed
    /// to static functions that merely live on the type.
    static let instanceMembers: Set<String> = [
        "shared", "default", "standard", "current", "live", "instance", "main", "make", "create", "build", "new",
    ]

    /// "another module" or "another layer" when `type` lives elsewhere than `file`; nil when
    /// it is in the same module and layer.
    static func distance(from file: SourceFile, to type: DeclaredType) -> String? {
        if type.module != file.module { return "module \(type.module)" }
        if let l = type.layer, l != file.layer { return "layer \(l)" }
        return nil
    }

    /// `Foo`, `Foo?`, `Foo!`, `Foo<Bar>`, `(Foo)` -> `Foo`; nil for collections, closures and
    /// compositions. Works on UTF-8 bytes: it runs for every parameter of the workspace.
    static func plainTypeName(_ written: String) -> String? {
        // Most written types are a bare name already (`Int`, `UserRepository`, `Swift.String`).
        var bare = !written.isEmpty
        for b in written.utf8 {
            switch b {
            case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: " "), UInt8(ascii: "<"), UInt8(ascii: "["), UInt8(ascii: "]"),
                 UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "&"), UInt8(ascii: "-"), UInt8(ascii: ":"), UInt8(ascii: ","):
                bare = false
            default: continue
            }
            break
        }
        if bare { return written }
        let bytes = Array(written.utf8)
        var start = 0
        var end = bytes.count
        while end > start, bytes[end - 1] == UInt8(ascii: "?") || bytes[end - 1] == UInt8(ascii: "!") || bytes[end - 1] == UInt8(ascii: " ") {
            end -= 1
        }
        while start < end, bytes[start] == UInt8(ascii: " ") { start += 1 }
        if end - start >= 2, bytes[start] == UInt8(ascii: "("), bytes[end - 1] == UInt8(ascii: ")") {
            start += 1
            end -= 1
        }
        var i = start
        while i < end {
            let b = bytes[i]
            if b == UInt8(ascii: "<") { end = i; break }
            switch b {
            case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "&"),
                 UInt8(ascii: "-"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: " "):
                return nil
            default: i += 1
            }
        }
        if end <= start { return nil }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
