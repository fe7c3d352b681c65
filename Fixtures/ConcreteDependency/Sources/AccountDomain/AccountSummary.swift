import Foundation

/// What a row shows of an account: the shape the API's record and the cached one share.
public protocol AccountSummaryDisplayable {
    var displayName: String { get }
    var email: String { get }
    var memberSince: Date { get }
    var avatarURL: URL? { get }
}

/// A service the export screen could be handed: it has work to do, not only fields.
public protocol AccountArchiving {
    func archive() throws -> Data
}

/// Read by screens; implemented by a decoded snapshot and by the live monitor, a service: the
/// shape is a seam for the monitor's holders.
public protocol SessionStatusProviding {
    var isSignedIn: Bool { get }
    var userName: String? { get }
    var expiresAt: Date? { get }
}

/// What the reader screen reads of the user's settings.
public protocol ReaderSettingsProviding {
    var fontScale: Double { get }
    var theme: String { get }
}
