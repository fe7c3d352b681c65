/// A line or column kept in 32 bits and read as `Int`: facts and graph evidence carry one per
/// row, and a large workspace has hundreds of thousands of rows. Values out of range clamp.
@propertyWrapper
public struct CompactPosition: Sendable, Hashable {
    @usableFromInline var stored: Int32

    @inlinable
    public init(wrappedValue: Int) { stored = Int32(clamping: wrappedValue) }

    @inlinable
    public var wrappedValue: Int {
        get { Int(stored) }
        set { stored = Int32(clamping: newValue) }
    }
}
