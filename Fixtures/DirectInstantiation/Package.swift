// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Shop",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "App", targets: ["App"]),
    ],
    targets: [
        .target(name: "Navigation"),
        .target(name: "Payments", dependencies: ["Navigation"]),
        .target(name: "Orders", dependencies: ["Payments", "Navigation"]),
        .target(name: "App", dependencies: ["Orders", "Payments", "Navigation"]),
        .testTarget(name: "OrdersTests", dependencies: ["Orders", "Payments"]),
    ]
)
