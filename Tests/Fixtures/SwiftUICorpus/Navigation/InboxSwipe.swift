import Convergence

struct Email: Identifiable {
    let id: Int
    var subject: String
    var isFlagged = false
    var isArchived = false
}

struct InboxView: View {
    @State var emails: [Email]

    var body: some View {
        NavigationStack {
            List {
                ForEach($emails) { $email in
                    if !email.isArchived {
                        HStack {
                            Text(email.subject)
                            if email.isFlagged {
                                Spacer()
                                Image(systemName: "flag.fill")
                            }
                        }
                        .swipeActions(edge: .leading) {
                            Button(email.isFlagged ? "Unflag" : "Flag") {
                                email.isFlagged.toggle()
                            }
                        }
                        .swipeActions {
                            Button("Archive") {
                                email.isArchived = true
                            }
                        }
                        .contextMenu {
                            Button("Mark as Flagged") { email.isFlagged = true }
                            Button("Archive", role: .destructive) { email.isArchived = true }
                        }
                    }
                }
            }
            .navigationTitle("Inbox")
        }
    }
}
