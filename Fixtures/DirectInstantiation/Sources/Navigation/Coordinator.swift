/// A flow of screens, started by its parent coordinator.
public protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}
