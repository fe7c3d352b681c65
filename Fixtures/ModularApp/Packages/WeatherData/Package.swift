// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "WeatherData",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "WeatherData", targets: ["WeatherData"]),
    ],
    dependencies: [
        .package(path: "../NetworkKit"),
        .package(path: "../WeatherDomain"),
    ],
    targets: [
        .target(
            name: "WeatherData",
            dependencies: [
                .product(name: "NetworkKit", package: "NetworkKit"),
                .product(name: "WeatherDomain", package: "WeatherDomain"),
            ]
        ),
    ]
)
