// swift-tools-version:5.9
import PackageDescription

// Feature modules layered inside by folders: each module holds Presentation, Domain and Data,
// and the layers are path globs that cut across the modules.
let package = Package(
    name: "Shop",
    platforms: [.iOS(.v17), .macOS(.v14)],
    targets: [
        .target(name: "Orders"),
        .target(name: "Checkout", dependencies: ["Orders"]),
    ]
)
