import Foundation
import Persistence
import SyncEngine
import SyncUI

/// Its dependencies are built by `.map`: archlint cannot tell what is declared, so nothing
/// here is reported (a warning says so).
@MainActor
public final class SyncSettingsViewModel {
    public init() {}
}
