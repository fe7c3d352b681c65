// swift-tools-version:5.9
import PackageDescription

// Every spelling of a target dependency that PackageDescription accepts.
let package = Package(
    name: "ShopApp",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "CatalogFeature", targets: ["CatalogFeature"]),
    ],
    dependencies: [
        .package(path: "../ShopKit"),
    ],
    targets: [
        .target(name: "DesignSystem"),
        .target(name: "CatalogInterface"),
        // Tracks catalog events: depends on the interface, which must not depend on it back.
        .target(name: "Analytics", dependencies: [.byName(name: "CatalogInterface")]),
        .target(
            name: "CatalogData",
            dependencies: [
                .targetItem(name: "CatalogInterface", condition: nil),
                // swift-log's `Logging` is in the graph too: ShopKit's is imported as ShopLogging.
                .productItem(name: "ShopKitLogging", package: "ShopKit", moduleAliases: ["Logging": "ShopLogging"], condition: nil),
            ]
        ),
        .target(
            name: "CatalogFeature",
            dependencies: [
                .byNameItem(name: "DesignSystem", condition: .when(platforms: [.iOS, .macOS])),
                .byName(name: "CatalogInterface", condition: .when(platforms: [.iOS, .macOS])),
                .target(name: "CatalogData", condition: .when(platforms: [.iOS, .macOS])),
                .product(name: "ShopKitCore", package: "ShopKit", condition: .when(platforms: [.iOS])),
                .product(name: "ShopKitLogging", package: "ShopKit", moduleAliases: ["Logging": "ShopLogging"]),
                "Analytics",
            ]
        ),
        .testTarget(name: "CatalogFeatureTests", dependencies: [.target(name: "CatalogFeature")]),
    ]
)
