// swift-tools-version:5.9
import PackageDescription

// A µFeature layout: each service publishes its protocols in an Interface module, features
// depend on the interface, and the app's component wires the implementations in.
let package = Package(
    name: "TimeKeeper",
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "Home", targets: ["Home"]),
    ],
    targets: [
        .target(name: "UserServiceInterface"),
        .target(name: "UserService", dependencies: ["UserServiceInterface"]),
        .target(name: "Home", dependencies: ["UserService", "UserServiceInterface"]),
        .target(name: "App", dependencies: ["Home", "UserService", "UserServiceInterface"]),
    ]
)
