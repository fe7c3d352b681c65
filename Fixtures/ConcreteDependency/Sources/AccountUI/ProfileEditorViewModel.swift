import AccountData
import AccountDomain

/// Holds the backend's class where the nested seam would do.
@MainActor
public final class ProfileEditorViewModel {
    private let api: ProfileAPI // expect: concrete-dependency
    private let client: any ProfileEditor.Client

    public init(api: ProfileAPI, client: any ProfileEditor.Client) { // expect: concrete-dependency
        self.api = api
        self.client = client
    }

    public func save(name: String, bio: String) async throws {
        try await client.updateDisplayName(name)
        try await client.updateBio(bio)
    }

    public func rename(_ name: String) async throws {
        try await api.updateDisplayName(name)
    }
}
