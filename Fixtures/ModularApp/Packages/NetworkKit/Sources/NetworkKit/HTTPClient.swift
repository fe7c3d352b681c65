import Foundation

public enum HTTPMethod: String, Sendable {
    case get = "GET"
    case post = "POST"
}

/// A request description, independent of the transport.
public struct Endpoint: Sendable {
    public var path: String
    public var method: HTTPMethod
    public var query: [String: String]

    public init(path: String, method: HTTPMethod = .get, query: [String: String] = [:]) {
        self.path = path
        self.method = method
        self.query = query
    }
}

public protocol HTTPClient: Sendable {
    func data(for endpoint: Endpoint) async throws -> Data
}
