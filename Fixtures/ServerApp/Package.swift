// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "TodoServer",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/vapor/vapor.git", from: "4.100.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.0.0"),
    ],
    targets: [
        .target(name: "TodoCore"),
        .target(name: "TodoPersistence", dependencies: ["TodoCore"]),
        .executableTarget(name: "App", dependencies: [
            "TodoCore", "TodoPersistence", .product(name: "Vapor", package: "vapor"),
        ]),
        .executableTarget(name: "Gateway", dependencies: [
            "TodoCore", "TodoPersistence", .product(name: "Hummingbird", package: "hummingbird"),
        ]),
    ]
)
