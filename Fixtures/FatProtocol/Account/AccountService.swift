import Foundation

/// Grew one screen at a time: 14 requirements of its own (the associatedtype is not one).
protocol AccountService: AnyObject { // expect: fat-protocol
    associatedtype Token

    var currentUserID: String? { get }
    var isSignedIn: Bool { get }
    static var defaultEnvironment: String { get }

    init(environment: String)

    @discardableResult
    func signIn(email: String, password: String) async throws -> Token
    func signOut() async
    func refresh(_ token: Token) async throws -> Token
    func register(email: String, password: String) async throws
    func resetPassword(email: String) async throws
    func changePassword(old: String, new: String) async throws
    func deleteAccount() async throws
    func linkAppleID(_ identityToken: Data) async throws
    func unlinkAppleID() async throws

    subscript(preference key: String) -> String? { get set }
}

extension AccountService {
    /// Extension members are not requirements.
    var isAnonymous: Bool { currentUserID == nil }

    func signOutIfNeeded() async {
        if isSignedIn { await signOut() }
    }
}
