import Foundation

/// Domain decoding the wire format itself: `Profile` is Domain's, `Profile.Remote` is Data's.
struct ProfileImport {
    func decode(_ data: Data) throws -> Profile {
        let remote = try JSONDecoder().decode(Profile.Remote.self, from: data) // expect: layer-dependency
        return remote.profile
    }

    func names(of remotes: [Profile.Remote]) -> [String] {
        remotes.map(\.displayName)
    }
}
