import FeedInterface
import Foundation

/// The system session is made an `HTTPSession`, so code can ask for the protocol.
extension URLSession: HTTPSession {}
