import AccountData
import AccountDomain
import SwiftUI

/// Shows the record it is given.
struct AccountRow: View {
    let account: AccountDTO

    var body: some View {
        VStack {
            Text(account.displayName)
            Text(account.email)
        }
    }
}

/// Reads two fields of the shape: no service to narrow.
@MainActor
final class AccountBadgeViewModel {
    private let summary: any AccountSummaryDisplayable

    init(summary: any AccountSummaryDisplayable) {
        self.summary = summary
    }

    var title: String { summary.displayName }
}

@MainActor
final class AccountArchiveViewModel {
    private let archive: AccountArchive // expect: concrete-dependency

    init(archive: AccountArchive) { // expect: concrete-dependency
        self.archive = archive
    }

    func export() throws -> Data { try archive.archive() }
}

@MainActor
final class SessionBadgeViewModel {
    private let monitor: LiveSessionMonitor // expect: concrete-dependency
    private let status: any SessionStatusProviding // expect: interface-segregation

    init(monitor: LiveSessionMonitor, status: any SessionStatusProviding) { // expect: concrete-dependency
        self.monitor = monitor
        self.status = status
    }

    var title: String { status.userName ?? monitor.userName ?? "" }
}

@MainActor
final class ReaderHeaderViewModel {
    private let settings: ReaderSettings // expect: concrete-dependency

    init(settings: ReaderSettings) { // expect: concrete-dependency
        self.settings = settings
    }

    var fontSize: Double { 17 * settings.fontScale }
}
