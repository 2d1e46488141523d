// Prints wall-clock timings of Convergence's hot paths: `swift run -c release convergence-benchmarks`.
// Timings from a debug build mean little; the header says which kind of build ran.

BenchmarkReport.printHeader()

DiffBenchmarks.run()

await RunnerBenchmarks.run()

// MARK: More suites
// Add further suites below, each in its own file with a `static func run()` that prints one `BenchmarkTable`
// (see `DiffBenchmarks.swift`).

BenchmarkReport.printFooter()
