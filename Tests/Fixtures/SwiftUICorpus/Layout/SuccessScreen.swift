import Convergence

/// A payment's success screen: the message in the middle of the screen, the button pinned to the bottom.
struct SuccessScreen: View {
    let amount: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            Spacer()
            Image(systemName: "checkmark.circle.fill")
            Text("Payment sent").font(.title)
            Text("\(amount) is on its way.")
                .foregroundStyle(.secondary)
            Spacer()
            Button("Continue") { dismiss() }
                .frame(maxWidth: .infinity)
                .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}

/// Terms to accept: the text at the top, the buttons at the bottom.
struct TermsScreen: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Terms of service").font(.headline)
            Text("By continuing you agree to the terms.")
            Spacer()
            HStack {
                Button("Decline") {}
                Spacer()
                Button("Accept") {}
            }
        }
        .padding()
    }
}

/// A welcome card over a full-screen layer whose spacer puts the sign-in button under everything else.
struct WelcomeOverlay: View {
    var body: some View {
        ZStack {
            VStack {
                Spacer()
                Button("Sign in") {}
            }
            Text("Welcome back").font(.largeTitle)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// One row of the payment history: a row keeps its own size, spacer and all.
struct PaymentRow: View {
    let payee: String
    let amount: String

    var body: some View {
        HStack {
            Text(payee)
            Spacer()
            Text(amount).bold()
        }
        .padding(.vertical, 4)
    }
}
