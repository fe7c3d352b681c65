import AccountData
import AccountDomain

@MainActor
public final class DeleteAccountViewModel {
    private let useCases: AccountData.AccountUseCases // expect: concrete-dependency
    public private(set) var isDeleting = false

    public init(useCases: AccountData.AccountUseCases) { // expect: concrete-dependency
        self.useCases = useCases
    }

    public func confirm() async {
        isDeleting = true
        defer { isDeleting = false }
        try? await useCases.deleteAccount()
    }
}
