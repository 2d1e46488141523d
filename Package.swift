// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

/// Apple's framework modules that have no Linux build, offered under their own names so that an app's files compile
/// with their own `import` lines: a Linux target depends on them with `.when(platforms: [.linux])`. Each is a target
/// of its own under `Sources/Frameworks/` on hosts without Darwin; where Darwin is (and the real framework with it),
/// the product names Convergence instead, so that no module here can ever shadow the real one.
let appleFrameworks: [(name: String, dependencies: [Target.Dependency])] = [
    ("SwiftUI", ["Convergence"]), ("SwiftUICore", ["Convergence"]), ("Combine", ["ConvergenceCombine"]),
    ("UIKit", ["ConvergenceUIKit"]), ("AppKit", ["ConvergenceAppKit"]), ("Cocoa", ["AppKit"]),
    ("UniformTypeIdentifiers", ["Convergence"]), ("SwiftData", ["Convergence", "ConvergenceMacros"]),
    ("PhotosUI", ["Convergence"]), ("SafariServices", ["Convergence", "ConvergenceUIKit"]),
    ("CoreLocation", []), ("MapKit", ["Convergence", "ConvergenceUIKit", "CoreLocation"]),
    ("CoreLocationUI", ["Convergence", "CoreLocation"]), ("WebKit", ["Convergence", "ConvergenceUIKit"]),
    ("Charts", ["Convergence"]), ("Network", []), ("StoreKit", ["Convergence", "ConvergenceUIKit"]),
]
/// The example app's features that use SwiftData, each a folder of `Sources/Examples/Workbench/Features` and of
/// `Tests/Examples/WorkbenchTests`: built on the stand-in where there is no Darwin, and only there.
let exampleSwiftDataFeatures = ["Bookmarks"]
#if canImport(Darwin)
    let frameworkStandIns: [Target] = []
    let frameworkProducts: [Product] = appleFrameworks.map { .library(name: $0.name, targets: ["Convergence"]) }
    // Apple's SwiftData is here, but its `@Query`, `.modelContainer` and `\.modelContext` belong to SwiftUI's views,
    // not to Convergence's, so the example's SwiftData features are left out of its build (see their `#if`s).
    let exampleSwiftData: [Target.Dependency] = []
    let exampleFoldersLeftOut = exampleSwiftDataFeatures
#else
    let frameworkStandIns: [Target] =
        appleFrameworks.map {
            .target(name: $0.name, dependencies: $0.dependencies, path: "Sources/Frameworks/\($0.name)")
        } + [
            // The SwiftData stand-in, tested through files that `import SwiftData` and `import SwiftUI` as an app's do.
            .testTarget(name: "SwiftDataTests", dependencies: ["SwiftData", "SwiftUI"]),
            // The stand-ins as an app imports them (`import PhotosUI`, `import MapKit`…), built only where they exist
            // as modules of their own.
            .testTarget(
                name: "FrameworkStandInsTests",
                dependencies: [
                    "Convergence", "SwiftUI", "Combine", "AppKit", "PhotosUI", "SafariServices",
                    "CoreLocation", "MapKit", "CoreLocationUI", "WebKit", "Charts", "Network", "StoreKit",
                    "FrameworkStandInsSwift5", "PlatformOnlyHelpers",
                ]),
            // App helper files that import only UIKit or only AppKit, run by FrameworkStandInsTests: Swift Testing cannot
            // be imported beside those two on Linux (its cross-import overlays for them exist only on Apple platforms).
            .target(
                name: "PlatformOnlyHelpers", dependencies: ["UIKit", "AppKit"],
                path: "Tests/Fixtures/PlatformOnlyHelpers"),
            // A screen using those stand-ins built in the Swift 5 language mode, as most apps still are.
            .target(
                name: "FrameworkStandInsSwift5",
                dependencies: ["SwiftUI", "CoreLocation", "MapKit", "CoreLocationUI", "WebKit"],
                path: "Tests/Fixtures/FrameworkStandInsSwift5", swiftSettings: [.swiftLanguageMode(.v5)]),
        ]
    let frameworkProducts: [Product] = appleFrameworks.map { .library(name: $0.name, targets: [$0.name]) }
    // The example's `import SwiftData` is the stand-in above.
    let exampleSwiftData: [Target.Dependency] = ["SwiftData"]
    let exampleFoldersLeftOut: [String] = []
#endif

