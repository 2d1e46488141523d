import Convergence

struct Mailbox: Identifiable, Hashable {
    let id: String
    var name: String
    var messages: [String]
}

struct MailSplitView: View {
    let mailboxes: [Mailbox]

    var body: some View {
        NavigationSplitView {
            List(mailboxes) { mailbox in
                NavigationLink(mailbox.name, value: mailbox)
            }
            .navigationTitle("Mailboxes")
            .navigationDestination(for: Mailbox.self) { mailbox in
                MailboxView(mailbox: mailbox)
            }
        } detail: {
            Text("Select a mailbox")
        }
    }
}

struct MailboxView: View {
    let mailbox: Mailbox

    var body: some View {
        List(mailbox.messages, id: \.self) { message in
            Text(message)
        }
        .navigationTitle(mailbox.name)
    }
}
