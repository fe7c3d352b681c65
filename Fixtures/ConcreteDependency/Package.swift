// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Account",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "App", targets: ["App"]),
    ],
    targets: [
        .target(name: "AccountDomain"),
        .target(name: "AccountData", dependencies: ["AccountDomain"]),
        .target(name: "AccountUI", dependencies: ["AccountDomain", "AccountData"]),
        .target(name: "App", dependencies: ["AccountDomain", "AccountData", "AccountUI"]),
    ]
)
