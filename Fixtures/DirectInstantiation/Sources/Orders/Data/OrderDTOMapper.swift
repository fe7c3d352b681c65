import Foundation

protocol OrderMapping: Sendable {
    func map(_ dto: OrderDTO) -> Order
}

struct OrderDTO: Decodable {
    let id: String
    let totalCents: Int
    let status: String
}

struct OrderDTOMapper: OrderMapping {
    func map(_ dto: OrderDTO) -> Order {
        Order(id: dto.id, total: Decimal(dto.totalCents) / 100, isPaid: dto.status == "paid")
    }
}
