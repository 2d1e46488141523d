import Convergence

/// Why the run failed, and a button to try again.
struct PingFailurePanel: View {
    let message: String
    let onRetry: @MainActor () -> Void

    var body: some View {
        ContentUnavailableView {
            Label("Ping Failed", systemImage: "wifi.slash")
        } description: {
            Text(message)
        } actions: {
            Button("Retry", action: onRetry)
        }
    }
}
