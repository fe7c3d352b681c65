/// A one-word role, as many apps name their seams: nothing in the app holds it yet, and
/// `Mixpanel` shares no word with it.
public protocol Analytics: Sendable {
    func track(_ event: String, properties: [String: String])
}
