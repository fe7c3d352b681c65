/// A feature's namespace with its seam nested inside (Swift 5.10 allows protocols in types),
/// as IceCubes writes `StatusEditor.AutocompleteService.Client`.
public enum ProfileEditor {
    public protocol Client: Sendable {
        func updateDisplayName(_ name: String) async throws
        func updateBio(_ bio: String) async throws
    }
}
