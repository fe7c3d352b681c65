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

/// `some` a class is that class (or a subclass) all the same.
@MainActor
public final class AccountExportViewModel {
    public init() {}

    public func export(with useCases: some AccountData.AccountUseCases) async { // expect: concrete-dependency
        try? await useCases.deleteAccount()
    }
}
