// `import Combine` on Linux: Convergence's Combine subset (Publisher, Subscriber, subjects, sink and assign, the common
// operators, ObservableObject and @Published), and nothing of SwiftUI's, as on Apple platforms.
@_exported import ConvergenceCombine
