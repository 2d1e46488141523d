import Convergence

enum SuccessScreenScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [
            Scenario("sent", widths: [40, 60]) { SuccessScreen(amount: "$24.00") },
            Scenario("short screen", layout: .screen(height: 16)) { SuccessScreen(amount: "$24.00") },
            Scenario("terms") { TermsScreen() },
            Scenario("welcome") { WelcomeOverlay() },
            Scenario("row", layout: .sizeThatFits) { PaymentRow(payee: "Corner Bakery", amount: "$24.00") },
        ]
    }
}
