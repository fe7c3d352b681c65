// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "ShopKit",
    products: [
        .library(name: "ShopKitCore", targets: ["ShopKitCore"]),
        .library(name: "ShopKitLogging", targets: ["Logging"]),
    ],
    targets: [
        .target(name: "ShopKitCore"),
        .target(name: "Logging"),
    ]
)
