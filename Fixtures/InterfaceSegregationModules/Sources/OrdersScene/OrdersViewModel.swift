import OrdersDomain
import OrdersNetworkPlatform

@MainActor
final class OrdersViewModel {
    private let useCase: OrdersUseCase // expect: interface-segregation
    private(set) var orders: [Order] = []

    init(useCase: OrdersUseCase = UseCaseProvider.makeOrdersUseCase()) {
        self.useCase = useCase
    }

    func load() async {
        orders = (try? await useCase.orders()) ?? []
    }
}
