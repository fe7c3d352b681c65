import Foundation

/// The handle shown under a profile's name.
struct ProfileHandle: Equatable {
    let text: String

    init(_ dto: HandleDTO) { // expect: layer-dependency
        text = "@" + dto.value
    }
}
