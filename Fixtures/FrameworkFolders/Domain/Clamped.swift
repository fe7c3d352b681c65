/// A Domain rule as a property wrapper: every layer may use it.
@propertyWrapper
public struct Clamped {
    private var value: Int
    private let range: ClosedRange<Int>

    public init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }

    public var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}
