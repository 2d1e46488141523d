import Convergence

extension CatalogRun {
    /// The run `verify` and `record` make: removes the temporary files of writers that ended (a killed run), runs
    /// the selection with progress on the console, and stops cleanly at SIGINT or SIGTERM when the context handles
    /// signals; the result says what was removed and whether a signal stopped it.
    @MainActor
    static func consoleRun(
        context: CommandContext, arguments: ParsedArguments, mode: RecordMode, command: String
    ) async throws -> CatalogRunResult {
        let store = try context.store(arguments)
        let removed = try store.removeStrayTemporaryFiles().map(\.relativePath)
        let (run, signal) = try await RunInterruption.stoppable(handlingSignals: context.handlesSignals) {
            try await CatalogRun.run(
                context: context, arguments: arguments, mode: mode, output: .console, command: command)
        }
        var result = run
        result.removedTemporaryFiles = removed
        if let signal {
            result.interruption = signal
            result.selectedCount = try ScenarioSelection(arguments, context: context, command: command).scenarios.count
        }
        return result
    }
}
