import Convergence

enum InboxSwipeScenarios: ScenarioProvider {
    static func emails() -> [Email] {
        [
            Email(id: 1, subject: "Quarterly report"), Email(id: 2, subject: "Team lunch"),
            Email(id: 3, subject: "Invoice #42"),
        ]
    }

    static var scenarios: [Scenario] {
        [
            Scenario("loaded") { InboxView(emails: emails()) },
            Scenario(
                "swipe-actions",
                steps: [
                    .swipe(row: "Team lunch", fromLeadingEdge: true), .tap("Flag"), .swipe(row: "Invoice #42"),
                    .tap("Archive"),
                ]
            ) { InboxView(emails: emails()) },
            Scenario("context-menu", steps: [.showContextMenu(row: "Quarterly report"), .tap("Mark as Flagged")]) {
                InboxView(emails: emails())
            },
        ]
    }
}
