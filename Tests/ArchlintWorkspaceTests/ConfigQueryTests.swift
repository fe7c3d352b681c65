import Testing
@testable import ArchlintWorkspace

@Suite struct ConfigQueryTests {
    let config = loadConfig(ConfigExamples.full) ?? .default

    @Test func excludes() {
        #expect(config.isExcluded(relativePath: "Sources/Generated", isDirectory: true))
        #expect(config.isExcluded(relativePath: "Generated", isDirectory: true))
        #expect(config.isExcluded(relativePath: "Sources/Generated/Models.swift", isDirectory: false))
        #expect(!config.isExcluded(relativePath: "Sources/GeneratedStuff", isDirectory: true))
        #expect(!config.isExcluded(relativePath: "Sources/App/main.swift", isDirectory: false))
        let c = loadConfig(#"{"version": 1, "exclude": ["Vendor", "**/*.pb.swift", "Legacy/**"]}"#)
        #expect(c?.isExcluded(relativePath: "Vendor", isDirectory: true) == true)
        #expect(c?.isExcluded(relativePath: "Legacy", isDirectory: true) == true)
        #expect(c?.isExcluded(relativePath: "Legacy", isDirectory: false) == false)
        #expect(c?.isExcluded(relativePath: "A/b.pb.swift", isDirectory: false) == true)
        #expect(c?.isExcluded(relativePath: "A", isDirectory: true) == false)
        // Files under an excluded folder are excluded whether or not the walker pruned it.
        #expect(c?.isExcluded(relativePath: "Vendor/x/y.swift", isDirectory: false) == true)
        #expect(c?.isExcluded(relativePath: "Vendor/x", isDirectory: true) == true)
        #expect(c?.isExcluded(relativePath: "Legacy/a.swift", isDirectory: false) == true)
        #expect(c?.isExcluded(relativePath: "VendorKit/y.swift", isDirectory: false) == false)
        #expect(config.isExcluded(relativePath: "Sources/Generated/Deep/M.swift", isDirectory: false))
        #expect(!Configuration.default.isExcluded(relativePath: "Sources/Generated/M.swift", isDirectory: false))
    }

    @Test func defaultPatternsAreValidGlobs() {
        for p in Configuration.defaultCompositionRootPatterns + Configuration.mainAttributeCompositionRootPatterns
            + Configuration.defaultInterfaceModulePatterns {
            #expect((try? Glob(p)) != nil, "\(p)")
        }
    }

    @Test func configuredModules() {
        #expect(config.configuredModule(forPath: "Domain/User.swift") == "Domain")
        #expect(config.configuredModule(forPath: "Domain/Legacy/Old.swift") == nil)
        #expect(config.configuredModule(forPath: "Data/Repo.swift") == nil)
        let c = loadConfig("""
            {"version": 1, "modules": [
              {"name": "A", "paths": ["Shared/**"], "exclude": ["Shared/B/**"]},
              {"name": "B", "paths": ["Shared/B/**"]},
              {"name": "C", "paths": ["Shared/**"]}]}
            """)
        #expect(c?.configuredModule(forPath: "Shared/x.swift") == "A")
        #expect(c?.configuredModule(forPath: "Shared/B/x.swift") == "B")
    }

    /// The lookup tables answer as the configuration's own glob-by-glob questions: written-out
    /// folders and names beside wildcards, excludes, file order, SwiftPM target names.
    @Test func lookupsAnswerAsTheConfigurationDoes() throws {
        var c = try #require(loadConfig("""
            { "version": 1,
              "modules": [
                { "name": "Legacy", "paths": ["Modules/**/Legacy/**"] },
                { "name": "Cart", "paths": ["Modules/Cart/**"], "exclude": ["Modules/Cart/Legacy/**"] },
                { "name": "CartUI", "paths": ["Modules/Cart/UI/**"] },
                { "name": "Shared", "paths": ["Modules/Shared/**", "Modules/Cart/UI/**"] },
                { "name": "Features", "paths": ["Modules/Feature*/**"] } ],
              "layers": [
                { "name": "Presentation", "modules": ["CartUI", "*UI", "Net_Kit"], "paths": ["Modules/Cart/UI/**"] },
                { "name": "Domain", "modules": ["Cart", "Core*", "Shared/", "Cafe\\u0301"], "paths": ["Modules/Domain/**", "**/Entities/**"] },
                { "name": "Data", "modules": ["Legacy", "Net-Kit", "Cart"], "paths": ["Modules/Domain/Store/**", "Modules/Cart/**"] } ] }
            """))
        c.moduleTargetNames = ["NetKit": "Net-Kit"]
        let modules = c.moduleLookup()
        for path in ["Modules/Cart/A.swift", "Modules/Cart/Legacy/B.swift", "Modules/Cart/UI/C.swift", "Modules/Shared/D.swift",
                     "Modules/FeatureHome/E.swift", "Modules/Other/F.swift", "Modules/Cart", "Cart/G.swift", "Modules/X/Legacy/H.swift"] {
            #expect(modules.module(forPath: path) == c.configuredModule(forPath: path), "\(path)")
        }
        #expect(modules.module(forPath: "Modules/Cart/UI/C.swift") == "Cart")
        #expect(modules.module(forPath: "Modules/Cart/Legacy/B.swift") == "Legacy")
        let layers = c.layerLookup()
        // `Shared/` as a glob of its own; `Café` written decomposed in rules.json and composed
        // in the module name (equal as `String`, not as bytes).
        for module in ["CartUI", "ProfileUI", "Cart", "CoreKit", "Legacy", "NetKit", "Net_Kit", "Other", "Shared", "Caf\u{E9}", "Cafe\u{301}"] {
            #expect(layers.layer(forModule: module) == c.layer(forModule: module), "\(module)")
            for path in ["Modules/Domain/A.swift", "Modules/Cart/A.swift", "Modules/Cart/UI/V.swift", "Modules/Domain/Store/S.swift",
                         "Modules/Cart/Entities/E.swift", "Other/B.swift"] {
                #expect(layers.layer(forPath: path, module: module) == c.layer(forPath: path, module: module), "\(module) \(path)")
            }
        }
        #expect(layers.layer(forModule: "NetKit") == "Data")
    }

    @Test func layerMatchingIsFirstMatchInDeclarationOrder() {
        #expect(config.layer(forPath: "Sources/Presentation/View.swift", module: "App") == "Presentation")
        #expect(config.layer(forPath: "Sources/Feed/Domain/UseCase.swift", module: "Feed") == "Domain")
        #expect(config.layer(forPath: "Sources/FeedInterface/P.swift", module: "FeedInterface") == "Domain")
        #expect(config.layer(forPath: "Sources/X/Y.swift", module: "UserRepository") == "Data")
        #expect(config.layer(forPath: "Sources/X/Y.swift", module: "Networking") == "Data")
        #expect(config.layer(forPath: "Sources/X/Y.swift", module: "Utilities") == nil)
        // A path in Presentation wins over Data's module glob, because Presentation comes first.
        #expect(config.layer(forPath: "Sources/Presentation/Y.swift", module: "Networking") == "Presentation")
        // Domain's path glob wins over Data's module glob.
        #expect(config.layer(forPath: "Sources/Domain/Y.swift", module: "Networking") == "Domain")
        #expect(config.layer(forModule: "Domain") == "Domain")
        #expect(config.layer(forModule: "AuthInterface") == "Domain")
        #expect(config.layer(forModule: "Networking") == "Data")
        #expect(config.layer(forModule: "Presentation") == nil)  // Presentation has only path globs
    }

    /// `"paths": ["Domain"]` or `["Domain/"]` names a folder, as `exclude` takes it: what is
    /// inside. A last part that could be a Swift file or has a wildcard stays as written.
    @Test func aPathNamingAFolderMeansWhatIsInside() {
        let c = loadConfig("""
            {"version": 1,
             "modules": [{"name": "Core", "paths": ["Frameworks/Core/"]}],
             "layers": [{"name": "Domain", "paths": ["Domain", "App/Main.swift"]}, {"name": "Data", "paths": ["Data*"]}]}
            """)
        #expect(c?.layer(forPath: "Domain/User.swift", module: "App") == "Domain")
        #expect(c?.layer(forPath: "Domain/Deep/Rule.swift", module: "App") == "Domain")
        #expect(c?.layer(forPath: "DomainKit/User.swift", module: "App") == nil)
        #expect(c?.layer(forPath: "App/Main.swift", module: "App") == "Domain")
        #expect(c?.layer(forPath: "DataStore.swift", module: "App") == "Data")
        #expect(c?.layer(forPath: "DataStore/Cache.swift", module: "App") == nil)
        #expect(c?.configuredModule(forPath: "Frameworks/Core/Sources/Store.swift") == "Core")
    }

    @Test func compositionRoots() {
        let c = Configuration.default
        for path in ["main.swift", "Sources/App/main.swift", "App/AppDelegate.swift", "App/SceneDelegate.swift",
                     "Sources/Feed/FeedComponent.swift", "DI/FeedAssembly.swift", "DI/AppAssembler.swift",
                     "Feed/FeedBuilder.swift", "Gen/Mocks.generated.swift", "CompositionRoot.swift",
                     "App/CompositionRoot+Feed.swift", "App/AppDIContainer.swift", "App/DependencyContainer.swift"] {
            #expect(c.isCompositionRoot(path: path, hasMainAttribute: false), "\(path)")
        }
        #expect(c.isCompositionRoot(path: "App/WeatherApp.swift", hasMainAttribute: true))
        #expect(!c.isCompositionRoot(path: "App/WeatherApp.swift", hasMainAttribute: false))
        #expect(c.isCompositionRoot(path: "App/AppContainer.swift", hasMainAttribute: false))
        #expect(c.isCompositionRoot(path: "App/AppDependencies.swift", hasMainAttribute: false))
        #expect(c.isCompositionRoot(path: "Feed/FeedScreenFactory.swift", hasMainAttribute: false))
        for path in ["Scenes/Login/LoginConfigurator.swift", "Modules/Home/HomeWireframe.swift",
                     "DI/ServicesRegistration.swift", "DI/ModuleRegistrations.swift", "DI/Container+Services.swift", "ServiceLayer/ServicesDI.swift"] {
            #expect(c.isCompositionRoot(path: path, hasMainAttribute: false), "\(path)")
        }
        #expect(!c.isCompositionRoot(path: "UI/ContainerView.swift", hasMainAttribute: false))
        #expect(!c.isCompositionRoot(path: "UI/SwiftUI.swift", hasMainAttribute: false))
        // A view named *Container is not wiring.
        #expect(!c.isCompositionRoot(path: "UI/ScrollContainer.swift", hasMainAttribute: false))
        #expect(!c.isCompositionRoot(path: "Feed/FeedView.swift", hasMainAttribute: true))
        #expect(!c.isCompositionRoot(path: "Feed/domain.swift", hasMainAttribute: false))
        #expect(config.isCompositionRoot(path: "App/Sources/AppContainer.swift", hasMainAttribute: false))
        #expect(!config.isCompositionRoot(path: "Lib/ScrollContainer.swift", hasMainAttribute: false))
        #expect(config.isCompositionRoot(path: "x/main.swift"))
    }

    @Test func compositionRootExtensionsAndBareNames() throws {
        let c = Configuration.default
        // An extension file of a default root is that root.
        #expect(c.isCompositionRoot(path: "App/AppDIContainer+Profile.swift", hasMainAttribute: false))
        #expect(c.isCompositionRoot(path: "DI/DependencyContainer+Analytics.swift", hasMainAttribute: false))
        #expect(c.isCompositionRoot(path: "AppDelegate+Push.swift", hasMainAttribute: false))
        #expect(!c.isCompositionRoot(path: "Feed/FeedView+Layout.swift", hasMainAttribute: false))
        #expect(!c.isCompositionRoot(path: "Feed/+.swift", hasMainAttribute: false))
        #expect(!c.isCompositionRoot(path: "A+B/FeedView.swift", hasMainAttribute: false))
        // A root written as a file name is found in any folder; `./` paths are root-relative.
        let json = #"{"version": 1, "compositionRoots": ["Wiring.swift", "./App/Services/*.swift", "./Root.swift"], "exclude": ["./Generated/**"]}"#
        let loaded = try ConfigurationLoader.load(bytes: Array(json.utf8), path: "rules.json")
        #expect(loaded.isCompositionRoot(path: "Sources/App/Wiring.swift", hasMainAttribute: false))
        #expect(loaded.isCompositionRoot(path: "Wiring.swift", hasMainAttribute: false))
        #expect(loaded.isCompositionRoot(path: "App/Services/Live.swift", hasMainAttribute: false))
        #expect(!loaded.isCompositionRoot(path: "Sources/App/Services/Live.swift", hasMainAttribute: false))
        // `./Root.swift` is anchored at the root, as written.
        #expect(loaded.isCompositionRoot(path: "Root.swift", hasMainAttribute: false))
        #expect(!loaded.isCompositionRoot(path: "Sources/Root.swift", hasMainAttribute: false))
        #expect(loaded.exclude.map(\.pattern) == ["Generated/**"])
        // A folder, as layers' and modules' paths take it: what is inside it.
        let folders = try ConfigurationLoader.load(bytes: Array(#"""
            {"version": 1, "compositionRoots": ["App/Wiring", "DI/"],
             "modules": [{"name": "Core", "paths": ["Core"], "exclude": ["Core/Mocks", "Core/Fixtures/"]}]}
            """#.utf8), path: "rules.json")
        #expect(folders.isCompositionRoot(path: "App/Wiring/Setup.swift", hasMainAttribute: false))
        #expect(folders.isCompositionRoot(path: "DI/Container.swift", hasMainAttribute: false))
        #expect(!folders.isCompositionRoot(path: "App/Feed/FeedView.swift", hasMainAttribute: false))
        #expect(folders.modules.first?.exclude.map(\.pattern) == ["Core/Mocks/**", "Core/Fixtures/**"])
    }

    @Test func interfaceModulesAndIndependence() {
        #expect(config.isInterfaceModule("Interface"))
        #expect(config.isInterfaceModule("FeedInterface"))
        #expect(!config.isInterfaceModule("FeedInterfaces"))  // the file replaces the defaults
        #expect(Configuration.default.isInterfaceModule("FeedInterfaces"))
        #expect(!Configuration.default.isInterfaceModule("Feed"))
        #expect(config.independentGroups(containing: "FeatureLogin") == [0])
        #expect(config.independentGroups(containing: "Core") == [])
        let c = loadConfig(#"{"version": 1, "independent": [["Feature*"], ["*Login", "Kit"], ["Kit"]]}"#)
        #expect(c?.independentGroups(containing: "FeatureLogin") == [0, 1])
        #expect(c?.independentGroups(containing: "Kit") == [1, 2])
        #expect(config.looksLikeTestModule("FeedTests") && !config.looksLikeTestModule("TestsKit"))
    }

    @Test func allowPolicy() {
        #expect(config.isAllowed(from: "Presentation", to: "Domain"))
        #expect(!config.isAllowed(from: "Presentation", to: "Data"))
        #expect(!config.isAllowed(from: "Domain", to: "Data"))
        #expect(config.isAllowed(from: "Domain", to: "Domain"))
        #expect(config.allowedLayers(from: "Presentation") == ["Domain"])
        #expect(config.allowedLayers(from: "Domain") == [])
        let c = loadConfig("""
            {"version": 1, "layers": [{"name": "App", "modules": ["App"]}, {"name": "UI", "modules": ["UI"]},
              {"name": "Core", "modules": ["Core"]}], "allow": {"App": ["*"], "UI": ["Core"]}}
            """)
        #expect(c?.isAllowed(from: "App", to: "Core") == true)
        #expect(c?.allowedLayers(from: "App") == ["UI", "Core"])
        #expect(c?.isAllowed(from: "Core", to: "UI") == false)  // no entry: only itself
        #expect(c?.allowedLayers(from: "Core") == [])
    }

    @Test func forbiddenImports() {
        #expect(config.forbiddingScope(layer: "Domain", module: "UIKit") == "Domain")
        #expect(config.forbiddingScope(layer: "Domain", module: "Foundation") == nil)
        #expect(config.forbiddingScope(layer: "Presentation", module: "UIKit") == nil)
        #expect(config.forbiddingScope(layer: "Presentation", module: "AlamofireImage") == "*")
        #expect(config.forbiddingScope(layer: nil, module: "Alamofire") == "*")
        #expect(config.forbiddingScope(layer: "Domain", module: "Alamofire") == "*")
        let c = loadConfig(#"{"version": 1, "layers": [{"name": "D", "paths": ["d/**"]}], "forbiddenImports": {"*": ["UI*"], "D": ["UIKit"]}}"#)
        #expect(c?.forbiddingScope(layer: "D", module: "UIKit") == "D")  // the layer's own list first
        #expect(c?.forbiddingScope(layer: "D", module: "UIShared") == "*")
    }
}
