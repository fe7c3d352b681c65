import UIKit

/// Uses one requirement itself but passes the repository on: the value escapes, so the
/// narrow use here says nothing about what the dependency needs to offer.
@MainActor
final class ProfileCoordinator {
    private let repository: UserRepository
    private let navigationController: UINavigationController

    init(repository: UserRepository, navigationController: UINavigationController) {
        self.repository = repository
        self.navigationController = navigationController
    }

    func showProfile(id: String) async {
        let user = try? await repository.user(id: id)
        let viewModel = ProfileViewModel(repository: repository)
        await viewModel.load(id: id)
        let controller = UIViewController()
        controller.title = user?.name
        navigationController.pushViewController(controller, animated: true)
    }
}
