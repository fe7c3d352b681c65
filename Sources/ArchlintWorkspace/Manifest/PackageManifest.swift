import ArchlintSyntax

/// One `Package.swift` as far as its text tells: targets, products and local packages.
struct PackageManifest: Sendable {
    enum TargetKind: String, Sendable {
        case target, executableTarget, testTarget, macro, plugin, systemLibrary, binaryTarget
    }

    enum DependencyReference: Sendable, Hashable {
        case byName(String)
        case target(String)
        case product(name: String, package: String?)

        var writtenName: String {
            switch self {
            case .byName(let name), .target(let name), .product(let name, _): return name
            }
        }
    }

    struct Dependency: Sendable, Hashable {
        var reference: DependencyReference
        var line: Int
        var column: Int
        /// Columns of the name string, quotes included; 0 when code builds it.
        var width = 0
        /// `moduleAliases: ["Original": "Alias"]` of a product: the names the target imports
        /// the product's modules by.
        var moduleAliases: [String: String] = [:]
    }

    struct Target: Sendable {
        var name: String
        var kind: TargetKind
        /// Package-relative custom `path:`.
        var path: String?
        /// Target-relative `sources:`; nil = everything under the path.
        var sources: [String]?
        var exclude: [String] = []
        var dependencies: [Dependency] = []
        var enablesBareSlashRegex = false
        var languageMode: Int?
        var line: Int
        /// Column of the call as written (`.target(`), 1-based.
        var column = 1
        /// Some dependency is written in a way this reader cannot follow (`names.map { ... }`):
        /// its list is partial, so imports are not judged against it.
        var dependenciesIncomplete = false
    }

    struct PackageReference: Sendable {
        /// Lower-cased identity: last path component (without `.git` for URLs).
        var identity: String
        var name: String?
        /// Package-relative path of a local package; nil for a remote one.
        var localPath: String?
    }

    /// Root-relative manifest path and its folder ("" for the root).
    var path: String
    var directory: String
    var name: String?
    var toolsVersion: (major: Int, minor: Int)?
    /// From `swiftLanguageVersions:` / `swiftLanguageModes:` (highest listed).
    var languageMode: Int?
    /// A top-level loop over `package.targets` that enables bare-slash regexes / sets a mode.
    var everyTargetEnablesBareSlashRegex = false
    var everyTargetLanguageMode: Int?
    var targets: [Target] = []
    var products: [(name: String, targets: [String])] = []
    /// Some products are defined by code: a missing product is then no error.
    var productsIncomplete = false
    var packages: [PackageReference] = []
    var problems: [ScanProblem] = []
    /// Problems that change what is checked (a target or a target's dependencies not read),
    /// for the user to hear about.
    var warnings: [ScanProblem] = []

    var toolsVersionAtLeast6: Bool { (toolsVersion?.major ?? 0) >= 6 }
    var toolsVersionAtLeast5_9: Bool {
        guard let v = toolsVersion else { return false }
        return v.major > 5 || (v.major == 5 && v.minor >= 9)
    }

    func defaultLanguageMode() -> Int {
        everyTargetLanguageMode ?? languageMode ?? (toolsVersionAtLeast6 ? 6 : 5)
    }

    func enablesBareSlashRegex(_ target: Target?) -> Bool {
        if let target {
            if target.enablesBareSlashRegex { return true }
            if let mode = target.languageMode { return mode >= 6 || everyTargetEnablesBareSlashRegex }
        }
        return everyTargetEnablesBareSlashRegex || defaultLanguageMode() >= 6
    }
}

/// Reads one manifest's text into a `PackageManifest`. Pure; bounded work; never fails.
enum ManifestReader {
    static let targetKinds: Set<String> = [
        "target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary", "binaryTarget",
    ]
    /// Calls that are PackageDescription's: never expanded as the manifest's own helpers.
    static let packageDescriptionCallees: Set<String> = targetKinds.union([
        "byName", "byNameItem", "targetItem", "product", "productItem", "package", "library", "executable",
        "Package", "when", "define", "unsafeFlags", "enableUpcomingFeature", "enableExperimentalFeature",
        "swiftLanguageMode", "interoperabilityMode", "process", "copy", "embedInCode", "linkedLibrary",
        "linkedFramework", "headerSearchPath",
    ])
    private static let maxResolveDepth = 16
    /// Nodes that helper expansion may build in one manifest.
    static let expansionBudget = 400_000

