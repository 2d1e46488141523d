import Foundation

/// The registry an app hands to the runner, the tests and the CLI: every scenario, in a stable order.
///
/// ```swift
/// enum AppCatalog {
///     static let catalog = ScenarioCatalog([ItemScenarios.self, SettingsScenarios.self])
///     static var all: [Scenario] { catalog.all }
/// }
/// ```
///
/// Ids (`Feature/name`) must be unique. A catalog with duplicates still builds, so a static property can hold it,
/// but ``problems`` names them and every front end fails on them: ``validate()`` throws, and the runner and
/// `assertSnapshot` report each duplicate with both declarations.
public struct ScenarioCatalog: Sendable {
    /// Every scenario, in provider order and then declaration order.
    public let all: [Scenario]
    /// What is wrong with the catalog: duplicate ids, empty names.
    public let problems: [CatalogProblem]
    /// Facts worked out once per catalog (which files collide, say) rather than once per scenario.
    package let memo = CatalogMemo()

    /// A catalog of every scenario of the providers, each assigned to its provider's feature unless it names its own.
    ///
    /// - Parameter providers: The providers, in the order their scenarios are listed; duplicate ids are kept in
    ///   ``problems``.
    public init(_ providers: [any ScenarioProvider.Type]) {
        self.init(
            scenarios: providers.flatMap { provider in provider.scenarios.map { $0.inFeature(provider.featureName) } })
    }

    /// A catalog of scenarios gathered elsewhere (each keeps the feature it names, or `Scenarios`).
    ///
    /// - Parameter scenarios: The scenarios, in the order to list them; duplicate ids and empty names are kept in
    ///   ``problems``.
    public init(scenarios: [Scenario]) {
        all = scenarios
        var problems: [CatalogProblem] = []
        var firstByID: [String: Scenario] = [:]
        for scenario in scenarios {
            if scenario.name.unicodeScalars.allSatisfy({ CharacterSet.whitespaces.contains($0) }) {
                problems.append(.emptyName(id: scenario.id, declaredAt: scenario.source))
            }
            if let first = firstByID[scenario.id] {
                problems.append(.duplicateID(scenario.id, first: first.source, second: scenario.source))
            } else {
                firstByID[scenario.id] = scenario
            }
        }
        self.problems = problems
    }

    /// A catalog whose problems are thrown instead of kept.
    ///
    /// - Parameter providers: The providers, in the order their scenarios are listed.
    /// - Throws: The first ``CatalogProblem``: a duplicate id or an empty name.
    public init(validating providers: [any ScenarioProvider.Type]) throws {
        self.init(providers)
        try validate()
    }

    /// Throws the catalog's first problem, if any.
    public func validate() throws {
        if let problem = problems.first { throw problem }
    }

    /// The same catalog with every scenario also recording `formats`, e.g. the accessibility outline for a whole
    /// app: `ScenarioCatalog([ItemScenarios.self]).recording(.accessibilityOutline)`.
    ///
    /// - Parameter formats: Formats every scenario records in addition to its own.
    /// - Returns: A new catalog of the extended scenarios, in the same order.
    public func recording(_ formats: ScenarioFormats) -> ScenarioCatalog {
        ScenarioCatalog(scenarios: all.map { $0.recording(formats) })
    }

    /// The scenario with an id (`Feature/name`), if any.
    ///
    /// - Parameter id: The scenario's id, `Feature/name`, e.g. `Items/loaded`.
    /// - Returns: The first scenario with that id, or `nil` when there is none.
    public func scenario(id: String) -> Scenario? {
        all.first { $0.id == id }
    }

    /// The features, in catalog order.
    public var features: [String] {
        var seen: Set<String> = []
        return all.compactMap { scenario in
            let feature = scenario.feature ?? "Scenarios"
            return seen.insert(feature).inserted ? feature : nil
        }
    }

    /// The problems that concern one scenario.
    ///
    /// - Parameter scenario: A scenario of this catalog.
    /// - Returns: The duplicate ids and empty names that involve it; empty when it has none.
    package func problems(for scenario: Scenario) -> [CatalogProblem] {
        problems.filter { problem in
            switch problem.reason {
            case .duplicateID(let id, _, _): id == scenario.id
            case .emptyName(let id, _): id == scenario.id
            }
        }
    }
}

/// Something wrong with a catalog, described for people: a duplicate id or an empty name.
///
/// Match on ``code``, which stays stable when kinds are added:
///
/// ```swift
/// catch let problem as CatalogProblem where problem.code == .duplicateID { … }
/// ```
public struct CatalogProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, with its details: the package matches on it; users match on ``code``.
    package let reason: Reason

    package init(_ reason: Reason) { self.reason = reason }

    /// A stable name for the kind of problem, to compare with.
    public var code: Code {
        switch reason {
        case .duplicateID: .duplicateID
        case .emptyName: .emptyName
        }
    }

    /// Where the scenario the problem is about was declared (for a duplicate id, the second declaration).
    public var declaredAt: ScenarioSourceLocation {
        switch reason {
        case .duplicateID(_, _, let second): second
        case .emptyName(_, let source): source
        }
    }

    public var description: String {
        switch reason {
        case .duplicateID(let id, let first, let second):
            "Two scenarios have the id \(id): one declared at \(first), the other at \(second). "
                + "Rename one of them (ids are Feature/name and name the snapshot files)."
        case .emptyName(_, let source):
            "The scenario declared at \(source) has an empty name. Give it a name such as \"loaded\" or \"empty\"."
        }
    }

    /// The kinds of catalog problem, as the package tells them apart.
    package enum Reason: Sendable, Equatable {
        case duplicateID(String, first: ScenarioSourceLocation, second: ScenarioSourceLocation)
        case emptyName(id: String, declaredAt: ScenarioSourceLocation)
    }

    /// The stable name of a kind of catalog problem.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: String

        public init(rawValue: String) { self.rawValue = rawValue }

        public var description: String { rawValue }

        /// Two scenarios share an id (`Feature/name`).
        public static let duplicateID = Code(rawValue: "duplicateID")
        /// A scenario's name is empty or only spaces.
        public static let emptyName = Code(rawValue: "emptyName")
    }

    /// Two scenarios share `id`: declared at `first`, then at `second`.
    package static func duplicateID(
        _ id: String, first: ScenarioSourceLocation, second: ScenarioSourceLocation
    ) -> CatalogProblem {
        CatalogProblem(.duplicateID(id, first: first, second: second))
    }

    /// The scenario declared at `source` has an empty name.
    package static func emptyName(id: String, declaredAt source: ScenarioSourceLocation) -> CatalogProblem {
        CatalogProblem(.emptyName(id: id, declaredAt: source))
    }
}

/// Values derived from a catalog, computed on first use and shared by every copy of it (a catalog never changes).
package final class CatalogMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: any Sendable] = [:]

    package init() {}

    /// The value stored under `key`, computing it with `make` the first time.
    package func value<Value: Sendable>(_ key: String, _ make: () -> Value) -> Value {
        // Unwrapped before the cast: cast to an optional `Value`, a missing entry would read as a stored `nil`.
        if let stored = lock.withLock({ values[key] }), let known = stored as? Value { return known }
        let made = make()
        lock.withLock { values[key] = made }
        return made
    }
}
