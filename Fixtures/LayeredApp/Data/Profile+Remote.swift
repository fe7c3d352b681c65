import Foundation

/// The wire format nested in the Domain model's namespace: `Profile.Remote` is declared in Data,
/// whatever namespace it sits in.
extension Profile {
    struct Remote: Decodable {
        let id: String
        let displayName: String
        let joinedAt: Date

        var profile: Profile { Profile(id: id, name: displayName, joined: joinedAt) }
    }
}
