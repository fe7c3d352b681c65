import AccountData
import AccountDomain

/// Only renews tokens: of the two seams `SessionService` sits behind, `TokenRefreshing` is the
/// one to depend on.
@MainActor
public final class TokenRenewalViewModel {
    private let service: SessionService // expect: concrete-dependency
    private(set) var current: Session

    public init(service: SessionService, current: Session) { // expect: concrete-dependency
        self.service = service
        self.current = current
    }

    public func renew() async throws {
        current = try await service.refresh(current)
    }
}
