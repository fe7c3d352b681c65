import Foundation

/// Use cases and validators written as callable values: `validate(email)` is a call of the
/// protocol's `callAsFunction`.
protocol EmailValidating {
    func callAsFunction(_ email: String) -> Bool
    func suggestion(for email: String) -> String?
}

protocol PasswordPolicy {
    func callAsFunction(_ password: String) -> Bool
    func callAsFunction(_ password: String, confirmation: String) -> Bool
    var minimumLength: Int { get }
    var requiresSymbol: Bool { get }
}

struct RegexEmailValidator: EmailValidating {
    func callAsFunction(_ email: String) -> Bool { email.contains("@") }
    func suggestion(for email: String) -> String? { nil }
}
