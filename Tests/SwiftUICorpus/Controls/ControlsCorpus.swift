import Convergence

/// The corpus screens about controls, formatted text, shapes and images, styles and data flow.
enum ControlsCorpus {
    static var providers: [any ScenarioProvider.Type] { [] }
}
