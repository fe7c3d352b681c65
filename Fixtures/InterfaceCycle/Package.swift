// swift-tools-version:5.9
import PackageDescription

// The two interface modules were made to need each other one type at a time. SwiftPM
// rejects the cycle at build time; archlint reports it from the text, with the edge to cut.
let package = Package(
    name: "Accounts",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "AuthFeature", targets: ["AuthFeature"]),
        .library(name: "ProfileFeature", targets: ["ProfileFeature"]),
    ],
    targets: [
        .target(name: "CoreModels"),
        .target(name: "KeychainStorage"),
        .target(name: "KeychainStorageMocks", dependencies: ["KeychainStorage"]),
        .target(name: "AvatarLive", dependencies: ["CoreModels"]),
        .target(name: "AuthInterface", dependencies: ["ProfileInterface", "KeychainStorage", "KeychainStorageMocks"]),
        .target(name: "ProfileInterface", dependencies: ["AuthInterface", "CoreModels", "AvatarLive"]),
        .target(name: "AuthFeature", dependencies: ["AuthInterface", "ProfileInterface"]),
        .target(name: "ProfileFeature", dependencies: ["ProfileInterface", "AuthInterface", "CoreModels"]),
    ]
)
