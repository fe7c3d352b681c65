// swift-tools-version:5.9
import PackageDescription

extension Target.Dependency {
    static let syncEngine: Self = "SyncEngine"
}

/// Feature targets share a helper; their dependencies are read through it.
func feature(_ name: String, dependencies: [Target.Dependency]) -> Target {
    .target(name: name, dependencies: dependencies + [.syncEngine], path: "Sources/Features/\(name)")
}

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
        // Each imports the other, neither declares it: declaring both would be a cycle.
        .target(name: "SyncHistory"),
        .target(name: "SyncExport"),
        feature("ConflictResolution", dependencies: ["SyncUI"]),
        // Dependencies made by code archlint cannot follow: the target's imports are not judged.
        .target(name: "SyncSettings", dependencies: ["SyncUI", "SyncEngine"].map { .target(name: $0) }),
        .testTarget(name: "SyncEngineTests", dependencies: ["SyncEngine"]),
    ]
)
