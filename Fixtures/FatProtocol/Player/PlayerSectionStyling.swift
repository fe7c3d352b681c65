import UIKit

/// The look of a section of the player's queue. Extensions give 9 of its 12 requirements a
/// default, so conformers write 3, but every client still sees all 12.
protocol PlayerSectionStyling { // expect: fat-protocol
    var title: String { get }
    var accentColor: UIColor { get }
    func cellHeight(at index: Int) -> CGFloat
    var headerHeight: CGFloat { get }
    var footerHeight: CGFloat { get }
    var separatorInset: UIEdgeInsets { get }
    var showsSeparators: Bool { get }
    var backgroundColor: UIColor { get }
    var titleFont: UIFont { get }
    var cornerRadius: CGFloat { get }
    var allowsSelection: Bool { get }
    func willDisplay(row: Int)
}

extension PlayerSectionStyling {
    var headerHeight: CGFloat { 44 }
    var footerHeight: CGFloat { 0 }
    var separatorInset: UIEdgeInsets { UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) }
    var showsSeparators: Bool { true }
    var backgroundColor: UIColor { .systemBackground }
    var titleFont: UIFont { .preferredFont(forTextStyle: .headline) }
}

extension PlayerSectionStyling {
    var cornerRadius: CGFloat { 12 }
    var allowsSelection: Bool { true }
    func willDisplay(row: Int) {}
}
