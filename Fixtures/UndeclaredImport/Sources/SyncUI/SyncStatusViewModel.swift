import Combine
import Networking // expect: undeclared-import
import SyncEngine

/// SyncUI declares only SyncEngine; Networking is reachable through it, so this builds
/// today by accident and breaks when SyncEngine stops depending on Networking.
@MainActor
public final class SyncStatusViewModel: ObservableObject {
    @Published public private(set) var status = "Idle"

    private let syncer: Syncing

    public init(syncer: Syncing) {
        self.syncer = syncer
    }

    public func syncNow() async {
        status = "Syncing…"
        do {
            let count = try await syncer.sync()
            status = "Synced \(count) changes"
        } catch let error as NetworkError where error == .offline {
            status = "Offline"
        } catch {
            status = "Failed"
        }
    }
}
