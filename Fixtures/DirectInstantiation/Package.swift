// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Shop",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "App", targets: ["App"]),
    ],
    targets: [
        .target(name: "Payments"),
        .target(name: "Orders", dependencies: ["Payments"]),
        .target(name: "App", dependencies: ["Orders", "Payments"]),
        .testTarget(name: "OrdersTests", dependencies: ["Orders", "Payments"]),
    ]
)
