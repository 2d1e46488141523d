import Convergence

/// What the user sees once the account exists.
struct SignupConfirmationView: View {
    let account: Account

    var body: some View {
        VStack(alignment: .leading) {
            Label("Account created", systemImage: "checkmark.circle")
            Text("Welcome to Workbench, \(account.name).")
            Divider()
            LabeledContent("Name", value: account.name)
            LabeledContent("Email", value: account.email)
            LabeledContent("Account", value: account.id)
        }
    }
}
