import Foundation

public enum AuthNotifications {
    public static let didSignIn = Notification.Name("AuthNotifications.didSignIn")

    /// A local helper class inside a function body is an implementation detail, not an
    /// interface declaration: not reported.
    public static func postedCount(during work: () -> Void) -> Int {
        final class Counter {
            var value = 0
        }
        let counter = Counter()
        let token = NotificationCenter.default.addObserver(forName: didSignIn, object: nil, queue: nil) { _ in
            counter.value += 1
        }
        work()
        NotificationCenter.default.removeObserver(token)
        return counter.value
    }
}

/// Behaviour in an interface module: every client now links this implementation.
public final class AuthSessionObserver { // expect: interface-module-purity
    private var observer: NSObjectProtocol?

    public init(onSignIn: @escaping @Sendable () -> Void) {
        observer = NotificationCenter.default.addObserver(forName: AuthNotifications.didSignIn, object: nil, queue: .main) { _ in
            onSignIn()
        }
    }

    deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
    }
}
