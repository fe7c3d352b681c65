import Alamofire // expect: layer-dependency, cyclic-dependency
import Foundation

/// Alamofire is a package outside the project that rules.json puts in Data: the use case
/// reaches the network layer directly.
struct ProfileUpload {
    let endpoint: URL

    func upload(_ profile: Profile) {
        AF.request(endpoint, method: .post).response { _ in }
    }
}
