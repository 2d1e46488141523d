import Foundation

/// The parts of a symbol graph file the surface reads.
struct SymbolGraph: Decodable {
    struct Symbol: Decodable {
        struct Kind: Decodable {
            let identifier: String
        }
        struct Identifier: Decodable {
            let precise: String
        }
        struct Fragment: Decodable {
            let spelling: String
        }
        struct Extension: Decodable {
            let constraints: [Constraint]?
        }
        let kind: Kind
        let identifier: Identifier
        let pathComponents: [String]
        let declarationFragments: [Fragment]?
        let swiftExtension: Extension?
    }
    struct Constraint: Decodable {
        let kind: String
        let lhs: String
        let rhs: String

        var text: String { kind == "sameType" ? "\(lhs) == \(rhs)" : "\(lhs): \(rhs)" }
    }
    struct Relationship: Decodable {
        let kind: String
        let source: String
        let target: String
        let targetFallback: String?
        let swiftConstraints: [Constraint]?
    }
    let symbols: [Symbol]
    let relationships: [Relationship]

    /// One line per symbol, and one per conformance or superclass of a symbol of this file.
    func lines(extendedModule: String?) -> [String] {
        let prefix = extendedModule.map { "\($0)." } ?? ""
        let paths = Dictionary(
            symbols.map { ($0.identifier.precise, $0.pathComponents) }, uniquingKeysWith: { a, _ in a })
        var lines = symbols.map { symbol in
            let kind =
                symbol.kind.identifier.hasPrefix("swift.")
                ? String(symbol.kind.identifier.dropFirst("swift.".count)) : symbol.kind.identifier
            let declaration = Self.oneLine((symbol.declarationFragments ?? []).map(\.spelling).joined())
            let constraints = symbol.swiftExtension?.constraints ?? []
            let context =
                constraints.isEmpty ? "" : " (in extension where \(constraints.map(\.text).joined(separator: ", ")))"
            return "\(prefix)\(symbol.pathComponents.joined(separator: ".")) (\(kind)): \(declaration)\(context)"
        }
        let labels = ["conformsTo": "conformance", "inheritsFrom": "superclass"]
        for relationship in relationships {
            guard let label = labels[relationship.kind], let source = paths[relationship.source],
                !Self.implicitProtocols.contains(relationship.target)
            else { continue }
            let target =
                paths[relationship.target]?.joined(separator: ".") ?? relationship.targetFallback ?? relationship.target
            let constraints = relationship.swiftConstraints ?? []
            let condition = constraints.isEmpty ? "" : " where \(constraints.map(\.text).joined(separator: ", "))"
            lines.append("\(prefix)\(source.joined(separator: ".")) (\(label)): \(target)\(condition)")
        }
        return lines
    }

    /// Protocols every type conforms to unless it opts out (with `~Copyable` or `~Escapable`, which its declaration
    /// shows) or that follow from another conformance: listing them would only track the compiler's version.
    static let implicitProtocols: Set<String> = ["s:s8CopyableP", "s:s9EscapableP", "s:s16SendableMetatypeP"]

    /// `text` with every run of whitespace, newlines included, as one space.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
