// Prints wall-clock timings of Convergence's hot paths: `swift run -c release convergence-benchmarks`.
// Timings from a debug build mean little; the header says which kind of build ran.
//
// `--quick` runs every suite on small inputs, once: a smoke test of the benchmark itself, not a measurement.
// `--only SUITE` (diff, assert, runner, catalog, sizes, isolation) runs one suite.

import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())

// A catalog run in a process of its own (see CatalogBenchmarks): prints its figures and nothing else.
if arguments.first == "--catalog-child", (2...3).contains(arguments.count), let count = Int(arguments[1]) {
    let folder = arguments.count == 3 ? URL(fileURLWithPath: arguments[2]) : nil
    exit(await CatalogBenchmarks.runChild(count: count, folder: folder))
}

let quick = arguments.contains("--quick")
let only = arguments.firstIndex(of: "--only").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
func runs(_ suite: String) -> Bool { only == nil || only == suite }

BenchmarkReport.printHeader()

if runs("diff") { DiffBenchmarks.run(quick: quick) }

if runs("assert") { await AssertionBenchmarks.run(quick: quick, peer: AssertionBenchmarks.peerFigures()) }

if runs("runner") { await RunnerBenchmarks.run(quick: quick) }

if runs("catalog") { CatalogBenchmarks.run(quick: quick) }

if runs("sizes") { await HostileSizeBenchmarks.run(quick: quick) }

if runs("isolation") { await IsolationBenchmarks.run(quick: quick) }

BenchmarkReport.printFooter()
