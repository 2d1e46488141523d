/// What stops `convergence-adopt` from writing a package, said so that the user knows what to do next.
package enum AdoptionError: Error, Equatable, CustomStringConvertible {
    case notFound(String)
    case malformedProject(String, String)
    case noAppTarget(String)
    case ambiguousAppTarget(String, [String])
    case noSources(String)
    case outputInsideApp(String)
    case usage(String)

    package var description: String {
        switch self {
        case .notFound(let path):
            "no Xcode project or folder of Swift sources at \(path)"
        case .malformedProject(let path, let detail):
            "could not read \(path): \(detail)"
        case .noAppTarget(let path):
            "\(path) has no application target; pass the folder of the app's sources instead"
        case .ambiguousAppTarget(let path, let names):
            "\(path) has several application targets (\(names.joined(separator: ", "))); choose one with --target NAME"
        case .noSources(let path):
            "no .swift files in \(path)"
        case .outputInsideApp(let path):
            "the package would be written over the app's own folder (\(path)); choose another place with --output DIR"
        case .usage(let message):
            message
        }
    }
}

extension AdoptionError {
    /// Whether the command line itself was wrong (exit status 64).
    package var isUsage: Bool {
        if case .usage = self { return true }
        return false
    }
}
