import Convergence

enum MailSplitScenarios: ScenarioProvider {
    static let mailboxes = [
        Mailbox(id: "inbox", name: "Inbox", messages: ["Lunch on Friday?", "Your invoice"]),
        Mailbox(id: "sent", name: "Sent", messages: ["Re: Lunch on Friday?"]),
    ]

    static var scenarios: [Scenario] {
        [
            Scenario("wide", widths: [80]) { MailSplitView(mailboxes: mailboxes) },
            Scenario("wide-selected", widths: [80], steps: [.tap("Inbox")]) { MailSplitView(mailboxes: mailboxes) },
            Scenario("compact", widths: [40], steps: [.tap("Sent"), .back]) { MailSplitView(mailboxes: mailboxes) },
        ]
    }
}
