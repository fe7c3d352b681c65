import Hummingbird

@main
struct GatewayApp {
    static func main() async throws {
        let app = buildApplication(port: 8080)
        try await app.runService()
    }
}
