import Convergence

/// Screens written the way ordinary SwiftUI apps write them — only `import Convergence` differs — with scenarios
/// that drive them through their navigation, presentations, controls and gestures.
///
/// The same files also compile in the Swift 5 language mode (the `SwiftUICorpusSwift5` target links to them), as
/// most apps still build in it. Each family keeps its own list, so the folders grow independently.
public enum SwiftUICorpusCatalog {
    public static var providers: [any ScenarioProvider.Type] {
        NavigationCorpus.providers + ControlsCorpus.providers + LayoutCorpus.providers
    }

    public static var all: [Scenario] { ScenarioCatalog(providers).all }
}
