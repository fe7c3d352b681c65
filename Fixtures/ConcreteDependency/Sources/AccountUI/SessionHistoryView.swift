import AccountData
import AccountDomain
import SwiftData
import SwiftUI

/// One row of the history: it shows the record it is given.
struct SessionHistoryRow: View {
    let entry: SessionHistoryEntry

    var body: some View {
        Text(entry.exportedText())
    }
}

/// Exports whatever it is given through the domain's protocol.
@MainActor
final class ExportViewModel {
    private let exportable: any Exportable

    init(exportable: any Exportable) {
        self.exportable = exportable
    }

    func export() -> String { exportable.exportedText() }
}

/// iOS 18 environment keys: `@Entry` declares the key that the composition root fills in;
/// the view reading it is what depends on the class.
extension EnvironmentValues {
    @Entry var sessionStore: ObservableSessionStore? = nil
}

struct SessionBadge: View {
    @Environment(\.sessionStore) private var store: ObservableSessionStore? // expect: concrete-dependency

    var body: some View {
        Text(store?.currentSession()?.userID ?? "signed out")
    }
}
