import Foundation
import Payments

/// An extension file of the container is the container: wiring, not a finding.
extension AppDIContainer {
    func makeFraudScreening() -> FraudScreeningService {
        RiskEngine()
    }
}
