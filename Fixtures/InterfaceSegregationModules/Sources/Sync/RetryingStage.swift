/// A step of the sync pipeline: it turns what it is given into what the next step takes.
public protocol SyncStage<Input, Output> {
    associatedtype Input
    associatedtype Output
    var name: String { get }
    func process(_ input: Input) async throws -> Output
    func reset()
}

/// Generic over the step it retries, with the parameter named after the protocol it is
/// constrained to: inside, `SyncStage` is the parameter, a value the combinator composes (as
/// `Map<Upstream: SyncStage>` would), not a service held through the protocol.
public struct RetryingStage<SyncStage: Sync.SyncStage> {
    let stage: SyncStage
    let attempts: Int

    public func process(_ input: SyncStage.Input) async throws -> SyncStage.Output {
        for _ in 1..<max(attempts, 1) {
            if let output = try? await stage.process(input) { return output }
        }
        return try await stage.process(input)
    }
}
