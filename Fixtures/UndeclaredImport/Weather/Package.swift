// swift-tools-version:5.9
import PackageDescription

// Layered by rules.json: WeatherUI (Presentation) and WeatherData (Data) both use WeatherDomain.
let package = Package(
    name: "Weather",
    platforms: [.iOS(.v16), .macOS(.v13)],
    targets: [
        .target(name: "WeatherDomain"),
        .target(name: "WeatherData"),
        .target(name: "WeatherUI", dependencies: ["WeatherDomain"]),
    ]
)
