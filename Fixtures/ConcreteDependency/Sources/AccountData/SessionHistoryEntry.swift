import AccountDomain
import Foundation
import SwiftData

/// A SwiftData record: what `@Query` hands a screen, a value of the store rather than a
/// service, whatever protocol it adopts.
@Model
public final class SessionHistoryEntry: Exportable {
    public var userID: String
    public var signedInAt: Date

    public init(userID: String, signedInAt: Date) {
        self.userID = userID
        self.signedInAt = signedInAt
    }

    public func exportedText() -> String { "\(userID) \(signedInAt)" }
}
