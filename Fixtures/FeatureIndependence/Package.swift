// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Features",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "App", targets: ["App"]),
    ],
    targets: [
        .target(name: "DesignSystem"),
        .target(name: "FeatureSearch", dependencies: ["DesignSystem"]),
        .target(name: "FeatureHome", dependencies: ["DesignSystem", "FeatureSearch"]),
        .target(name: "FeatureProfile", dependencies: ["DesignSystem", "FeatureHome"]),
        .target(name: "App", dependencies: ["FeatureHome", "FeatureSearch", "FeatureProfile", "DesignSystem"]),
    ]
)
