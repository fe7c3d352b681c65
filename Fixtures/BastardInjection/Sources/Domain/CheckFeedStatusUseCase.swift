import FeedInterface
import Foundation

/// The seam exists to replace URLSession, and the default puts URLSession back: reported, as
/// a warning (the type comes from outside the workspace).
public struct CheckFeedStatusUseCase: Sendable {
    private let session: HTTPSession

    public init(session: HTTPSession = URLSession.shared) { // expect: bastard-injection
        self.session = session
    }

    /// A library type no extension here adopts the protocol with is left alone (see the
    /// `includeExternal` option): `JSONDecoder()` below is a plain value.
    public func execute(url: URL, decoder: JSONDecoder = JSONDecoder()) async throws -> Bool {
        let (data, _) = try await session.data(from: url)
        return (try? decoder.decode([String].self, from: data))?.isEmpty == false
    }
}
