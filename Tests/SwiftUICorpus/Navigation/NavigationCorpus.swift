import Convergence

/// The corpus screens about navigation, presentation, toolbars, tabs and list editing.
enum NavigationCorpus {
    static var providers: [any ScenarioProvider.Type] { [] }
}
