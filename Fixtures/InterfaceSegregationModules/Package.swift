// swift-tools-version:5.9
import PackageDescription

/// Two modules each declare their own `Logger` protocol: a holder's `Logger` is the one its
/// module declares, or the one of a module it imports, never a merge of both.
let package = Package(
    name: "InterfaceSegregationModules",
    platforms: [.iOS(.v16)],
    targets: [
        .target(name: "Analytics"),
        .target(name: "Sync"),                                   // neither depends on nor imports Analytics
        .target(name: "Checkout", dependencies: ["Analytics"]),
        // The platform module names its class after the domain's protocol, as sergdort's
        // CleanArchitectureRxSwift does; the class is internal, so importers mean the protocol.
        .target(name: "OrdersDomain"),
        .target(name: "OrdersNetworkPlatform", dependencies: ["OrdersDomain"]),
        .target(name: "OrdersScene", dependencies: ["OrdersDomain", "OrdersNetworkPlatform"]),
    ]
)
