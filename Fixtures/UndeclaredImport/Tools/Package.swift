// swift-tools-version:5.9
import PackageDescription

// A code generator that builds against the released SDK, not against the sources next to it:
// its `import Networking` is declared (through the remote product), not an accident.
let package = Package(
    name: "SyncTools",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/example/sync-sdk", from: "2.0.0"),
    ],
    targets: [
        .executableTarget(
            name: "sync-schema-gen",
            dependencies: [.product(name: "Networking", package: "sync-sdk")]
        ),
    ]
)
