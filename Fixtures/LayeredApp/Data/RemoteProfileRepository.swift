import Foundation

/// Fetches profiles over HTTP and maps them to the Domain model.
final class RemoteProfileRepository: ProfileRepository {
    private let session: URLSession
    private let baseURL: URL

    init(session: URLSession = .shared, baseURL: URL) {
        self.session = session
        self.baseURL = baseURL
    }

    func profile(id: String) async throws -> Profile {
        let url = baseURL.appendingPathComponent("profiles/\(id)")
        let (data, _) = try await session.data(from: url)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(ProfileDTO.self, from: data).toDomain()
    }
}
