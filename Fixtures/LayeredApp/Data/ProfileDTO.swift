import Foundation

/// The wire format of the profile endpoint.
struct ProfileDTO: Decodable {
    let id: String
    let firstName: String
    let lastName: String
    let joinedAt: Date

    func toDomain() -> Profile {
        Profile(id: id, name: "\(firstName) \(lastName)", joined: joinedAt)
    }
}
