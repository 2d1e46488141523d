import Convergence
import Foundation

/// The `scenarios` command line for a catalog: what an app embeds in its own executable target.
///
/// ```swift
/// // Sources/scenarios/main.swift
/// import ConvergenceCLI
/// await ScenariosCommand.main(catalog: AppCatalog.catalog)
/// ```
public enum ScenariosCommand {
    /// Every command, in the order help lists them.
    package static var commands: [AnyCommand] {
        registeredCommands
    }

    /// Runs the command line and exits with its code.
    ///
    /// - Parameter program: the name help and messages use; by default the executable's own name, so a target
    ///   named `scenarios` says `scenarios` and one named `myapp-scenarios` says that.
    ///
    /// - Parameter catalog: The app's scenarios.
    @MainActor
    public static func main(catalog: ScenarioCatalog, program: String? = nil) async -> Never {
        let executable = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent }
        var context = CommandContext(
            program: program ?? executable.flatMap { $0.isEmpty ? nil : $0 } ?? "scenarios",
            catalog: catalog,
            environment: ProcessInfo.processInfo.environment,
            workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            isTerminal: isatty(STDOUT_FILENO) == 1,
            write: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
            writeError: { text in FileHandle.standardError.write(Data(text.utf8)) },
            readLine: { Swift.readLine(strippingNewline: true) },
            keyInput: .standardInput
        )
        context.handlesSignals = true
        exit(await run(Array(CommandLine.arguments.dropFirst()), context: context))
    }

    /// The environment variable that adds variants to every command's catalog: comma-separated suffixes
    /// (`de,pseudo,rtl,dark,ax5`).
    package nonisolated static let variantsVariable = "SNAPSHOTS_VARIANTS"

    /// What a variant's name can be, for usage errors.
    nonisolated static let variantNames =
        "use a locale (de, pt-BR), pseudo, rtl, dark, a text size (xs, s, m, l, xl, xxl, xxxl, ax1…ax5) or a device "
        + "(iphone-se, iphone, iphone-max, ipad, each with -landscape)"

    /// Runs a command line (without the program name) and returns its exit code: 0 pass, 1 failure, 64 usage.
    ///
    /// - Parameters:
    ///   - arguments: The words after the program's name, starting with the command's name.
    ///   - context: The catalog, the environment and where output goes.
    /// - Returns: The exit code.
    @MainActor
    package static func run(_ arguments: [String], context: CommandContext) async -> Int32 {
        var context = context
        var arguments = arguments
        // `--variant de,rtl` (any command, repeatable) and `SNAPSHOTS_VARIANTS=de,pseudo` multiply the catalog for
        // every command, as `withVariants` does in code.
        var names = (context.environment[variantsVariable] ?? "").split(separator: ",").map {
            (name: String($0), source: variantsVariable)
        }
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            if word == "--variant" {
                guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("-") else {
                    context.writeError("\(context.program): --variant needs a value: \(variantNames)\n")
                    return 64
                }
                names += arguments[index + 1].split(separator: ",").map { (String($0), "--variant") }
                arguments.removeSubrange(index...(index + 1))
            } else if word.hasPrefix("--variant=") {
                names += word.dropFirst("--variant=".count).split(separator: ",").map { (String($0), "--variant") }
                arguments.remove(at: index)
            } else {
                index += 1
            }
        }
        var variants: [ScenarioVariant] = []
        for (written, source) in names {
            let name = written.trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else { continue }
            guard let variant = ScenarioVariant(name) else {
                context.writeError("\(context.program): \(source) names no variant \"\(name)\": \(variantNames)\n")
                return 64
            }
            if !variants.contains(variant) { variants.append(variant) }
        }
        context.catalog = context.catalog.withVariants(variants)
        let specs = commands.map(\.spec)
        guard let name = arguments.first, name != "--help", name != "-h", name != "help" else {
            if arguments.isEmpty {
                context.writeError(Help.overview(program: context.program, commands: specs))
                return 64
            }
            context.write(Help.overview(program: context.program, commands: specs))
            return 0
        }
        guard let command = commands.first(where: { $0.spec.name == name }) else {
            context.writeError(
                "\(context.program): unknown command \(name)" + Suggestions.didYouMean(name, among: specs.map(\.name))
                    + "\n\n"
                    + Help.overview(program: context.program, commands: specs))
            return 64
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            context.write(Help.command(program: context.program, command.spec))
            return 0
        }
        let usage = Help.usageLine(program: context.program, command.spec)
        let parsed: ParsedArguments
        do {
            parsed = try ParsedArguments.parse(rest, for: command.spec)
        } catch {
            context.writeError("\(context.program) \(command.spec.name): \(error.message)\n\(usage)\n")
            return 64
        }
        do {
            return try await command.perform(parsed, context)
        } catch let error as UsageError {
            context.writeError("\(context.program) \(command.spec.name): \(error.message)\n\(usage)\n")
            return 64
        } catch {
            context.writeError("\(context.program) \(command.spec.name): \(error)\n")
            return 1
        }
    }
}
