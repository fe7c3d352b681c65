// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "OrdersApp",
    platforms: [.iOS(.v16), .macOS(.v13)],
    targets: [
        .target(name: "OrdersData"),
        .target(name: "OrdersUI"),
        .target(name: "OrdersFeature", dependencies: ["OrdersData"]),
    ]
)
