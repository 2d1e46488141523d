import ConvergenceSupport
import Foundation

/// `convergence-adopt [PATH] [--target NAME] [--output DIR]`: writes, beside an Xcode project or a folder of Swift
/// sources, the package that builds the app unedited on Linux and runs its previews as tests.
package struct AdoptCommand: Sendable {
    package var path = "."
    package var targetName: String?
    package var output: String?
    /// The Convergence checkout the written package depends on.
    package var convergence: URL

    static let usage = """
        usage: convergence-adopt [PATH] [--target NAME] [--output DIR]

        Writes, beside an Xcode project (PATH is the .xcodeproj, or a folder holding one) or a folder of Swift
        sources, a package that builds the app unedited on Linux and runs every preview as a snapshot test:
            swift test --package-path DIR
        Re-run it after adding files, imports or assets; it never edits the app's files.

          --target NAME   the application target to take, when the project has several
          --output DIR    where to write the package (default: LinuxPreviews beside the project or folder)
        """

    /// Reads the command's arguments (without the program's name).
    package init(arguments: [String], convergence: URL) throws {
        self.convergence = convergence
        var rest = arguments[...]
        var positional: [String] = []
        while let argument = rest.popFirst() {
            switch argument {
            case "-h", "--help":
                throw AdoptionError.usage(Self.usage)
            case "--target", "--output":
                guard let value = rest.popFirst() else {
                    throw AdoptionError.usage("\(argument) needs a value\n\n" + Self.usage)
                }
                if argument == "--target" { targetName = value } else { output = value }
            default:
                guard !argument.hasPrefix("-") else {
                    throw AdoptionError.usage("unknown option \(argument)\n\n" + Self.usage)
                }
                positional.append(argument)
            }
        }
        guard positional.count <= 1 else {
            throw AdoptionError.usage("one path at most, got \(positional.joined(separator: " "))\n\n" + Self.usage)
        }
        path = positional.first ?? "."
    }

    /// Plans the package: finds the project and its app target, or takes the folder as the app's sources.
    package func plan() throws -> AdoptionPlan {
        let given = URL(fileURLWithPath: path).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: given.path, isDirectory: &isDirectory), isDirectory.boolValue
        else { throw AdoptionError.notFound(given.path) }
        var project: URL?
        if given.pathExtension == "xcodeproj" {
            project = given
        } else {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: given.path)) ?? []
            project = names.filter { $0.hasSuffix(".xcodeproj") }.sorted().first.map {
                given.appendingPathComponent($0)
            }
        }
        var target: XcodeProject.AppTarget?
        var folder = given
        if let project {
            let targets = try XcodeProject(contentsOf: project).appTargets
            if let targetName {
                guard let chosen = targets.first(where: { $0.name == targetName }) else {
                    throw AdoptionError.usage(
                        "no application target \(targetName) in \(project.path) (it has: "
                            + targets.map(\.name).joined(separator: ", ") + ")")
                }
                target = chosen
            } else if targets.count > 1 {
                throw AdoptionError.ambiguousAppTarget(project.path, targets.map(\.name))
            } else {
                target = targets.first
            }
            guard let target else { throw AdoptionError.noAppTarget(project.path) }
            folder =
                target.sourceFolder
                ?? project.deletingLastPathComponent().appendingPathComponent(target.name, isDirectory: true)
        }
        let base = project?.deletingLastPathComponent() ?? given.deletingLastPathComponent()
        let destination =
            output.map { URL(fileURLWithPath: $0).standardizedFileURL } ?? base.appendingPathComponent("LinuxPreviews")
        // A package written inside the app's folder (a multiplatform project's sources start at the project's own
        // folder) is left out of the app: neither read nor built.
        let appPath = folder.standardizedFileURL.resolvingSymlinksInPath().path
        let destinationPath = destination.resolvingSymlinksInPath().path
        if destinationPath == appPath { throw AdoptionError.outputInsideApp(destination.path) }
        var skipping: Set<String> = []
        if destinationPath.hasPrefix(appPath + "/") {
            skipping.insert(String(destinationPath.dropFirst(appPath.count + 1)))
        }
        let appFolder = try AppFolder(root: folder, membership: target?.membership, skipping: skipping)
        return AdoptionPlan(
            folder: appFolder, target: target, origin: project ?? given, output: destination,
            convergence: convergence)
    }

    /// Writes the package and returns what to tell the user.
    package func run() throws -> String {
        let plan = try plan()
        let created = try AdoptionPackage(plan: plan).write()
        return Self.summary(of: plan, created: created)
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    static func summary(
        of plan: AdoptionPlan, created: [String],
        from currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> String {
        // Relative to where the command ran when the package is below it; otherwise the whole path.
        let here = URL(fileURLWithPath: currentDirectory).standardizedFileURL
            .resolvingSymlinksInPath().path
        let written = plan.output.standardizedFileURL.resolvingSymlinksInPath().path
        let output = written.hasPrefix(here + "/") ? String(written.dropFirst(here.count + 1)) : written
        var lines = [
            "convergence-adopt: wrote \(output)/ for \(plan.appName): \(plan.folder.swiftFiles.count) Swift files, "
                + "\(count(plan.folder.declaredPreviews, "preview")), Swift \(plan.languageMode) mode"
                + (plan.mainActorByDefault ? ", main actor by default" : "")
        ]
        if !plan.frameworks.isEmpty {
            lines.append("  Apple's modules from Convergence: " + plan.frameworks.joined(separator: ", "))
        }
        lines.append(
            "  every file also sees " + ModuleKinds.implicitImports.joined(separator: ", ")
                + " and URLSession, as Foundation brings them on Apple platforms")
        let symbols = AssetSymbols(catalogs: plan.assetCatalogs).symbols
        if !symbols.isEmpty {
            let colors = symbols.filter { $0.asset.kind == .color }.count
            lines.append(
                "  asset symbols: \(count(colors, "colour")) and \(count(symbols.count - colors, "image")) from "
                    + plan.folder.assetCatalogs.joined(separator: ", "))
        }
        let bundleFiles = plan.folder.bundleFiles.filter { !$0.path.hasSuffix(".xcassets") }
        if !bundleFiles.isEmpty {
            lines.append("  files for Bundle.main: " + bundleFiles.map(\.bundlePath).joined(separator: ", "))
        }
        if !plan.folder.objectiveCFiles.isEmpty {
            lines.append(
                "  needs the Objective-C runtime, which Linux lacks (guard those lines with #if canImport(ObjectiveC)):"
            )
            for file in plan.folder.objectiveCFiles {
                lines.append("    \(file.path): \(file.use)")
            }
        }
        for nested in plan.folder.nestedPackages {
            lines.append("  left out: \(nested), a Swift package inside the app's folder (add it as a dependency)")
        }
        if !plan.missing.isEmpty {
            lines.append("  could not take (each has a stand-in module in StandIns/ for you to fill in):")
            for missing in plan.missing {
                let what =
                    missing.isApple
                    ? "an Apple framework Convergence has no stand-in for yet"
                    : "a package the app uses" + (missing.location.map { ", \($0)" } ?? "")
                let isNew = created.contains("StandIns/\(missing.name)/\(missing.name).swift") ? " (new)" : ""
                lines.append("    \(missing.name): \(what); imported by \(count(missing.files.count, "file"))\(isNew)")
            }
            lines.append(
                "  A stand-in declares the names the app uses from that module; the build lists them as"
                    + " \"cannot find … in scope\".")
        }
        lines.append("next: swift test --package-path \(output)")
        return lines.joined(separator: "\n")
    }
}
