import AccountDomain
import Combine
import Foundation

/// Stores publish their changes.
open class PublishingStore: ObservableObject {
    public init() {}
}

/// Persisted as JSON, but a store screens observe (through its superclass): a service, not a
/// record, for all that it is Codable.
public final class ReaderSettings: PublishingStore, ReaderSettingsProviding, Codable {
    @Published public var fontScale: Double = 1
    @Published public var theme: String = "light"

    enum CodingKeys: String, CodingKey { case fontScale, theme }

    public required init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        fontScale = try container.decode(Double.self, forKey: .fontScale)
        theme = try container.decode(String.self, forKey: .theme)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(fontScale, forKey: .fontScale)
        try container.encode(theme, forKey: .theme)
    }
}
