import ArchlintEngine
import ArchlintRules
import Foundation
import Testing

/// Runs the whole linter over every folder of `Fixtures/` and requires the findings to equal
/// the `// expect: rule-id` markers written next to the code, both ways: nothing missing,
/// nothing extra. `// expect-next-line: rule-id` marks the following line, for lines that
/// cannot carry a comment of their own (a suppression comment, say).
struct FixtureTests {
    static let fixturesRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static var fixtureNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixturesRoot.path)) ?? []
        return names.filter { name in
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: fixturesRoot.appendingPathComponent(name).path, isDirectory: &isDirectory)
            return !name.hasPrefix(".") && exists && isDirectory.boolValue
        }.sorted()
    }

    @Test(arguments: fixtureNames)
    func findingsMatchMarkers(fixture: String) throws {
        let root = Self.fixturesRoot.appendingPathComponent(fixture).path
        let expected = try ExpectationMarkers.collect(root: root)
        let result = try LintRunner.run(LintRequest(paths: [root]))
        var actual: [String: Int] = [:]
        for f in result.findings { actual["\(f.span.file):\(f.span.line): \(f.rule)", default: 0] += 1 }

        var missing: [String] = []
        var extra: [String] = []
        for (key, count) in expected where actual[key, default: 0] < count {
            missing.append("\(key) (expected \(count), got \(actual[key, default: 0]))")
        }
        for (key, count) in actual where expected[key, default: 0] < count {
            let messages = result.findings.filter { "\($0.span.file):\($0.span.line): \($0.rule)" == key }.map(\.message)
            extra.append("\(key) (expected \(expected[key, default: 0]), got \(count)): \(messages.joined(separator: " | "))")
        }
        #expect(missing.isEmpty, "missing findings in \(fixture):\n\(missing.sorted().joined(separator: "\n"))")
        #expect(extra.isEmpty, "unexpected findings in \(fixture):\n\(extra.sorted().joined(separator: "\n"))")
        #expect(!expected.isEmpty || fixture.hasPrefix("Clean"), "fixture \(fixture) marks no finding; only Clean* fixtures may be clean")
    }

    /// Messages name who builds the dependency: the type, else the global function.
    @Test func directInstantiationNamesTheBuilder() throws {
        let root = Self.fixturesRoot.appendingPathComponent("DirectInstantiation").path
        let messages = try LintRunner.run(LintRequest(paths: [root])).findings
            .filter { $0.rule == "direct-instantiation" }.map(\.message)
        #expect(messages.contains { $0.hasPrefix("makeExpressCheckout() builds StripePaymentProcessor(...)") })
        #expect(messages.contains { $0.hasPrefix("CheckoutUseCase builds StripePaymentProcessor(...)") })
        #expect(!messages.contains { $0.hasPrefix("top-level code") })
        // A protocol and the one it refines: only the narrower one is named.
        #expect(messages.contains { $0.hasPrefix("RefundOrderUseCase builds StripeRefundService(), a concrete RefundingPaymentProcessor from") }, "\(messages)")
    }

    /// A holder calling a protocol-extension member uses what that member's body uses; the
    /// message and the fix name the members it goes through.
    @Test func interfaceSegregationNamesTheExtensionMembersItGoesThrough() throws {
        let root = Self.fixturesRoot.appendingPathComponent("InterfaceSegregation").path
        let finding = try #require(LintRunner.run(LintRequest(paths: [root])).findings
            .first { $0.rule == "interface-segregation" && $0.message.hasPrefix("ReadingListViewModel.repository") })
        #expect(finding.message.hasPrefix("ReadingListViewModel.repository uses 2 of 5 requirements of BookRepository (fetchBooks, clearCache), through the extension's recentBooks; unused: count, save, delete;"), "\(finding.message)")
        #expect(finding.fix == "extract a protocol with fetchBooks, clearCache and depend on it, moving the extension's recentBooks to it", "\(finding.fix ?? "")")
    }

    /// A leading-dot value (`= .stripe`) is reported at the value, as a construction is.
    @Test func aLeadingDotValueIsReportedWhereItIsWritten() throws {
        let root = Self.fixturesRoot.appendingPathComponent("DirectInstantiation").path
        let finding = try #require(LintRunner.run(LintRequest(paths: [root])).findings
            .first { $0.rule == "direct-instantiation" && $0.span.file.hasSuffix("QuickPayViewModel.swift") })
        #expect((finding.span.line, finding.span.column, finding.span.endColumn) == (7, 47, 54), "\(finding.span)")
    }

    /// An imported module's layer is shown where the module is: its target in Package.swift,
    /// else (a configured module) one of its files in that layer.
    @Test func aLayerBreakingImportPointsAtTheImportedModule() throws {
        func related(_ fixture: String, file: String) throws -> [String] {
            let root = Self.fixturesRoot.appendingPathComponent(fixture).path
            let finding = try #require(try LintRunner.run(LintRequest(paths: [root])).findings
                .first { $0.rule == "layer-dependency" && $0.span.file == file && $0.message.contains(": import ") })
            return finding.related.map { "\($0.span.map { "\($0.file):\($0.line)" } ?? "-") \($0.message)" }
        }
        #expect(try related("ModularApp", file: "Packages/WeatherDomain/Sources/WeatherDomain/ForecastQuery.swift")
                == ["Packages/NetworkKit/Package.swift:11 target NetworkKit is declared here, in layer Data"])
        #expect(try related("XcodeApp", file: "Frameworks/ShopDomain/AddToCartUseCase.swift")
                == ["Frameworks/ShopData/RemoteCartRepository.swift:1 ShopData is in layer Data; this is one of its files"])
    }

    /// A leading-dot default is one finding with what its arguments build, and its note points
    /// at the static member's name.
    @Test func aLeadingDotDefaultIsOneFindingPointingAtItsMember() throws {
        let root = Self.fixturesRoot.appendingPathComponent("BastardInjection").path
        let findings = try LintRunner.run(LintRequest(paths: [root])).findings
            .filter { $0.span.file == "Sources/Domain/SyncFeedUseCase.swift" && $0.span.line == 17 }
        #expect(findings.map(\.rule) == ["bastard-injection"], "\(findings.map(\.message))")
        let note = findings.first?.related.first
        #expect(note.map { "\($0.span?.file ?? ""):\($0.span?.line ?? 0):\($0.span?.column ?? 0)" }
                == "Sources/FeedData/RemoteFeedLoader.swift:41:23", "\(String(describing: note))")
    }

    /// A class behind two seams, used through one: concrete-dependency names that one.
    @Test func aConcreteDependencyIsAdvisedTheProtocolThatCoversItsUse() throws {
        let root = Self.fixturesRoot.appendingPathComponent("ConcreteDependency").path
        let findings = try LintRunner.run(LintRequest(paths: [root])).findings
            .filter { $0.span.file == "Sources/AccountUI/TokenRenewalViewModel.swift" }
        #expect(findings.map(\.fix) == ["type it as TokenRefreshing", "type it as TokenRefreshing"], "\(findings.map(\.fix))")
    }

    /// `@objc optional` requirements are counted, and the message says conformers need not
    /// implement them.
    @Test func fatProtocolSaysWhichRequirementsAreOptional() throws {
        let root = Self.fixturesRoot.appendingPathComponent("FatProtocol").path
        let finding = try #require(try LintRunner.run(LintRequest(paths: [root])).findings
            .first { $0.span.file == "Player/PlayerViewDelegate.swift" })
        #expect(finding.message == "protocol PlayerViewDelegate declares 11 requirements (5 optional, more than 10); each client depends on all of them, and every conformer and test double must satisfy the 6 that are not optional", "\(finding.message)")
    }

    /// Requirements that protocol extensions implement are counted too, and the message says
    /// conformers need not write them.
    @Test func fatProtocolSaysWhichRequirementsHaveADefault() throws {
        let root = Self.fixturesRoot.appendingPathComponent("FatProtocol").path
        let finding = try #require(try LintRunner.run(LintRequest(paths: [root])).findings
            .first { $0.span.file == "Player/PlayerSectionStyling.swift" })
        #expect(finding.message == "protocol PlayerSectionStyling declares 12 requirements (9 with a default implementation, more than 10); each client depends on all of them, and every conformer and test double must satisfy the 3 that have no default", "\(finding.message)")
    }

    /// An overload with other labels (an `async` convenience) or a member of a constrained
    /// extension is no default.
    @Test func fatProtocolCountsOnlyRealDefaults() throws {
        let root = Self.fixturesRoot.appendingPathComponent("FatProtocol").path
        let finding = try #require(try LintRunner.run(LintRequest(paths: [root])).findings
            .first { $0.span.file == "Media/PlaylistStore.swift" })
        #expect(finding.message == "protocol PlaylistStore declares 11 requirements (1 with a default implementation, more than 10); each client depends on all of them, and every conformer and test double must satisfy the 10 that have no default", "\(finding.message)")
    }

    /// A composition used through one of its members only: that member is the narrower protocol.
    @Test func aCompositionUsedThroughOneMemberNamesIt() throws {
        let root = Self.fixturesRoot.appendingPathComponent("InterfaceSegregation").path
        let findings = try LintRunner.run(LintRequest(paths: [root])).findings
            .filter { $0.rule == "interface-segregation" && $0.span.file == "Features/Returns/ReturnLabels.swift" }
        #expect(findings.map(\.fix) == ["depend on LabelPrinting, which covers what is used"], "\(findings.map(\.fix))")
    }

    /// `passwordPolicy(password)` is a call of one `callAsFunction` overload of four.
    @Test func callingAHeldValueUsesItsCallAsFunction() throws {
        let root = Self.fixturesRoot.appendingPathComponent("InterfaceSegregation").path
        let findings = try LintRunner.run(LintRequest(paths: [root])).findings
            .filter { $0.rule == "interface-segregation" && $0.span.file == "Features/SignUp/SignUpViewModel.swift" }
        #expect(findings.map(\.message) == ["SignUpViewModel.passwordPolicy uses 1 of 4 requirements of PasswordPolicy (callAsFunction(_:)); unused: callAsFunction(_:confirmation:), minimumLength, requiresSymbol; it depends on requirements it never calls, and every change to them reaches it"])
    }

    @Test func anUndeclaredImportThatWouldCloseACycleIsNotToBeDeclared() throws {
        let root = Self.fixturesRoot.appendingPathComponent("UndeclaredImport").path
        let findings = try LintRunner.run(LintRequest(paths: [root])).findings.filter { $0.rule == "undeclared-import" }
        let back = try #require(findings.first { $0.span.file == "Sources/Networking/RetryPolicy.swift" })
        #expect(back.message.contains("and cannot: SyncEngine depends on Networking"), "\(back.message)")
        #expect(back.fix?.hasPrefix("remove the import") == true, "\(String(describing: back.fix))")
        // The others are to be declared.
        let chained = try #require(findings.first { $0.span.file == "Sources/SyncUI/SyncStatusViewModel.swift" })
        #expect(chained.fix?.hasPrefix("add \"Networking\"") == true)
        // Where to add it, and the declaration the build leans on today.
        #expect(chained.related.map(\.message) == ["target SyncUI is declared here", "SyncEngine declares Networking here"], "\(chained.related)")
        #expect(chained.related.allSatisfy { $0.span?.file == "Package.swift" })
    }

    /// An import the layers forbid is to be removed, as layer-dependency says at the same line,
    /// not declared; an undeclared import the layers allow is still to be declared.
    @Test func anUndeclaredImportTheLayersForbidIsNotToBeDeclared() throws {
        let root = Self.fixturesRoot.appendingPathComponent("UndeclaredImport").path
        let findings = try LintRunner.run(LintRequest(paths: [root])).findings
        let forbidden = try #require(findings.first { $0.rule == "undeclared-import" && $0.span.file == "Weather/Sources/WeatherUI/ForecastViewModel.swift" })
        #expect(forbidden.message == "WeatherUI imports WeatherData but does not declare it in Package.swift, and should not: WeatherData is in layer Data, which layer Presentation may not use (rules.json's allow)", "\(forbidden.message)")
        #expect(forbidden.fix == "remove the import rather than declare it, as layer-dependency asks: reach what WeatherUI needs of WeatherData through layer Domain", "\(String(describing: forbidden.fix))")
        #expect(findings.contains { $0.rule == "layer-dependency" && $0.span == forbidden.span && $0.fix?.hasPrefix("remove the import") == true })
        let allowed = try #require(findings.first { $0.rule == "undeclared-import" && $0.span.file == "Weather/Sources/WeatherData/ForecastDTO.swift" })
        #expect(allowed.fix == "add \"WeatherDomain\" (or the product containing it) to the dependencies of target WeatherData", "\(String(describing: allowed.fix))")
    }
}

/// Reads `// expect:` markers from every Swift file (and Package.swift) under a fixture.
enum ExpectationMarkers {
    static func collect(root: String) throws -> [String: Int] {
        var result: [String: Int] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return result }
        for case let relative as String in enumerator where relative.hasSuffix(".swift") {
            let text = try String(contentsOfFile: root + "/" + relative, encoding: .utf8)
            var lineNumber = 0
            text.enumerateLines { line, _ in
                lineNumber += 1
                for (marker, offset) in [("// expect:", 0), ("// expect-next-line:", 1)] {
                    guard let range = line.range(of: marker) else { continue }
                    let ids = line[range.upperBound...].split(separator: ",").map {
                        $0.trimmingCharacters(in: .whitespaces)
                    }.filter { !$0.isEmpty }
                    for id in ids { result["\(relative):\(lineNumber + offset): \(id)", default: 0] += 1 }
                }
            }
        }
        return result
    }
}
