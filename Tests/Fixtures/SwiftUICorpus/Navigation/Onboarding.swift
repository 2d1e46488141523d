import Convergence

struct OnboardingHost: View {
    @State var showOnboarding = true
    @State private var acceptedTerms = false

    var body: some View {
        NavigationStack {
            Text(acceptedTerms ? "Welcome aboard" : "Terms not accepted")
                .navigationTitle("Home")
        }
        .fullScreenCover(isPresented: $showOnboarding) {
            OnboardingView(acceptedTerms: $acceptedTerms)
        }
    }
}

struct OnboardingView: View {
    @Binding var acceptedTerms: Bool
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            Text("Get started").font(.largeTitle)
            Toggle("I accept the terms", isOn: $acceptedTerms)
            Button("Continue") { dismiss() }
                .disabled(!acceptedTerms)
        }
        .padding()
        .interactiveDismissDisabled()
    }
}
