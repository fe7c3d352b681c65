import CoreModels
import Foundation

/// A struct-of-closures client (TCA style) and its live value: no class, yet an implementation.
public struct AvatarClient: Sendable {
    public var fetch: @Sendable (UserID) async throws -> Data

    public init(fetch: @escaping @Sendable (UserID) async throws -> Data) {
        self.fetch = fetch
    }

    public static let live = AvatarClient { id in
        try await URLSession.shared.data(from: URL(string: "https://avatars.example.com/\(id)")!).0
    }
}
