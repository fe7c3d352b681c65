import Foundation

public enum NetworkError: Error, Equatable {
    case offline
    case status(Int)
}

public protocol APIClient: Sendable {
    func fetchChanges(since token: String?) async throws -> (changes: [Data], token: String)
}
