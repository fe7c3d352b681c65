import AvatarLive // expect: interface-module-purity
import CoreModels
import Foundation

/// Exposing the live client's type ties every dependent of this interface to its implementation.
public protocol AvatarProviding: Sendable {
    func avatar(for id: UserID) async throws -> Data
    var client: AvatarClient { get }
}
