import Foundation
import Networking

// Prints the JSON schema of the API the generator knows about.
let endpoints = ["/v1/items", "/v1/changes"]
for endpoint in endpoints {
    print("{\"endpoint\": \"\(endpoint)\"}")
}
