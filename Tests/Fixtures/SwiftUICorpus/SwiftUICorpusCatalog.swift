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

    /// The scenarios of the providers, then the `#Preview`s of this module (the `Previews` folder: the preview
    /// forms of the seed articles, on features of our own).
    public static var all: [Scenario] { ScenarioCatalog(providers).all + previews.all }

    /// The module's previews; the Swift 5 twin finds its own copies under its own name.
    public static var previews: ScenarioCatalog {
        ScenarioCatalog.previews(in: String(#fileID.prefix { $0 != "/" }))
    }
}
