// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "WeatherDomain",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "WeatherDomain", targets: ["WeatherDomain"]),
    ],
    dependencies: [
        .package(path: "../NetworkKit"),
    ],
    targets: [
        .target(
            name: "WeatherDomain",
            dependencies: [
                .product(name: "NetworkKit", package: "NetworkKit"),
            ]
        ),
        .testTarget(name: "WeatherDomainTests", dependencies: ["WeatherDomain"]),
    ]
)
