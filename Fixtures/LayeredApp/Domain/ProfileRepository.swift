/// Where profiles come from; implemented by the Data layer.
protocol ProfileRepository {
    func profile(id: String) async throws -> Profile
}
