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
        .target(name: "FeatureCartInterface"),
        .target(name: "FeatureProfile", dependencies: ["DesignSystem", "FeatureHome", "FeatureCartInterface"]),
        // Declared, not imported yet: the builds are coupled all the same.
        .target(name: "FeatureCart", dependencies: ["DesignSystem", "FeatureSearch", "FeatureCartInterface"]), // expect: module-independence
        .target(name: "App", dependencies: ["FeatureHome", "FeatureSearch", "FeatureProfile", "FeatureCart", "FeatureCartInterface", "DesignSystem"]),
    ]
)