let package = Package(
    name: "Convergence",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "Convergence", targets: ["Convergence"]),
        .library(name: "ConvergenceCLI", targets: ["ConvergenceCLI"]),
        // For test targets only: `@Suite(.snapshots(record:redacting:))` and failure attachments.
        .library(name: "ConvergenceTesting", targets: ["ConvergenceTesting"]),
        // `swift run --package-path CONVERGENCE convergence-adopt APP`: the package that builds an app whole on Linux.
        .executable(name: "convergence-adopt", targets: ["convergence-adopt"]),
        // `swift package scenarios verify|record|review|report|gallery …` in a package that depends on this one.
        .plugin(name: "ScenariosPlugin", targets: ["ScenariosPlugin"]),
    ] + frameworkProducts,
    targets: [
        // Low-level plumbing the library modules share: byte scans over UTF-8, the package-root lookup and a
        // per-process memo. No views, no rendering.
        .target(name: "ConvergenceSupport"),
        // Everything the library does beneath Swift, one folder per mechanism, each with a fallback that
        // `CONVERGENCE_FORCE_FALLBACK` forces: the test-library lookups, the metadata-section scan, stack switching,
        // the `UserDefaults` sandbox, the fork probe and crash isolation's Swift side (see its README.md).
        .target(name: "ConvergenceRuntime", dependencies: ["CrashIsolation"], exclude: ["README.md"]),
        // What a signal handler must do, in C: the registry of renders in flight, the handlers, the exit hook, the
        // watchdog and the standard-error tee that start the program again without a render that stopped it.
        .target(name: "CrashIsolation"),
        // The plain, Sendable render tree every renderer reads.
        .target(name: "ConvergenceTree", dependencies: ["ConvergenceSupport", "ConvergenceRuntime"]),
        // The Combine subset Linux lacks: publishers, subscribers, subjects, the common operators, `ObservableObject`
        // and `@Published`. No views: `import Combine` on Linux is this module alone.
        .target(name: "ConvergenceCombine"),
        // SwiftUI-like views, modifiers, state and environment; resolves views into the render tree.
        .target(
            name: "ConvergenceViews",
            dependencies: ["ConvergenceSupport", "ConvergenceRuntime", "ConvergenceTree", "ConvergenceCombine"]),
        // UIKit's classes as SwiftUI code reaches them (UIApplication, UIDevice, UIColor, UIFont, UIImage, UIPasteboard,
        // UIView and UIViewController) with the SwiftUI names that take them (`UIViewRepresentable`, `Color(uiColor:)`,
        // `Image(uiImage:)`…). No other SwiftUI names: `import UIKit` on Linux is this module with Foundation.
        .target(name: "ConvergenceUIKit", dependencies: ["ConvergenceViews"]),
        // AppKit's likewise (NSApplication, NSColor, NSImage, NSPasteboard, NSMenu, NSWindow, NSView and NSViewController)
        // with `NSViewRepresentable`, `NSHostingView`, `Color(nsColor:)`…: `import AppKit` on Linux is this module with
        // Foundation.
        .target(name: "ConvergenceAppKit", dependencies: ["ConvergenceViews"]),
        // `#Preview` and `@Previewable`, declared apart so that the views build while the compiler plugin does.
        .target(name: "ConvergencePreviews", dependencies: ["ConvergenceViews", "ConvergenceMacros"]),
        // ASCII layout and HTML output: pure functions of a render tree and options.
        .target(
            name: "ConvergenceRendering", dependencies: ["ConvergenceSupport", "ConvergenceRuntime", "ConvergenceTree"]),
        // Scenarios: named constructions of views, the scenario clock, settling and interaction steps.
        .target(
            name: "ConvergenceScenarios",
            dependencies: [
                "ConvergenceSupport", "ConvergenceRuntime", "ConvergenceTree", "ConvergenceViews",
                "ConvergenceRendering", "ConvergenceSwiftLexer",
            ]),
        // Snapshot files, record modes, the text diff, the runner and its reports.
        .target(
            name: "ConvergenceSnapshots",
            dependencies: [
                "ConvergenceSupport", "ConvergenceScenarios", "ConvergenceRendering", "ConvergenceSwiftLexer",
            ]),
        // The one import users need.
        .target(
            name: "Convergence",
            dependencies: [
                "ConvergenceSupport", "ConvergenceRuntime", "ConvergenceTree", "ConvergenceCombine", "ConvergenceViews",
                "ConvergenceUIKit", "ConvergenceAppKit", "ConvergencePreviews",
                "ConvergenceRendering",
                "ConvergenceScenarios", "ConvergenceSnapshots",
            ]
        ),
        // What only a test target links: a Swift Testing trait that scopes record modes and redactions, and the
        // attachments of failed checks. Convergence itself links no test library.
        .target(name: "ConvergenceTesting", dependencies: ["Convergence", "ConvergenceRuntime"]),
        // Reads an Xcode project or a folder of app sources and writes the package that builds the app unedited on
        // Linux: Apple's module names, implicit imports, asset symbols, bundle files and the preview test.
        .target(name: "ConvergenceAdoption", dependencies: ["ConvergenceSupport", "ConvergenceSwiftLexer"]),
        .executableTarget(
            name: "convergence-adopt", dependencies: ["ConvergenceAdoption", "ConvergenceSupport"],
            path: "Sources/Tools/ConvergenceAdopt"),
        // The `scenarios` command line an app embeds: `ScenariosCommand.main(catalog:)`.
        .target(name: "ConvergenceCLI", dependencies: ["Convergence"]),
        // Runs the package's own `scenarios` executable: `swift package scenarios <command>`.
        .plugin(
            name: "ScenariosPlugin",
            capability: .command(
                intent: .custom(verb: "scenarios", description: "Run the scenarios command line over your catalog"),
                permissions: [
                    .writeToPackageDirectory(reason: "Snapshots and their pending .new renders live in __Snapshots__")
                ]),
            path: "Sources/ScenariosPlugin"),
        // The `scenarios` command line over this repository's catalog: `swift run workbench-scenarios`. Not named
        // `scenarios` and not a product, so a package that depends on this one can name its own command `scenarios`.
        .executableTarget(
            name: "workbench-scenarios", dependencies: ["ConvergenceCLI", "Workbench", "WorkbenchGallery"],
            path: "Sources/Examples/WorkbenchScenarios"),
        // Prints timings of the diff and the runner: `swift run -c release convergence-benchmarks`.
        .executableTarget(
            name: "convergence-benchmarks", dependencies: ["ConvergenceSnapshots", "Convergence"],
            path: "Sources/Benchmarks/ConvergenceBenchmarks", exclude: ["README.md"]),
        // The example app: seven features in the seeds' shape, with live services that do real work.
        .target(
            name: "Workbench",
            dependencies: ["Convergence"] + exampleSwiftData,
            path: "Sources/Examples/Workbench",
            exclude: exampleFoldersLeftOut.map { "Features/\($0)" },
            resources: [.copy("Features/Books/Resources"), .process("Features/Books/Localizable.xcstrings")]
        ),
        // The repository's whole catalog for its own tests and `workbench-scenarios`: the example app, the gallery of
        // built-in views and the SwiftUI corpus (a test fixture), kept out of the example app so that the app in
        // production links no fixture.
        .target(
            name: "WorkbenchGallery", dependencies: ["Convergence", "Workbench", "SwiftUICorpus"],
            path: "Sources/Examples/WorkbenchGallery"),
        // The example app in production: live services, screens printed to the terminal or written as HTML.
        .executableTarget(name: "workbench", dependencies: ["Workbench"], path: "Sources/Examples/WorkbenchApp"),
        // Renders the README's first example.
        .executableTarget(name: "convergence-demo", dependencies: ["Convergence"], path: "Sources/Examples/Demo"),
        // Screens in ordinary SwiftUI style (only the import differs) with scenarios driving them; its snapshots
        // live in this repository's `__Snapshots__` beside the example app's.
        .target(name: "SwiftUICorpus", dependencies: ["Convergence"], path: "Tests/Fixtures/SwiftUICorpus"),
        // The same files (a symbolic link) built in the Swift 5 language mode, as most apps still are.
        .target(
            name: "SwiftUICorpusSwift5", dependencies: ["Convergence"], path: "Tests/Fixtures/SwiftUICorpusSwift5",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // A Swift lexer: tokens and bracket pairs, for the compiler plugin and for the library's readers of Swift
        // source (the preview source index, inline snapshots, adoption), which so need not build the plugin's logic.
        .target(name: "ConvergenceSwiftLexer"),
        // The compiler plugin's logic, without swift-syntax: messages, JSON, #Preview's and @Model's expansions.
        .target(name: "ConvergenceMacroSupport", dependencies: ["ConvergenceSwiftLexer"]),
        // The compiler plugin behind `#Preview` and `@Previewable`: a loop over standard input and output.
        .macro(name: "ConvergenceMacros", dependencies: ["ConvergenceMacroSupport"]),
        // Helpers the test targets share (seeded random numbers, running built programs, throwaway package folders,
        // fixture texts and trees); tests only, never a product.
        .target(
            name: "ConvergenceTestSupport", dependencies: ["ConvergenceTree"], path: "Tests/ConvergenceTestSupport"),
        // What the command line's unit, end-to-end and tool tests share: harnesses that run `scenarios` commands in a
        // throwaway package folder. Tests only, never a product.
        .target(
            name: "ConvergenceCLITestSupport",
            dependencies: ["ConvergenceCLI", "Convergence", "ConvergenceTestSupport", "Workbench"],
            path: "Tests/ConvergenceCLITestSupport"),
        .testTarget(
            name: "ConvergenceMacroSupportTests",
            dependencies: ["ConvergenceMacroSupport", "ConvergenceSwiftLexer", "ConvergenceTestSupport"]),
        .testTarget(name: "ConvergenceTreeTests", dependencies: ["ConvergenceTree"]),
        .testTarget(
            name: "ConvergenceAdoptionTests",
            dependencies: ["ConvergenceAdoption", "ConvergenceSupport", "ConvergenceTestSupport"]),
        .testTarget(name: "ConvergenceSupportTests", dependencies: ["ConvergenceSupport", "ConvergenceTestSupport"]),
        .testTarget(name: "ConvergenceRuntimeTests", dependencies: ["ConvergenceRuntime"]),
        .testTarget(name: "ConvergenceViewsTests", dependencies: ["Convergence"]),
        .testTarget(
            name: "ConvergenceRenderingTests",
            dependencies: ["ConvergenceRendering", "ConvergenceRuntime", "ConvergenceTree", "ConvergenceTestSupport"]),
        .testTarget(
            name: "ConvergenceTests",
            dependencies: [
                "Convergence", "ConvergenceRuntime", "Workbench", "WorkbenchGallery", "ConvergenceTestSupport",
                "SwiftUICorpus", "SwiftUICorpusSwift5",
            ]),
        .testTarget(
            name: "WorkbenchTests", dependencies: ["Workbench", "ConvergenceTestSupport"] + exampleSwiftData,
            path: "Tests/Examples/WorkbenchTests", exclude: exampleFoldersLeftOut),
        // Checks of the repository as a whole that start no program: the README's length, the module layout, and that
        // the example app's production executable links no test framework. (Formatting, the generated tables, the
        // documentation build and the committed public surface need tools: ConvergenceToolTests.)
        .testTarget(name: "RepositoryTests", dependencies: ["ConvergenceTestSupport"]),
        .testTarget(
            name: "ConvergenceCLITests",
            dependencies: [
                "ConvergenceCLI", "ConvergenceRuntime", "Workbench", "WorkbenchGallery", "ConvergenceTestSupport",
                "ConvergenceCLITestSupport",
            ]),
        .testTarget(
            name: "ConvergenceScenariosTests", dependencies: ["Convergence", "ConvergenceRuntime", "CrashIsolation"]),
        .testTarget(
            name: "ConvergenceTestingTests",
            dependencies: ["ConvergenceTesting", "Convergence", "ConvergenceRuntime", "ConvergenceTestSupport"]),
        .testTarget(
            name: "ConvergenceSnapshotsTests",
            dependencies: ["ConvergenceSnapshots", "Convergence", "ConvergenceTestSupport"]),
        // Tests that start this package's own programs (the built executables, this test binary again) or build
        // throwaway packages and programs with the toolchain: minutes, not seconds. One folder per module they check.
        .testTarget(
            name: "ConvergenceEndToEndTests",
            dependencies: [
                "Convergence", "ConvergenceCLI", "ConvergenceRuntime", "ConvergenceSnapshots", "ConvergenceSupport",
                "ConvergenceTesting", "ConvergenceTestSupport", "ConvergenceCLITestSupport", "Workbench",
                "WorkbenchGallery", "SwiftUICorpus",
            ]),
        // Tests that start another program: the toolchain's (docc, swift format, the symbol graph extractor), the
        // system's (git, diff, patch) and the ones `.ci/run` installs (tmux, Chromium, the HTML checker, Python
        // packages). A test whose tool is missing is skipped on a workstation and fails under CI. The public surface's
        // committed lists are data its test reads, not resources.
        .testTarget(
            name: "ConvergenceToolTests",
            dependencies: [
                "Convergence", "ConvergenceCLI", "ConvergenceRendering", "ConvergenceSnapshots", "ConvergenceTree",
                "ConvergenceTestSupport", "ConvergenceCLITestSupport",
            ],
            exclude: ["Repository/PublicSurface"]),
    ] + frameworkStandIns,
    swiftLanguageModes: [.v6]
)
