import AuthInterface
import CoreModels
import Foundation
import ProfileInterface

public final class RemoteProfileProvider: ProfileProviding {
    private let baseURL: URL

    public init(baseURL: URL) {
        self.baseURL = baseURL
    }

    public func profile(for token: AuthToken) async throws -> UserProfile {
        var request = URLRequest(url: baseURL.appendingPathComponent("me"))
        request.setValue("Bearer \(token.value)", forHTTPHeaderField: "Authorization")
        let (data, _) = try await URLSession.shared.data(for: request)
        let name = String(decoding: data, as: UTF8.self)
        return UserProfile(id: UserID(token.value), displayName: name)
    }
}

/// Profiles already fetched, handed out through the interface's type-erased feed: wrapping a
/// value is not building a dependency.
struct CachedProfiles: ProfileFeed {
    let profiles: [UserProfile]
    var count: Int { profiles.count }
    subscript(index: Int) -> UserProfile { profiles[index] }
}

public final class RecentProfiles {
    private var recent: [UserProfile] = []
    /// Held as the erasure, the way a protocol with an associated type is held.
    private let pinned: AnyProfileFeed<UserProfile>?

    public init(pinned: AnyProfileFeed<UserProfile>? = nil) {
        self.pinned = pinned
    }

    public func feed() -> AnyProfileFeed<UserProfile> {
        AnyProfileFeed(CachedProfiles(profiles: recent))
    }
}
