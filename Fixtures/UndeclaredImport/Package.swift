// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Sync",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "SyncUI", targets: ["SyncUI"]),
    ],
    targets: [
        .target(name: "Networking"),
        .target(name: "Persistence"),
        .target(
            name: "SyncEngine",
            dependencies: [
                "Networking",
                .target(name: "Persistence"),
            ]
        ),
        .target(name: "SyncUI", dependencies: ["SyncEngine"]),
        .testTarget(name: "SyncEngineTests", dependencies: ["SyncEngine"]),
    ]
)
