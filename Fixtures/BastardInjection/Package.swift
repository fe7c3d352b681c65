// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Feed",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "App", targets: ["App"]),
    ],
    targets: [
        .target(name: "FeedInterface"),
        .target(name: "FeedData", dependencies: ["FeedInterface"]),
        .target(name: "Domain", dependencies: ["FeedInterface", "FeedData"]),
        .target(name: "App", dependencies: ["Domain", "FeedInterface", "FeedData"]),
        .testTarget(name: "DomainTests", dependencies: ["Domain", "FeedInterface", "FeedData"]),
    ]
)
