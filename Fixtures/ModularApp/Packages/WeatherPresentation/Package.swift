// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "WeatherPresentation",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "WeatherPresentation", targets: ["WeatherPresentation"]),
    ],
    dependencies: [
        .package(path: "../WeatherDomain"),
    ],
    targets: [
        .target(
            name: "WeatherPresentation",
            dependencies: [
                .product(name: "WeatherDomain", package: "WeatherDomain"),
            ]
        ),
    ]
)
