extension ScenarioCatalog {
    /// Every `#Preview` and `PreviewProvider` preview of a module, found in the running program with no
    /// registration code: your previews are your snapshot tests.
    ///
    /// Each preview is a scenario: its feature is its file's name without `.swift`, its name the preview's title
    /// (or `.previewDisplayName`; untitled ones are `Preview 1`, `Preview 2`… in file order), its `source` the
    /// preview's file and line. A `PreviewProvider`'s `Group` or `ForEach` of several views is one scenario each.
    /// Scenarios come in file order, then line order. On Linux every preview is first built once in a child process:
    /// one that stops the program there (sample data force-unwrapping a file only the app bundle has) fails its own
    /// scenario, saying so, and the others still run.
    ///
    /// ```swift
    /// @Test(arguments: ScenarioCatalog.previews(in: "Notes").all)
    /// func preview(_ scenario: Scenario) async throws { try await assertSnapshot(of: scenario) }
    /// ```
    ///
    /// - Parameters:
    ///   - module: The module whose previews to take (a target's name); every module's when nil.
    ///   - filePath: The caller's file: a `PreviewProvider`'s file is found by reading the sources of the
    ///     package around it.
    /// - Returns: The catalog, possibly empty. Where the runtime cannot list its conformance records (see the Runtime
    ///   mechanisms article), it holds one scenario, `unavailable`, that fails saying so: never a catalog that passes
    ///   without testing the previews.
    public static func previews(in module: String? = nil, filePath: String = #filePath) -> ScenarioCatalog {
        ScenarioCatalog(scenarios: PreviewDiscovery.scenarios(in: module, callerFilePath: filePath))
    }

    /// One catalog of several, in order: previews for states beside scenarios with steps for behaviour.
    ///
    /// ```swift
    /// static let catalog = ScenarioCatalog(combining: [
    ///     .previews(in: "Notes"),
    ///     ScenarioCatalog([NoteFlowScenarios.self]),
    /// ])
    /// ```
    ///
    /// - Parameter catalogs: The catalogs whose scenarios to join; ids must stay unique across them.
    public init(combining catalogs: [ScenarioCatalog]) {
        self.init(scenarios: catalogs.flatMap(\.all))
    }
}
