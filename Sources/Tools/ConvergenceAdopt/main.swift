import ConvergenceAdoption
import ConvergenceSupport
import Foundation

// The checkout this program was built from is the Convergence the written package depends on.
let checkout = PackageRoot.containing(#filePath) ?? URL(fileURLWithPath: #filePath)
do {
    let command = try AdoptCommand(arguments: Array(CommandLine.arguments.dropFirst()), convergence: checkout)
    print(try command.run())
} catch let error as AdoptionError {
    if case .usage(let text) = error, CommandLine.arguments.contains(where: { $0 == "-h" || $0 == "--help" }) {
        print(text)
        exit(0)
    }
    FileHandle.standardError.write(Data("convergence-adopt: \(error)\n".utf8))
    exit(error.isUsage ? 64 : 1)
} catch {
    FileHandle.standardError.write(Data("convergence-adopt: \(error)\n".utf8))
    exit(1)
}
