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
