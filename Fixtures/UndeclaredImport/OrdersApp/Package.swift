// swift-tools-version:5.7
import PackageDescription

// For toolchains before Swift 5.9: Package@swift-5.9.swift is the manifest every newer
// toolchain reads, and the one archlint follows.
let package = Package(
    name: "OrdersApp",
    platforms: [.iOS(.v15)],
    targets: [
        .target(name: "OrdersData"),
        .target(name: "OrdersUI"),
        .target(name: "OrdersFeature"),
    ]
)
