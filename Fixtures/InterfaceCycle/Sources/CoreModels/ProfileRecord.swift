import Foundation
#if canImport(SwiftData)
import SwiftData

/// A SwiftData model is a record, not an implementation: interfaces may still import this
/// module of shared models.
@available(iOS 17, macOS 14, *)
@Model
public final class ProfileRecord {
    public var userID: String
    public var displayName: String

    public init(userID: String, displayName: String) {
        self.userID = userID
        self.displayName = displayName
    }
}
#endif
