import AccountDomain

/// The analytics vendor's client, behind the app's `Analytics` seam.
public final class Mixpanel: Analytics {
    private let token: String

    public init(token: String) {
        self.token = token
    }

    public func track(_ event: String, properties: [String: String]) {
        print("mixpanel", token, event, properties)
    }
}
