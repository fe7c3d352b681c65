import ArchlintGraph
import ArchlintWorkspace

/// `@Dependency(\.authRepository) var authRepository` leaves the type to the key path: the
/// workspace's `extension DependencyValues { var authRepository: any AuthRepository }` (or
/// EnvironmentValues', a Factory container's `Factory<T>`) says it. Gathered on the first
/// question, as most workspaces have no such property.
struct KeyPathTypes {
    let files: [SourceFile]
    private var types: [String: [(extended: String, type: String, file: Int)]]?

    init(files: [SourceFile]) { self.files = files }

    /// The type `name` stands for under those attributes, nil when not known or ambiguous.
    mutating func type(of name: String, attributes: [String]) -> String? {
        registration(of: name, attributes: attributes).map { TypeIndex.factoryValue($0.type) ?? $0.type }
    }

    /// The member's written type as declared (`Factory<MovieRepositoryImpl>`), and the position
    /// in `files` of the file declaring it (where its names resolve).
    mutating func registration(of name: String, attributes: [String]) -> (type: String, file: Int, extended: String)? {
        if types == nil {
            var found: [String: [(extended: String, type: String, file: Int)]] = [:]
            for (position, file) in files.enumerated() where !file.facts.extensionMembers.isEmpty {
                for m in file.facts.extensionMembers {
                    if let type = m.type { found[m.name, default: []].append((m.extendedType, type, position)) }
                }
            }
            types = found
        }
        guard let all = types?[name], !all.isEmpty else { return nil }
        // The wrapper says whose key path it is: `@Dependency` reads DependencyValues,
        // `@Environment` EnvironmentValues, Factory's `@Injected` a container's `Factory<T>`.
        let family = attributes.lazy.compactMap { Self.keyPathRoots[$0] }.first
        let fitting = family.map { roots in all.filter { roots.contains($0.extended) || roots.isEmpty && TypeIndex.factoryValue($0.type) != nil } } ?? all
        guard fitting.count == 1 || (fitting.count > 1 && Set(fitting.map(\.type)).count == 1) else { return nil }
        return (fitting[0].type, fitting[0].file, fitting[0].extended)
    }

    /// `declared` with its value type (a `Factory`'s last generic argument, or the whole type)
    /// replaced: `ParameterFactory<Config, Keychain>` -> `ParameterFactory<Config, Store>`.
    static func replacingValue(in declared: String, with replacement: String) -> String {
        guard let value = TypeIndex.factoryValue(declared), declared.hasSuffix(value + ">") else { return replacement }
        return String(declared.dropLast(value.count + 1)) + replacement + ">"
    }

    /// Property wrappers that take a key path, and the types whose extensions declare the
    /// properties it names; empty: a Factory container (the member is a `Factory<T>`).
    static let keyPathRoots: [String: Set<String>] = [
        "@Dependency": ["DependencyValues"],
        "@Environment": ["EnvironmentValues"],
        "@Injected": [], "@LazyInjected": [], "@WeakLazyInjected": [], "@InjectedObject": [], "@InjectedObservable": [],
    ]
}
