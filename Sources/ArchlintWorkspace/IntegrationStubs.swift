// TEMPORARY: stand-ins for the config and manifest APIs while they are built on their branches.
// Deleted when those branches merge.
import ArchlintSyntax

public struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    public var file: String; public var line: Int; public var column: Int; public var jsonPath: String
    public var message: String; public var suggestion: String?
    public var description: String { "\(file):\(line):\(column): error: \(jsonPath): \(message)" }
}
public struct ConfigurationErrors: Error, Sendable, CustomStringConvertible {
    public var errors: [ConfigurationError]
    public init(_ errors: [ConfigurationError]) { self.errors = errors }
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
public struct RuleSetting: Sendable { public var severity: String? }
public struct Glob: Sendable, Hashable {
    public let pattern: String
    public init(_ pattern: String) throws { self.pattern = pattern }
    public func matches(_ text: String) -> Bool { pattern == text }
}
public final class RuleOptionsReader: @unchecked Sendable {
    public func int(_ key: String, default: Int, range: ClosedRange<Int>? = nil) throws -> Int { `default` }
    public func double(_ key: String, default: Double, range: ClosedRange<Double>? = nil) throws -> Double { `default` }
    public func bool(_ key: String, default: Bool) throws -> Bool { `default` }
    public func string(_ key: String, default: String?) throws -> String? { `default` }
    public func stringArray(_ key: String, default: [String]) throws -> [String] { `default` }
    public func globArray(_ key: String, default: [String]) throws -> [Glob] { [] }
    public func finish() -> [ConfigurationError] { [] }
}
public enum ConfigurationLoader {
    public static func load(bytes: [UInt8], path: String) throws -> Configuration { .default }
}
public struct Configuration: Sendable {
    public static let `default` = Configuration()
    public var requireSuppressionReason = false
    public var requireLayer = false
    public var layerNames: [String] = []
    public func ruleSetting(_ id: String) -> RuleSetting? { nil }
    public func unknownRuleErrors(known: [String]) -> [ConfigurationError] { [] }
    public func optionsReader(forRule id: String) -> RuleOptionsReader { RuleOptionsReader() }
    public func isExcluded(relativePath: String, isDirectory: Bool) -> Bool { false }
    public func configuredModule(forPath relativePath: String) -> String? { nil }
    public func layer(forPath relativePath: String, module: String) -> String? { nil }
    public func layer(forModule module: String) -> String? { nil }
    public func isCompositionRoot(path relativePath: String, hasMainAttribute: Bool) -> Bool { false }
    public func isInterfaceModule(_ name: String) -> Bool { false }
    public func independentGroups(containing module: String) -> [Int] { [] }
    public func looksLikeTestModule(_ name: String) -> Bool { name.hasSuffix("Tests") }
    public func isAllowed(from: String, to: String) -> Bool { true }
    public func allowedLayers(from: String) -> [String] { [] }
    public func forbiddingScope(layer: String?, module: String) -> String? { nil }
}