    static func read(path: String, bytes: [UInt8]) -> PackageManifest {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[..<$0]) } ?? ""
        var manifest = PackageManifest(path: path, directory: directory)
        manifest.toolsVersion = toolsVersion(bytes)
        if manifest.toolsVersion == nil {
            manifest.problems.append(problem(path, 1, "no `// swift-tools-version:` line; assuming Swift 5 language mode"))
        }
        let tokens = Lexer.tokenize(bytes, regexMode: .bareSlashDisabled).tokens
        let lines = LineTable(bytes)
        var context = Context(manifest: manifest, lines: lines)
        context.bytes = bytes
        context.listBudget = max(Context.evaluationBudget, tokens.count)
        var parser = ManifestTokenParser(bytes: bytes, tokens: tokens)
        var packageCall: ManifestExpression?
        var packageVariable = "package"
        var extraTargets: [ManifestExpression] = []
        var extraProducts: [ManifestExpression] = []
        var extraDependencies: [ManifestExpression] = []
        var assignedTargets: ManifestExpression?
        var assignedProducts: ManifestExpression?
        var assignedDependencies: ManifestExpression?

        var guardSteps = 0
        while !parser.atEnd, guardSteps < tokens.count + 1 {
            guardSteps += 1
            let t = tokens[parser.i]
            let start = parser.i
            if t.kind == .keyword, parser.isText(at: parser.i, "let") || parser.isText(at: parser.i, "var"),
               parser.i > 0, ["if", "guard", "while", "case"].contains(where: { parser.isText(at: parser.i - 1, $0) }) || tokens[parser.i - 1].kind == .comma {
                // `if let home = package.targets.first(...) {`: a condition, and its body is read.
                parser.i += 1
            } else if t.kind == .keyword, parser.isText(at: parser.i, "let") || parser.isText(at: parser.i, "var") {
                parser.i += 1
                guard parser.kind(at: parser.i) == .identifier else { continue }
                let name = parser.text(tokens[parser.i])
                parser.i += 1
                // Skip a type annotation up to `=`.
                while !parser.atEnd {
                    let k = tokens[parser.i].kind
                    if k == .equal || (tokens[parser.i].isAtStartOfLine && k == .keyword) { break }
                    if ManifestTokenParser.isOpener(k) { parser.skipBalanced() } else { parser.i += 1 }
                }
                guard parser.kind(at: parser.i) == .equal else { continue }
                parser.i += 1
                let value = parser.parseExpression(topLevel: true)
                if case .call(let callee, _, _) = value, callee == "Package" {
                    packageCall = value
                    packageVariable = name
                } else {
                    context.assign(name, value)
                }
            } else if t.kind == .identifier, t.isAtStartOfLine, packageCall == nil, context.constants[parser.text(t)] != nil,
                      parser.isAddition(at: parser.i + 1) {
                // `targets += [...]` / `targets.append(...)` to a `var targets` that `Package(targets:)`
                // takes later: part of the list. (After the package is made, the copy it took is final.)
                let name = parser.text(t)
                parser.i += 1
                if let added = parser.parseAddition(), let old = context.constants[name] {
                    context.constants[name] = .concatenation([old, added], offset: old.offset)
                }
            } else if t.kind == .identifier, t.isAtStartOfLine, !parser.isText(at: parser.i, packageVariable),
                      parser.kind(at: parser.i + 1) == .period, parser.isText(at: parser.i + 2, "dependencies"),
                      parser.isAddition(at: parser.i + 3) || parser.kind(at: parser.i + 3) == .equal {
                // `home.dependencies.append("Legacy")` where `home` is some target of the package:
                // which one is read from the binding's strings (`first(where: { $0.name == "Home" })`).
                let receiver = parser.text(t)
                let candidates = parser.bindingStrings(of: receiver, before: parser.i)
                parser.i += 3
                let added: ManifestExpression?
                if parser.kind(at: parser.i) == .equal {
                    parser.i += 1
                    added = parser.parseExpression(topLevel: true)
                } else {
                    added = parser.parseAddition()
                }
                context.dependencyAdditions.append(.init(targetNames: candidates, added: added ?? .unknown(offset: Int(t.start)),
                                                         offset: Int(t.start)))
            } else if t.kind == .identifier, t.isAtStartOfLine, parser.kind(at: parser.i + 1) == .equal {
                // `products = [...]` in an `if`/`else` after `let products: [Product]`: both branches count.
                let name = parser.text(t)
                parser.i += 2
                let value = parser.parseExpression(topLevel: true)
                context.assign(name, value)
            } else if t.kind == .keyword, ["func", "struct", "class", "enum", "extension", "while", "switch", "repeat"]
                        .contains(where: { parser.isText(at: parser.i, $0) }) {
                let isDeclaration = !["while", "switch", "repeat"].contains { parser.isText(at: parser.i, $0) }
                while !parser.atEnd, tokens[parser.i].kind != .leftBrace { parser.i += 1 }
                parser.skipBalanced()
                // Helpers that name targets and dependencies: `extension Target.Dependency {
                // static let networking: Self = "Networking" }`, `static func feature(...) -> Target`.
                if isDeclaration { context.readHelpers(start..<parser.i, parser: parser) }
            } else if t.kind == .leftBrace || t.kind == .rightBrace {
                parser.i += 1 // `if` / `else` / `do` blocks: read what they declare
            } else if t.kind == .keyword, parser.isText(at: parser.i, "for") {
                // `for target in package.targets { ... }`: settings for every target.
                parser.i += 1
                while !parser.atEnd, tokens[parser.i].kind != .leftBrace { parser.i += 1 }
                parser.skipBalanced()
                context.scanLoop(tokens[start..<parser.i], parser: parser)
            } else if t.kind == .identifier, parser.isText(at: parser.i, packageVariable), parser.kind(at: parser.i + 1) == .period,
                      parser.kind(at: parser.i + 2) == .identifier {
                let field = parser.text(tokens[parser.i + 2])
                parser.i += 3
                var added: ManifestExpression?
                if parser.isAddition(at: parser.i) {
                    added = parser.parseAddition()
                } else if parser.kind(at: parser.i) == .equal {
                    // `package.targets = [...]` after `Package(name:)`: the list from here on; one
                    // written by code (`package.targets.filter { ... }`) keeps the list and says so.
                    parser.i += 1
                    let value = parser.parseExpression(topLevel: true)
                    guard context.listParts(value).unreadable.isEmpty, !Self.mentions(value, packageVariable) else {
                        if ["targets", "products", "dependencies"].contains(field) {
                            context.report(value, "cannot read package.\(field) assigned by code; the list written in Package(...) is kept", warn: field == "targets")
                        }
                        continue
                    }
                    switch field {
                    case "targets": extraTargets = []; assignedTargets = value
                    case "products": extraProducts = []; assignedProducts = value
                    case "dependencies": extraDependencies = []; assignedDependencies = value
                    default: break
                    }
                } else if parser.kind(at: parser.i) == .period, parser.isText(at: parser.i + 1, "forEach") {
                    while !parser.atEnd, tokens[parser.i].kind != .leftBrace { parser.i += 1 }
                    parser.skipBalanced()
                    context.scanLoop(tokens[start..<parser.i], parser: parser)
                }
                if let added {
                    switch field {
                    case "targets": extraTargets.append(added)
                    case "products": extraProducts.append(added)
                    case "dependencies": extraDependencies.append(added)
                    default: break
                    }
                }
            } else if ManifestTokenParser.isOpener(t.kind) {
                parser.skipBalanced()
            } else {
                parser.i += 1
            }
            if parser.i == start { parser.i += 1 }
        }

        guard let packageCall else {
            context.manifest.problems.append(problem(path, 1, "no `let package = Package(...)` found; manifest skipped"))
            return context.manifest
        }
        context.readPackage(packageCall, assigned: (assignedTargets, assignedProducts, assignedDependencies),
                            extraTargets: extraTargets, extraProducts: extraProducts, extraDependencies: extraDependencies)
        return context.manifest
    }

    /// Whether `e` names `variable` anywhere (`package.targets + [...]` reads the package).
    static func mentions(_ e: ManifestExpression, _ variable: String) -> Bool {
        switch e {
        case .identifier(let name, _): return name == variable || name.hasPrefix(variable + ".")
        case .array(let items, _), .concatenation(let items, _): return items.contains { mentions($0, variable) }
        case .call(_, let arguments, _): return arguments.contains { mentions($0.value, variable) }
        default: return false
        }
    }

    static func problem(_ path: String, _ line: Int, _ message: String) -> ScanProblem {
        ScanProblem(path: "\(path):\(line)", message: message)
    }

    /// `// swift-tools-version:5.9` (any case, optional spaces, optional `;...` specifiers),
    /// on the first non-blank line.
    static func toolsVersion(_ bytes: [UInt8]) -> (major: Int, minor: Int)? {
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        while start < bytes.count, bytes[start] == 10 || bytes[start] == 13 || bytes[start] == 32 || bytes[start] == 9 { start += 1 }
        var end = start
        while end < bytes.count, bytes[end] != 10, bytes[end] != 13 { end += 1 }
        let line = String(decoding: bytes[start..<end], as: UTF8.self)
        guard line.hasPrefix("//") else { return nil }
        var rest = Substring(line.dropFirst(2)).drop { $0 == " " || $0 == "\t" }
        let key = "swift-tools-version"
        guard rest.lowercased().hasPrefix(key) else { return nil }
        rest = rest.dropFirst(key.count).drop { $0 == " " || $0 == "\t" }
        guard rest.first == ":" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
        let version = rest.prefix { $0.isNumber || $0 == "." }
        let numbers = version.split(separator: ".").map { Int($0) }
        guard let major = numbers.first ?? nil else { return nil }
        let minor = numbers.count > 1 ? (numbers[1] ?? 0) : 0
        return (major, minor)
    }

    // MARK: - Evaluation

    struct Context {
        var manifest: PackageManifest
        let lines: LineTable
        /// The manifest's text, for the extent of what findings underline.
        var bytes: [UInt8] = []
        var constants: [String: ManifestExpression] = [:]
        /// `static let name: Self = value` / `static var name: Self { value }` of the manifest's
        /// extensions and types, read where `.name` is written.
        /// One name may have a value in several types (`String.passwordValidation` and
        /// `Target.Dependency.passwordValidation`): all are kept, and a string is read from the
        /// first that gives one.
        /// Each value keeps the type it is declared in (`Target`, `Target.Dependency`, `String`):
        /// `.home` in `targets:` is `Target.home`, in `dependencies:` `Target.Dependency.home`.
        var staticMembers: [String: [(owner: String, value: ManifestExpression)]] = [:]
        /// Functions whose body is one expression (`static func feature(_ name: String, ...) ->
        /// Target { .target(name: name, ...) }`), expanded where they are called; by owner too.
        var functions: [String: [(owner: String, function: HelperFunction)]] = [:]
        /// Work left for expanding helpers in the whole manifest (substituted nodes): a
        /// manifest of helpers calling helpers with huge arguments is read in bounded time.
        let expansionWork = WorkCounter(ManifestReader.expansionBudget)
        /// `target.dependencies += [...]` statements, read once the targets are known.
        var dependencyAdditions: [DependencyAddition] = []
        /// Where each target read so far is in `manifest.targets`.
        var targetIndexByName: [String: Int] = [:]

        struct DependencyAddition {
            /// The strings of the receiver's binding (one of them names the target); nil for
            /// every target (a loop over `package.targets`).
            var targetNames: [String]?
            var added: ManifestExpression
            var offset: Int
        }

        final class WorkCounter: @unchecked Sendable {
            var remaining: Int
            init(_ remaining: Int) { self.remaining = remaining }
        }

        struct HelperFunction {
            struct Parameter {
                var label: String?
                var name: String
                var defaultValue: ManifestExpression?
            }
            var parameters: [Parameter]
            var body: ManifestExpression
        }

        init(manifest: PackageManifest, lines: LineTable) {
            self.manifest = manifest
            self.lines = lines
        }

        func line(_ e: ManifestExpression) -> Int { lines.line(of: e.offset) }

        /// A constant's value; arrays assigned in several branches (`#if`, `if`/`else`) are
        /// united, anything else keeps its first value.
        mutating func assign(_ name: String, _ value: ManifestExpression) {
            guard let old = constants[name] else {
                constants[name] = value
                return
            }
            let isArray = { (e: ManifestExpression) -> Bool in
                switch e {
                case .array, .concatenation: true
                default: false
                }
            }
            if isArray(old), isArray(value) {
                constants[name] = .concatenation([old, value], offset: old.offset)
            }
        }

        mutating func report(_ e: ManifestExpression, _ message: String, warn: Bool = false) {
            let problem = ManifestReader.problem(manifest.path, line(e), message)
            manifest.problems.append(problem)
            if warn { manifest.warnings.append(problem) }
        }

        /// `owner`: the type the context expects (`Target` for an element of `targets:`,
        /// `Target.Dependency` for one of `dependencies:`), which picks among same-named members.
        func resolved(_ e: ManifestExpression, depth: Int = 0, owner: String? = nil) -> ManifestExpression {
            guard depth < ManifestReader.maxResolveDepth else { return e }
            switch e {
            case .identifier(let name, _):
                if let value = constants[name] { return resolved(value, depth: depth + 1, owner: owner) }
            case .member(let name, _):
                // Where a string is wanted `string(_:)` tries each value; elsewhere the expected
                // type's, else a value that is not a bare string (`.target(name:)`) says more.
                if let values = staticMembers[name] {
                    let value = values.first { $0.owner == owner }?.value
                        ?? values.last { if case .string = $0.value { return false } else { return true } }?.value ?? values[0].value
                    return resolved(value, depth: depth + 1, owner: owner)
                }
            case .call(let callee, let arguments, _):
                // PackageDescription's own spellings are never a helper's (a helper named
                // `target` calling `.target(...)` would expand forever).
                guard !ManifestReader.packageDescriptionCallees.contains(callee), let candidates = functions[callee] else { break }
                let ordered = candidates.filter { $0.owner == owner } + candidates.filter { $0.owner != owner }
                for candidate in ordered {
                    if let expanded = expand(candidate.function, arguments) { return resolved(expanded, depth: depth + 1, owner: owner) }
                }
            default:
                break
            }
            return e
        }

        /// The body of `function` with its parameters replaced by the call's arguments (or
        /// their defaults); nil when the arguments do not fit the parameters.
        func expand(_ function: HelperFunction, _ arguments: [ManifestExpression.Argument]) -> ManifestExpression? {
            guard expansionWork.remaining > 0 else { return nil }
            var bindings: [String: ManifestExpression] = [:]
            var next = 0
            for parameter in function.parameters {
                if next < arguments.count, arguments[next].label == parameter.label {
                    bindings[parameter.name] = arguments[next].value
                    next += 1
                } else if let value = parameter.defaultValue {
                    bindings[parameter.name] = value
                } else {
                    return nil
                }
            }
            guard next == arguments.count else { return nil }
            var budget = min(Self.evaluationBudget, expansionWork.remaining)
            let start = budget
            let result = Self.substitute(function.body, bindings, budget: &budget)
            expansionWork.remaining -= start - budget + 1
            return result
        }

        private static func substitute(_ e: ManifestExpression, _ bindings: [String: ManifestExpression],
                                       budget: inout Int) -> ManifestExpression? {
            budget -= 1
            guard budget > 0 else { return nil }
            switch e {
            case .identifier(let name, _):
                return bindings[name] ?? e
            case .string(let parts, let offset):
                var out: [ManifestExpression.StringPart] = []
                for part in parts {
                    switch part {
                    case .text: out.append(part)
                    case .interpolation(let inner):
                        guard let value = substitute(inner, bindings, budget: &budget) else { return nil }
                        out.append(.interpolation(value))
                    }
                }
                return .string(out, offset: offset)
            case .array(let elements, let offset):
                return substitute(each: elements, bindings, budget: &budget).map { .array($0, offset: offset) }
            case .concatenation(let parts, let offset):
                return substitute(each: parts, bindings, budget: &budget).map { .concatenation($0, offset: offset) }
            case .call(let callee, let arguments, let offset):
                var out: [ManifestExpression.Argument] = []
                for argument in arguments {
                    guard let value = substitute(argument.value, bindings, budget: &budget) else { return nil }
                    out.append(.init(label: argument.label, value: value))
                }
                return .call(callee: callee, arguments: out, offset: offset)
            case .dictionary(let pairs, let offset):
                var out: [(key: ManifestExpression, value: ManifestExpression)] = []
                for pair in pairs {
                    guard let key = substitute(pair.key, bindings, budget: &budget),
                          let value = substitute(pair.value, bindings, budget: &budget) else { return nil }
                    out.append((key, value))
                }
                return .dictionary(out, offset: offset)
            case .member, .unknown:
                return e
            }
        }

        private static func substitute(each list: [ManifestExpression], _ bindings: [String: ManifestExpression],
                                       budget: inout Int) -> [ManifestExpression]? {
            var out: [ManifestExpression] = []
            out.reserveCapacity(list.count)
            for e in list {
                guard let value = substitute(e, bindings, budget: &budget) else { return nil }
                out.append(value)
            }
            return out
        }

        /// Reads the static members and one-expression functions of a declaration
        /// (`tokens[range]`, from its keyword to its closing brace).
        mutating func readHelpers(_ range: Range<Int>, parser: ManifestTokenParser) {
            let tokens = parser.tokens
            var k = range.lowerBound
            // A top-level `func`: the range starts at it.
            if parser.isText(at: k, "func") { readFunction(at: k, end: range.upperBound, parser: parser, owner: ""); return }
            // `extension PackageDescription.Target.Dependency {` -> `Target.Dependency`.
            var owner = ""
            var q = k + 1
            while q < range.upperBound, parser.kind(at: q) == .identifier || parser.kind(at: q) == .period {
                owner += parser.text(tokens[q])
                q += 1
            }
            if owner.hasPrefix("PackageDescription.") { owner.removeFirst("PackageDescription.".count) }
            while k < range.upperBound {
                if tokens[k].kind == .keyword, parser.isText(at: k, "static") || parser.isText(at: k, "class") {
                    if parser.isText(at: k + 1, "let") || parser.isText(at: k + 1, "var") {
                        readStaticMember(at: k + 1, end: range.upperBound, parser: parser, owner: owner)
                    } else if parser.isText(at: k + 1, "func") {
                        readFunction(at: k + 1, end: range.upperBound, parser: parser, owner: owner)
                    }
                }
                k += 1
            }
        }

        /// `let name: T = value` or `var name: T { value }` / `{ return value }`, at `let`/`var`.
        private mutating func readStaticMember(at start: Int, end: Int, parser: ManifestTokenParser, owner: String) {
            guard parser.kind(at: start + 1) == .identifier else { return }
            let name = parser.text(parser.tokens[start + 1])
            var sub = parser
            sub.i = start + 2
            while sub.i < end, let k = sub.kind(at: sub.i), k != .equal, k != .leftBrace {
                if k == .leftSquare || k == .leftParen { sub.skipBalanced() } else { sub.i += 1 }
            }
            guard sub.i < end else { return }
            if let value = Self.singleExpression(&sub, end: end) { staticMembers[name, default: []].append((owner, value)) }
        }

        /// `func name(label name: T = default, ...) -> R { value }` / `{ return value }`, at `func`.
        private mutating func readFunction(at start: Int, end: Int, parser: ManifestTokenParser, owner: String) {
            guard parser.kind(at: start + 1) == .identifier, parser.kind(at: start + 2) == .leftParen else { return }
            let name = parser.text(parser.tokens[start + 1])
            var parameters: [HelperFunction.Parameter] = []
            var sub = parser
            sub.i = start + 3
            var words: [String] = []
            var defaultValue: ManifestExpression?
            func finish() -> Bool {
                guard let last = words.last else { return words.isEmpty }
                let label = words.count >= 2 ? words[words.count - 2] : last
                parameters.append(.init(label: label == "_" ? nil : label, name: last, defaultValue: defaultValue))
                words = []
                defaultValue = nil
                return true
            }
            var inType = false
            while sub.i < end, let k = sub.kind(at: sub.i) {
                if k == .rightParen { guard finish() else { return }; sub.i += 1; break }
                if k == .comma { guard finish() else { return }; inType = false; sub.i += 1; continue }
                if k == .colon { inType = true; sub.i += 1; continue }
                if k == .equal {
                    sub.i += 1
                    defaultValue = sub.parseExpression()
                    continue
                }
                if !inType, k == .identifier || k == .keyword {
                    words.append(sub.text(sub.tokens[sub.i]))
                    sub.i += 1
                    continue
                }
                if ManifestTokenParser.isOpener(k) { sub.skipBalanced() } else { sub.i += 1 }
            }
            // Past `-> Target`, `throws`, `where`: to the body.
            while sub.i < end, let k = sub.kind(at: sub.i), k != .leftBrace {
                if k == .leftSquare || k == .leftParen { sub.skipBalanced() } else { sub.i += 1 }
            }
            guard sub.i < end, let body = Self.singleExpression(&sub, end: end) else { return }
            functions[name, default: []].append((owner, HelperFunction(parameters: parameters, body: body)))
        }

        /// At `=`: the expression after it; at `{`: the one expression of the block (`return`
        /// allowed), nil when the block holds more.
        private static func singleExpression(_ sub: inout ManifestTokenParser, end: Int) -> ManifestExpression? {
            if sub.kind(at: sub.i) == .equal {
                sub.i += 1
                let value = sub.parseExpression(topLevel: true)
                if case .unknown = value { return nil }
                return value
            }
            guard sub.kind(at: sub.i) == .leftBrace else { return nil }
            sub.i += 1
            if sub.isText(at: sub.i, "return") { sub.i += 1 }
            let value = sub.parseExpression()
            guard sub.i < end, sub.kind(at: sub.i) == .rightBrace else { return nil }
            if case .unknown = value { return nil }
            return value
        }

        /// Work allowed for one evaluation: constants may refer to each other (`let a = b + b`),
        /// so every visit costs one unit and the result is given up when none is left.
        static let evaluationBudget = 20_000
        /// Elements one list may gather: a literal list as long as the manifest is read whole
        /// (20,000 written targets), while `let b = a + a` chains stay bounded by the file's size.
        var listBudget = Context.evaluationBudget
        static let maxStringLength = 4_096

        func string(_ e: ManifestExpression) -> String? {
            var budget = Self.evaluationBudget
            return string(e, depth: 0, budget: &budget)
        }

        private func string(_ e: ManifestExpression, depth: Int, budget: inout Int) -> String? {
            budget -= 1
            guard depth < ManifestReader.maxResolveDepth, budget > 0 else { return nil }
            var out = ""
            if case .member(let name, _) = e, let values = staticMembers[name], values.count > 1 {
                for value in values.filter({ $0.owner == "String" }) + values.filter({ $0.owner != "String" }) {
                    if let s = string(value.value, depth: depth + 1, budget: &budget) { return s }
                }
                return nil
            }
            switch resolved(e) {
            case .string(let parts, _):
                for part in parts {
                    switch part {
                    case .text(let s): out += s
                    case .interpolation(let inner):
                        guard let s = string(inner, depth: depth + 1, budget: &budget) else { return nil }
                        out += s
                    }
                    if out.utf8.count > Self.maxStringLength { return nil }
                }
            case .concatenation(let parts, _):
                for part in parts {
                    guard let s = string(part, depth: depth + 1, budget: &budget) else { return nil }
                    out += s
                    if out.utf8.count > Self.maxStringLength { return nil }
                }
            default:
                return nil
            }
            return out
        }

        func list(_ e: ManifestExpression) -> [ManifestExpression]? {
            let parts = listParts(e)
            return parts.unreadable.isEmpty ? parts.elements : nil
        }

        /// Elements of the readable parts of `[a] + b + [c]`, and the parts that are not arrays.
        func listParts(_ e: ManifestExpression) -> (elements: [ManifestExpression], unreadable: [ManifestExpression]) {
            var budget = listBudget
            var out: (elements: [ManifestExpression], unreadable: [ManifestExpression]) = ([], [])
            listParts(e, depth: 0, budget: &budget, into: &out)
            return out
        }

        private func listParts(_ e: ManifestExpression, depth: Int, budget: inout Int,
                               into out: inout (elements: [ManifestExpression], unreadable: [ManifestExpression])) {
            budget -= 1
            guard depth < ManifestReader.maxResolveDepth, budget > 0 else {
                if out.unreadable.count < 100 { out.unreadable.append(e) }
                return
            }
            switch resolved(e) {
            case .array(let elements, _):
                budget -= elements.count
                if budget > 0 { out.elements += elements } else if out.unreadable.count < 100 { out.unreadable.append(e) }
            case .concatenation(let parts, _):
                for part in parts { listParts(part, depth: depth + 1, budget: &budget, into: &out) }
            default:
                if out.unreadable.count < 100 { out.unreadable.append(e) }
            }
        }

        func strings(_ e: ManifestExpression) -> [String]? {
            guard let elements = list(e) else { return nil }
            var out: [String] = []
            for element in elements {
                guard let s = string(element) else { return nil }
                out.append(s)
            }
            return out
        }

        /// Language mode of `.v5`, `.v4_2`, `.v6`, `.version("6")`.
        func languageMode(_ e: ManifestExpression) -> Int? {
            switch resolved(e) {
            case .member(let name, _):
                guard name.hasPrefix("v") else { return nil }
                return Int(name.dropFirst().prefix { $0.isNumber })
            case .call(let callee, let arguments, _) where callee == "version":
                return arguments.first.flatMap { string($0.value) }.flatMap { Int($0.prefix { $0.isNumber }) }
            default:
                return nil
            }
        }

        /// The targets a loop's header picks by name: `for t in package.targets where t.name == "A"
        /// || t.name == "B" {` gives A and B; a header with no `where` gives nil (every target); any
        /// other condition (`!=`, `.type != .test`, a `filter`) gives nil too, as which targets it
        /// leaves out cannot be told (a dependency is never added to itself, which is what
        /// `where t.name != "Core"` usually guards against).
        static func targetsNamedByLoopHeader(_ slice: ArraySlice<Token>, parser: ManifestTokenParser) -> [String]? {
            guard let whereToken = slice.firstIndex(where: { $0.kind == .keyword && parser.text($0) == "where" }) else { return nil }
            var names: [String] = []
            var k = whereToken + 1
            // `t . name == " A "` (name, period, identifier, operator, quote, segment, quote), joined by `||`.
            while k + 6 < slice.endIndex {
                guard slice[k].kind == .identifier, slice[k + 1].kind == .period, parser.isText(at: k + 2, "name"),
                      parser.isText(at: k + 3, "=="), slice[k + 4].kind == .stringQuote, slice[k + 5].kind == .stringSegment,
                      slice[k + 6].kind == .stringQuote else { return nil }
                names.append(parser.text(slice[k + 5]))
                k += 7
                if k < slice.endIndex, slice[k].kind == .leftBrace { return names }
                guard k < slice.endIndex, parser.isText(at: k, "||") else { return nil }
                k += 1
            }
            return nil
        }

        mutating func scanLoop(_ slice: ArraySlice<Token>, parser: ManifestTokenParser) {
            // `for name in features { package.targets.append(...) }`: targets made by code.
            for k in slice.indices where slice[k].kind == .identifier && k + 1 < slice.endIndex {
                let name = parser.text(slice[k])
                guard name == "targets" || name == "products" else { continue }
                if parser.isAddition(at: k + 1) {
                    let what = name == "targets" ? "targets" : "products"
                    let problem = ManifestReader.problem(manifest.path, lines.line(of: Int(slice.first!.start)),
                                                         "cannot read \(what) defined by code; skipped")
                    manifest.problems.append(problem)
                    if name == "targets" { manifest.warnings.append(problem) }
                    if name == "products" { manifest.productsIncomplete = true }
                    break
                }
            }
            // `target.dependencies.append(...)` in a loop over the targets: every target's (less the
            // dependency itself), or those the loop's header names (`where target.name == "Home"`).
            let named = Self.targetsNamedByLoopHeader(slice, parser: parser)
            var reader = parser
            var k = slice.startIndex
            while k + 3 < slice.endIndex {
                if slice[k + 1].kind == .period, parser.isText(at: k + 2, "dependencies"), parser.isAddition(at: k + 3),
                   slice[k].kind == .identifier || slice[k].kind == .dollarIdentifier {
                    reader.i = k + 3
                    let added = reader.parseAddition()
                    dependencyAdditions.append(.init(targetNames: named, added: added ?? .unknown(offset: Int(slice[k].start)),
                                                     offset: Int(slice[k].start)))
                    k = max(k + 1, reader.i)
                } else {
                    k += 1
                }
            }
            var previousWasVersionFlag = false
            for t in slice {
                let text = parser.text(t)
                if t.kind == .stringSegment {
                    if text.hasSuffix("BareSlashRegexLiterals") || text == "-enable-bare-slash-regex" {
                        manifest.everyTargetEnablesBareSlashRegex = true
                    }
                    if previousWasVersionFlag, let mode = Int(text.prefix { $0.isNumber }) {
                        manifest.everyTargetLanguageMode = mode
                    }
                    previousWasVersionFlag = text == "-swift-version"
                }
            }
            // Settings kept in a constant: `target.swiftSettings = (target.swiftSettings ?? []) + common`.
            var probe = PackageManifest.Target(name: "", kind: .target, line: 0)
            var seen = Set<String>()
            for t in slice where t.kind == .identifier {
                let name = parser.text(t)
                guard constants[name] != nil, seen.insert(name).inserted else { continue }
                for element in listParts(.identifier(name, offset: Int(t.start))).elements {
                    readSwiftSetting(element, into: &probe)
                }
            }
            if probe.enablesBareSlashRegex { manifest.everyTargetEnablesBareSlashRegex = true }
            if let mode = probe.languageMode { manifest.everyTargetLanguageMode = mode }
            // `.swiftLanguageMode(.v5)` inside the loop.
            let tokens = Array(slice)
            for (k, t) in tokens.enumerated() where t.kind == .identifier {
                let name = parser.text(t)
                guard name == "swiftLanguageMode" || name == "swiftLanguageVersion", k + 4 < tokens.count,
                      tokens[k + 1].kind == .leftParen, tokens[k + 2].kind == .period else { continue }
                let value = parser.text(tokens[k + 3])
                if value.hasPrefix("v"), let mode = Int(value.dropFirst().prefix { $0.isNumber }) {
                    manifest.everyTargetLanguageMode = mode
                }
            }
        }

        mutating func readPackage(_ call: ManifestExpression,
                                  assigned: (targets: ManifestExpression?, products: ManifestExpression?, dependencies: ManifestExpression?),
                                  extraTargets: [ManifestExpression],
                                  extraProducts: [ManifestExpression], extraDependencies: [ManifestExpression]) {
            if let name = call.argument("name") { manifest.name = string(name) }
            for label in ["swiftLanguageModes", "swiftLanguageVersions"] {
                if let value = call.argument(label), let elements = list(value) {
                    let modes = elements.compactMap { languageMode($0) }.filter { $0 <= 6 }
                    if let highest = modes.max() { manifest.languageMode = highest }
                }
            }
            for value in [assigned.dependencies ?? call.argument("dependencies")].compactMap({ $0 }) + extraDependencies {
                let parts = listParts(value)
                for part in parts.unreadable { report(part, "cannot read package dependencies defined by code; skipped") }
                for element in parts.elements { readPackageReference(element) }
            }
            for value in [assigned.products ?? call.argument("products")].compactMap({ $0 }) + extraProducts {
                let parts = listParts(value)
                for part in parts.unreadable { report(part, "cannot read products defined by code; skipped") }
                if !parts.unreadable.isEmpty { manifest.productsIncomplete = true }
                for element in parts.elements { readProduct(element) }
            }
            for value in [assigned.targets ?? call.argument("targets")].compactMap({ $0 }) + extraTargets {
                let parts = listParts(value)
                for part in parts.unreadable { report(part, "cannot read targets defined by code; their files are checked as files of no package", warn: true) }
                for element in parts.elements { readTarget(element) }
            }
            readDependencyAdditions()
        }

        /// Dependencies that statements after the targets add: to every target (a loop over
        /// `package.targets`), to the targets a binding or a loop's header names, or else to some
        /// target nobody can tell, which leaves every target's list open. Bounded: a manifest of
        /// many additions over many targets stays linear in what it adds.
        mutating func readDependencyAdditions() {
            guard !dependencyAdditions.isEmpty else { return }
            var indicesByName: [String: [Int]] = [:]
            for (k, target) in manifest.targets.enumerated() { indicesByName[target.name, default: []].append(k) }
            var budget = ManifestReader.expansionBudget
            for addition in dependencyAdditions {
                let indices: [Int]
                if let names = addition.targetNames {
                    // Several names (`where t.name == "A" || t.name == "B"`) add to each.
                    indices = Set(names).flatMap { indicesByName[$0] ?? [] }.sorted()
                } else {
                    indices = Array(manifest.targets.indices)
                }
                let parts = listParts(addition.added)
                budget -= indices.count * max(1, parts.elements.count)
                if indices.isEmpty || budget < 0 {
                    warn(addition, "cannot tell which dependencies code adds to which target here; the imports of this package's targets are not checked by undeclared-import")
                    for k in manifest.targets.indices { manifest.targets[k].dependenciesIncomplete = true }
                    continue
                }
                if !parts.unreadable.isEmpty {
                    let names = indices.map { manifest.targets[$0].name }
                    warn(addition, "cannot read the dependencies code adds to \(names.prefix(3).joined(separator: ", "))\(names.count > 3 ? " and \(names.count - 3) more" : ""); their imports are not checked by undeclared-import")
                    for k in indices { manifest.targets[k].dependenciesIncomplete = true }
                }
                for k in indices {
                    var target = manifest.targets[k]
                    for element in parts.elements { readDependency(element, into: &target) }
                    // `for t in package.targets { t.dependencies += [.target(name: "Core")] }` leaves Core
                    // out in SwiftPM's eyes (a target cannot depend on itself).
                    target.dependencies.removeAll { $0.reference == .target(target.name) || $0.reference == .byName(target.name) }
                    var seen = Set<PackageManifest.DependencyReference>()
                    target.dependencies = target.dependencies.filter { seen.insert($0.reference).inserted }
                    manifest.targets[k] = target
                }
            }
        }

        private mutating func warn(_ addition: DependencyAddition, _ message: String) {
            let problem = ManifestReader.problem(manifest.path, lines.line(of: addition.offset), message)
            manifest.problems.append(problem)
            manifest.warnings.append(problem)
        }

        mutating func readPackageReference(_ e: ManifestExpression) {
            let e = resolved(e)
            guard case .call(let callee, _, _) = e, callee == "package" else {
                report(e, "cannot read package dependency defined by code; skipped")
                return
            }
            let name = e.argument("name").flatMap { string($0) }
            if let pathArgument = e.argument("path") {
                guard let path = string(pathArgument) else {
                    report(pathArgument, "cannot read local package path defined by code; skipped")
                    return
                }
                let last = path.split(separator: "/").last.map(String.init) ?? path
                manifest.packages.append(.init(identity: last.lowercased(), name: name, localPath: path))
            } else if let urlArgument = e.argument("url") ?? e.argument("id") {
                guard let url = string(urlArgument) else { return }
                var last = url.split(separator: "/").last.map(String.init) ?? url
                if last.hasSuffix(".git") { last.removeLast(4) }
                manifest.packages.append(.init(identity: last.lowercased(), name: name, localPath: nil))
            }
        }

        mutating func readProduct(_ e: ManifestExpression) {
            let e = resolved(e)
            guard case .call(_, _, _) = e, let nameArgument = e.argument("name"), let name = string(nameArgument) else {
                manifest.productsIncomplete = true
                report(e, "cannot read product defined by code; skipped")
                return
            }
            guard let targetsArgument = e.argument("targets"), let targets = strings(targetsArgument) else {
                manifest.productsIncomplete = true
                report(e, "cannot read the targets of product \(name); skipped")
                return
            }
            manifest.products.append((name, targets))
        }

        mutating func readTarget(_ written: ManifestExpression) {
            let e = resolved(written, owner: "Target")
            // Problems and the target's line are those of the call as written: a helper's
            // expansion would put every target it makes on the helper's own line.
            guard case .call(let callee, _, _) = e, ManifestReader.targetKinds.contains(callee),
                  let kind = PackageManifest.TargetKind(rawValue: callee) else {
                report(written, "cannot read a target defined by code; its files are checked as files of no package", warn: true)
                return
            }
            guard let nameArgument = e.argument("name"), let name = string(nameArgument) else {
                report(written, "cannot read the name of a target (written by code); its files are checked as files of no package", warn: true)
                return
            }
            var target = PackageManifest.Target(name: name, kind: kind, line: line(written))
            target.column = lines.location(of: written.offset).column
            if let pathArgument = e.argument("path"), kind != .binaryTarget {
                if let path = string(pathArgument) {
                    target.path = path
                } else {
                    report(pathArgument, "cannot read the path of target \(name); using the default")
                }
            }
            if let sourcesArgument = e.argument("sources") {
                if let sources = strings(sourcesArgument) {
                    target.sources = sources
                } else {
                    report(sourcesArgument, "cannot read the sources of target \(name); using the whole folder")
                }
            }
            if let excludeArgument = e.argument("exclude") {
                if let exclude = strings(excludeArgument) {
                    target.exclude = exclude
                } else {
                    report(excludeArgument, "cannot read the excludes of target \(name); ignored")
                }
            }
            if let dependenciesArgument = e.argument("dependencies") {
                let parts = listParts(dependenciesArgument)
                for part in parts.unreadable { report(part, "cannot read dependencies of target \(name) defined by code; skipped") }
                for element in parts.elements { readDependency(element, into: &target) }
                if !parts.unreadable.isEmpty { target.dependenciesIncomplete = true }
                if target.dependenciesIncomplete {
                    report(dependenciesArgument, "cannot read every dependency of target \(name) (written by code); its imports are not checked by undeclared-import", warn: true)
                }
            }
            if let settings = e.argument("swiftSettings") {
                for element in listParts(settings).elements { readSwiftSetting(element, into: &target) }
            }
            if let existing = targetIndexByName[target.name] {
                // One target in both branches of `#if os(Linux)` / `#else`: either may be the one
                // built, so it may use what either list declares.
                for dependency in target.dependencies
                where !manifest.targets[existing].dependencies.contains(where: { $0.reference == dependency.reference }) {
                    manifest.targets[existing].dependencies.append(dependency)
                }
                if target.dependenciesIncomplete { manifest.targets[existing].dependenciesIncomplete = true }
                report(written, "target \(target.name) is declared again (in another `#if` branch?); archlint keeps the first declaration's folder and path and unites the dependencies")
                return
            }
            targetIndexByName[target.name] = manifest.targets.count
            manifest.targets.append(target)
        }

        mutating func readDependency(_ raw: ManifestExpression, into target: inout PackageManifest.Target) {
            let e = resolved(raw, owner: "Target.Dependency")
            // A call's position is its `name:` string's (`"Session"` of `.product(name: "Session",
            // package: ...)`): what a finding underlines, as for a bare `"Session"`.
            var position = e.offset
            var literal = e
            if case .call = e, let name = e.argument("name"), case .string = name { position = name.offset; literal = name }
            let (line, column) = lines.location(of: position)
            // A plain literal on one line: its text and quotes are what the source shows.
            var width = 0
            if case .string(let parts, _) = literal, parts.count == 1, case .text(let text) = parts[0],
               !text.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == 10 || $0 == UInt8(ascii: "\"") }),
               position + text.utf8.count + 1 < bytes.count, bytes[position] == UInt8(ascii: "\""),
               bytes[position + text.utf8.count + 1] == UInt8(ascii: "\"") {
                width = text.utf8.count + 2
            }
            var reference: PackageManifest.DependencyReference?
            var moduleAliases: [String: String] = [:]
            switch e {
            case .string:
                reference = string(e).map { .byName($0) }
            case .call(let callee, _, _):
                // Every spelling of `Target.Dependency`: `.target(name:condition:)`,
                // `.byName(name:condition:)`, `.product(name:package:moduleAliases:condition:)`
                // and the `...Item` forms of PackageDescription 5.3+.
                let name = e.argument("name").flatMap { string($0) }
                switch callee {
                case "target", "targetItem": reference = name.map { .target($0) }
                case "byName", "byNameItem": reference = name.map { .byName($0) }
                case "product", "productItem":
                    let package = e.argument("package").flatMap { string($0) }
                    reference = name.map { .product(name: $0, package: package) }
                    if let aliases = e.argument("moduleAliases") { moduleAliases = self.moduleAliases(aliases) }
                default: break
                }
            default:
                break
            }
            if let reference {
                target.dependencies.append(.init(reference: reference, line: line, column: column, width: width, moduleAliases: moduleAliases))
            } else {
                target.dependenciesIncomplete = true
                report(e, "cannot read a dependency of target \(target.name) defined by code; skipped")
            }
        }

        /// `["Original": "Alias"]`; entries that are not string literals are skipped.
        func moduleAliases(_ e: ManifestExpression) -> [String: String] {
            guard case .dictionary(let pairs, _) = resolved(e) else { return [:] }
            var out: [String: String] = [:]
            for pair in pairs {
                if let key = string(pair.key), let value = string(pair.value) { out[key] = value }
            }
            return out
        }

        mutating func readSwiftSetting(_ raw: ManifestExpression, into target: inout PackageManifest.Target) {
            let e = resolved(raw)
            guard case .call(let callee, let arguments, _) = e else { return }
            switch callee {
            case "enableUpcomingFeature", "enableExperimentalFeature":
                if arguments.first.flatMap({ string($0.value) }) == "BareSlashRegexLiterals" {
                    target.enablesBareSlashRegex = true
                }
            case "swiftLanguageMode", "swiftLanguageVersion":
                if let mode = arguments.first.flatMap({ languageMode($0.value) }) { target.languageMode = mode }
            case "unsafeFlags":
                guard let flags = arguments.first.flatMap({ strings($0.value) }) else { return }
                for (k, flag) in flags.enumerated() {
                    if flag == "-enable-bare-slash-regex" || flag.hasSuffix("BareSlashRegexLiterals") {
                        target.enablesBareSlashRegex = true // also `-enable-upcoming-feature BareSlashRegexLiterals`
                    }
                    if flag == "-swift-version", k + 1 < flags.count, let mode = Int(flags[k + 1].prefix { $0.isNumber }) {
                        target.languageMode = mode
                    }
                }
            default:
                break
            }
        }
    }
}
