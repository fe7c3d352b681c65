import Combine
import Networking // expect: undeclared-import
import SyncEngine
import SyncUI

/// Declares SyncUI and, through the `feature` helper, SyncEngine; Networking is not declared.
@MainActor
public final class ConflictListViewModel: ObservableObject {
    @Published public private(set) var unresolved = 0
    private let syncer: Syncing

    public init(syncer: Syncing) {
        self.syncer = syncer
    }

    public func retry() async {
        unresolved = (try? await syncer.sync()) ?? unresolved
    }
}
