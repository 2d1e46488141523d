// `import Combine` on Linux: Convergence's Combine subset (Publisher, Subscriber, subjects, sink and assign, the common
// operators, ObservableObject and @Published), which lives beside the views that observe it.
@_exported import Convergence
