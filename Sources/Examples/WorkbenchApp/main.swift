import Convergence
import Workbench

// The example app in production: every feature on its live service, printed as ASCII (or written as HTML).

let usage = """
    usage: workbench [--feature NAME] [--width N] [--html FILE] [--preview]

    Shows the Workbench app's screens with live services (system load and memory from /proc, the files in your
    home folder, the bundled book catalog, a loopback ping, account sign-up, workspace settings, bookmarks kept with
    SwiftData).

      --feature NAME   only this feature (\(WorkbenchApp.featureNames.joined(separator: ", ")))
      --width N        ASCII width in columns (default 60, at least 1)
      --html FILE      also write every screen as one HTML document to FILE
      --preview        show the preview scenarios instead of live services
      --help           show this help
    """

struct Options {
    var feature: String?
    var width = 60
    var htmlFile: String?
    var preview = false
}

struct UsageError: Error {
    let message: String
}

func parse(_ arguments: [String]) -> Result<Options, UsageError> {
    var options = Options()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
        switch argument {
        case "--help", "-h": return .failure(UsageError(message: ""))
        case "--preview": options.preview = true
        case "--feature":
            guard let value = remaining.popFirst() else {
                return .failure(UsageError(message: "--feature needs a feature name"))
            }
            guard WorkbenchApp.featureNames.contains(value) else {
                return .failure(
                    UsageError(
                        message:
                            "unknown feature \(value); features: \(WorkbenchApp.featureNames.joined(separator: ", "))"))
            }
            options.feature = value
        case "--width":
            guard let value = remaining.popFirst(), let width = Int(value), width >= 1 else {
                return .failure(UsageError(message: "--width needs a whole number of columns, at least 1"))
            }
            options.width = width
        case "--html":
            guard let value = remaining.popFirst() else {
                return .failure(UsageError(message: "--html needs a file path"))
            }
            options.htmlFile = value
        default:
            return .failure(UsageError(message: "unknown argument \(argument)"))
        }
    }
    return .success(options)
}

@MainActor
func run(_ options: Options) async -> Int32 {
    let mode: RunMode = options.preview ? .preview : .production
    let screens = WorkbenchApp.screens(for: mode).filter { options.feature == nil || $0.feature == options.feature }
    var failures = 0
    var sections: [Node] = []
    for screen in screens {
        print("== \(screen.feature) ==")
        do {
            let frames = try await screen.scenario.frames(
                performingSteps: false, clock: mode == .production ? .realTime : .standing)
            print(frames[0].render(.ascii(width: options.width)))
            sections.append(.section(SectionNode(header: .text(TextNode(screen.feature)), rows: [frames[0].node])))
        } catch {
            failures += 1
            print("\(screen.feature) could not be shown: \(error)\n")
        }
    }
    if let file = options.htmlFile {
        let app = Node.navigation(
            NavigationNode(
                title: "Workbench", content: .stack(StackNode(axis: .vertical, alignment: .leading, children: sections))
            ))
        let document = HTMLRenderer.document(app, title: "Workbench")
        do {
            try document.write(toFile: file, atomically: true, encoding: .utf8)
            print("Wrote \(file)")
        } catch {
            FileHandle.standardError.write(Data("workbench: cannot write \(file): \(error)\n".utf8))
            return 1
        }
    }
    return failures == 0 ? 0 : 1
}

switch parse(Array(CommandLine.arguments.dropFirst())) {
case .failure(let error):
    let message = error.message
    if message.isEmpty {
        print(usage)
        exit(0)
    }
    FileHandle.standardError.write(Data("workbench: \(message)\n\n\(usage)\n".utf8))
    exit(64)
case .success(let options):
    let status = await run(options)
    exit(status)
}
