/// The lines each suppression comment of a file silences, as the lint reads them: the report's
/// filter and any rule that must know what the team accepted (undeclared-import's advice) ask
/// the same question, so they share this answer.
public struct SuppressionReach: Sendable {
    /// The comment, its rules `["all"]` when it names none.
    public var suppression: SuppressionFact
    /// Written with no rule id: taken as `all`.
    public var namesNoRule: Bool
    public var fromLine: Int
    /// Below `fromLine` for comments that silence nothing themselves (`enable`, an unknown command).
    public var toLine: Int

    public func covers(_ rule: String, line: Int) -> Bool {
        line >= fromLine && line <= toLine && (suppression.rules.contains(rule) || suppression.rules.contains("all"))
    }

    /// Each comment's reach, in line order. A `disable` lasts until the first later `enable`
    /// naming one of its rules (or `all`; any `enable` ends a `disable all`), else to the end of
    /// the file. Found walking backwards with the nearest later `enable` per rule: one pass,
    /// however many comments.
    public static func of(_ suppressions: [SuppressionFact]) -> [SuppressionReach] {
        var bare = Set<Int>()
        let sorted = suppressions.sorted { $0.line < $1.line }.enumerated().map { k, s in
            guard s.rules.isEmpty, s.kind != .unknownCommand else { return s }
            var all = s
            all.rules = ["all"]
            bare.insert(k)
            return all
        }
        var nextEnableOf: [String: Int] = [:]
        var nextEnableAll = Int.max
        var nextEnableAny = Int.max
        var result: [SuppressionReach] = []
        result.reserveCapacity(sorted.count)
        for s in sorted.reversed() {
            switch s.kind {
            case .disableNext:
                result.append(SuppressionReach(suppression: s, namesNoRule: false, fromLine: s.targetLine, toLine: s.targetLine))
            case .disableThis:
                result.append(SuppressionReach(suppression: s, namesNoRule: false, fromLine: s.line, toLine: s.line))
            case .disable:
                var until = s.rules.contains("all") ? nextEnableAny : nextEnableAll
                if !s.rules.contains("all") {
                    for rule in s.rules { until = min(until, nextEnableOf[rule] ?? Int.max) }
                }
                result.append(SuppressionReach(suppression: s, namesNoRule: false, fromLine: s.line, toLine: until))
            case .unknownCommand:
                result.append(SuppressionReach(suppression: s, namesNoRule: false, fromLine: 0, toLine: -1))
            case .enable:
                for rule in s.rules { nextEnableOf[rule] = s.line }
                if s.rules.contains("all") { nextEnableAll = s.line }
                nextEnableAny = s.line
                result.append(SuppressionReach(suppression: s, namesNoRule: false, fromLine: 0, toLine: -1))
            }
        }
        result.reverse()
        for k in bare { result[k].namesNoRule = true }
        return result
    }
}
