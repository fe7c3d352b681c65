import AccountDomain
import Foundation

/// Named like its protocol, as some clean-architecture apps do: written `AccountData.AccountUseCases`
/// it can only mean this class.
public final class AccountUseCases: AccountDomain.AccountUseCases {
    private let session: URLSession

    public init(session: URLSession = .shared) {
        self.session = session
    }

    public func deleteAccount() async throws {
        _ = try await session.data(from: URL(string: "https://api.example.com/account/delete")!)
    }
}
