// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Convergence",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "Convergence", targets: ["Convergence"]),
        .library(name: "ConvergenceCLI", targets: ["ConvergenceCLI"]),
    ],
    targets: [
        // The plain, Sendable render tree every renderer reads.
        .target(name: "ConvergenceTree"),
        // SwiftUI-like views, modifiers, state and environment; resolves views into the render tree.
        .target(name: "ConvergenceViews", dependencies: ["ConvergenceTree"]),
        // ASCII layout and HTML output: pure functions of a render tree and options.
        .target(name: "ConvergenceRendering", dependencies: ["ConvergenceTree"]),
        // Scenarios: named constructions of views, the scenario clock, settling and interaction steps.
        .target(
            name: "ConvergenceScenarios", dependencies: ["ConvergenceTree", "ConvergenceViews", "ConvergenceRendering"]),
        // Snapshot files, record modes, the text diff, the runner and its reports.
        .target(name: "ConvergenceSnapshots", dependencies: ["ConvergenceScenarios", "ConvergenceRendering"]),
        // The one import users need.
        .target(
            name: "Convergence",
            dependencies: [
                "ConvergenceTree", "ConvergenceViews", "ConvergenceRendering", "ConvergenceScenarios",
                "ConvergenceSnapshots",
            ]
        ),
        // The `scenarios` command line an app embeds: `ScenariosCommand.main(catalog:)`.
        .target(name: "ConvergenceCLI", dependencies: ["Convergence"]),
        // The `scenarios` command line over this repository's catalog: `swift run workbench-scenarios`. Not named
        // `scenarios` and not a product, so a package that depends on this one can name its own command `scenarios`.
        .executableTarget(name: "workbench-scenarios", dependencies: ["ConvergenceCLI", "Workbench"]),
        // Prints timings of the diff and the runner: `swift run -c release convergence-benchmarks`.
        .executableTarget(name: "convergence-benchmarks", dependencies: ["ConvergenceSnapshots", "Convergence"]),
        // The example app: six features in the seeds' shape, with live services that do real work.
        .target(
            name: "Workbench",
            dependencies: ["Convergence"],
            resources: [.copy("Features/Books/Resources")]
        ),
        // The example app in production: live services, screens printed to the terminal or written as HTML.
        .executableTarget(name: "workbench", dependencies: ["Workbench"]),
        // Renders the README's first example.
        .executableTarget(name: "convergence-demo", dependencies: ["Convergence"]),
        // Helpers the test targets share (seeded random numbers, running built programs); tests only, never a product.
        .target(name: "ConvergenceTestSupport", path: "Tests/ConvergenceTestSupport"),
        .testTarget(name: "ConvergenceViewsTests", dependencies: ["Convergence"]),
        .testTarget(
            name: "ConvergenceRenderingTests",
            dependencies: ["ConvergenceRendering", "ConvergenceTree", "ConvergenceTestSupport"]),
        .testTarget(name: "ConvergenceTests", dependencies: ["Convergence", "Workbench", "ConvergenceTestSupport"]),
        .testTarget(name: "WorkbenchTests", dependencies: ["Workbench", "ConvergenceTestSupport"]),
        .testTarget(
            name: "ConvergenceCLITests", dependencies: ["ConvergenceCLI", "Workbench", "ConvergenceTestSupport"]),
        .testTarget(name: "ConvergenceScenariosTests", dependencies: ["Convergence"]),
        .testTarget(
            name: "ConvergenceSnapshotsTests",
            dependencies: ["ConvergenceSnapshots", "Convergence", "ConvergenceTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
