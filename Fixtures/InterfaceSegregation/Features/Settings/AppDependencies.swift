import Foundation

protocol HasImageCaching {
    var imageCache: ImageCaching { get }
}

/// Everything the app container offers; each screen narrows it with a `Dependencies` of its own,
/// which Swift finds before this one.
typealias Dependencies = HasAnalytics & HasLogging & HasImageCaching

/// Its own `Dependencies` holds just what it uses: no finding against the app-wide alias.
final class PrivacySettingsViewModel {
    typealias Dependencies = HasAnalytics

    private let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    func optOut() {
        dependencies.analytics.track("privacy_opt_out")
    }
}

/// A namespace's own `Dependencies` serves the types nested in it.
enum AccountScreen {
    typealias Dependencies = HasLogging

    final class ViewModel {
        private let dependencies: Dependencies

        init(dependencies: Dependencies) {
            self.dependencies = dependencies
        }

        func signOut() {
            dependencies.logging.log("sign_out")
        }
    }
}

/// A struct of its own named `Dependencies` is no protocol at all.
final class ExportSettingsViewModel {
    struct Dependencies {
        let analytics: AnalyticsTracking
    }

    private let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    func export() {
        dependencies.analytics.track("export")
    }
}
