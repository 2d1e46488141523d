/// The lines around every suite's table: what was built and how to run it again.
enum BenchmarkReport {
    /// The command that produced the report, printed last so it can be copied.
    static let command = "swift run -c release convergence-benchmarks"

    static var buildKind: String {
        #if DEBUG
            "debug build: timings are not representative, run in release"
        #else
            "release build"
        #endif
    }

    static func printHeader() {
        print("Convergence benchmarks (\(buildKind); wall-clock medians from ContinuousClock)")
        print("")
    }

    static func printFooter() {
        print("Re-run: \(command)")
    }
}
