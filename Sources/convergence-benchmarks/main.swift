// Prints wall-clock timings of Convergence's hot paths: `swift run -c release convergence-benchmarks`.
// Timings from a debug build mean little; the header says which kind of build ran.

// `--quick` runs every suite on small inputs, once: a smoke test of the benchmark itself, not a measurement.
let quick = CommandLine.arguments.dropFirst().contains("--quick")

BenchmarkReport.printHeader()

DiffBenchmarks.run(quick: quick)

await RunnerBenchmarks.run(quick: quick)

// MARK: More suites
// Add further suites below, each in its own file with a `static func run()` that prints one `BenchmarkTable`
// (see `DiffBenchmarks.swift`).

BenchmarkReport.printFooter()
