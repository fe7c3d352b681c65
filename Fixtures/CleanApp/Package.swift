// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Catalog",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "CatalogUI", targets: ["CatalogUI"]),
    ],
    targets: [
        .target(name: "CatalogDomain"),
        .target(name: "CatalogData", dependencies: ["CatalogDomain"]),
        .target(name: "CatalogUI", dependencies: ["CatalogDomain"]),
        .executableTarget(name: "CatalogApp", dependencies: ["CatalogDomain", "CatalogData", "CatalogUI"]),
        .testTarget(name: "CatalogDomainTests", dependencies: ["CatalogDomain", "CatalogData"]),
    ]
)
