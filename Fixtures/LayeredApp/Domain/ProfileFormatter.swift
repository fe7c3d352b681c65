import Foundation
import UIKit // expect: forbidden-import

/// Business formatting that leaked both a UI framework and a Data type into the Domain.
struct ProfileFormatter {
    func displayName(of profile: Profile) -> String {
        profile.name.trimmingCharacters(in: .whitespaces)
    }

    func accentColor(for profile: Profile) -> UIColor {
        profile.name.isEmpty ? .systemGray : .systemBlue
    }

    func displayName(of dto: ProfileDTO) -> String { // expect: layer-dependency
        "\(dto.firstName) \(dto.lastName)"
    }

    /// Second mention of the same Data type in this file: still one finding for the file.
    func isComplete(_ dto: ProfileDTO) -> Bool {
        !dto.firstName.isEmpty && !dto.lastName.isEmpty
    }
}
