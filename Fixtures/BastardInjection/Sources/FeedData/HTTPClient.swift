import Foundation

public protocol HTTPClient: Sendable {
    func get(_ url: URL) async throws -> Data
}

public final class URLSessionHTTPClient: HTTPClient {
    public init() {}

    public func get(_ url: URL) async throws -> Data {
        try await URLSession.shared.data(from: url).0
    }
}

extension HTTPClient where Self == URLSessionHTTPClient {
    public static var urlSession: URLSessionHTTPClient { URLSessionHTTPClient() }
}
