import Foundation

final class SignUpViewModel {
    private let validate: EmailValidating
    private let passwordPolicy: PasswordPolicy // expect: interface-segregation
    private(set) var error: String?

    init(validate: EmailValidating, passwordPolicy: PasswordPolicy) {
        self.validate = validate
        self.passwordPolicy = passwordPolicy
    }

    func submit(email: String, password: String) -> Bool {
        guard validate(email) else {
            error = validate.suggestion(for: email).map { "Did you mean \($0)?" } ?? "Invalid email"
            return false
        }
        // Only the one-argument overload of four requirements.
        return passwordPolicy(password)
    }
}
