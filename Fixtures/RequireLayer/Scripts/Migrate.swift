import Foundation // expect: layer-dependency

/// Outside every layer while rules.json says "requireLayer": the whole file is reported once,
/// at its first line.
enum Migration {
    static func run() -> String { "migrated" }
}
