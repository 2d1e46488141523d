import Convergence

// What `#Preview` expands to, written out by hand so that discovery is tested apart from the macro.

enum RegistryFixtures {
    @MainActor static var sharedContextRuns = 0
}

struct CounterView: View {
    var start: Int
    @State private var count = 0
    var body: some View { Text("count \(start + count)") }
}

struct SampleContext: PreviewModifier {
    static func makeSharedContext() async throws -> String {
        RegistryFixtures.sharedContextRuns += 1
        // Sleeps on the scenario clock pass at once while the context is made.
        try await ScenarioClock.sleep(for: .seconds(30))
        return "shared"
    }

    func body(content: Content, context: String) -> some View {
        VStack {
            Text("context: \(context)")
            content
        }
    }
}

struct FailingContext: PreviewModifier {
    struct Broken: Error, CustomStringConvertible {
        var description: String { "the sample store is missing" }
    }

    static func makeSharedContext() async throws -> Int { throw Broken() }
    func body(content: Content, context: Int) -> some View { content }
}

struct RegistryLater: PreviewRegistry {
    static let fileID = "ConvergenceScenariosTests/Registered.swift"
    static let filePath = "/virtual/Tests/ConvergenceScenariosTests/Registered.swift"
    static let line = 30
    static let column = 1
    @MainActor static func makePreview() throws -> Preview {
        Preview { CounterView(start: 30) }
    }
}

struct RegistryEarlier: PreviewRegistry {
    static let fileID = "ConvergenceScenariosTests/Registered.swift"
    static let filePath = "/virtual/Tests/ConvergenceScenariosTests/Registered.swift"
    static let line = 10
    static let column = 1
    @MainActor static func makePreview() throws -> Preview {
        Preview { CounterView(start: 10) }
    }
}

struct RegistryTitled: PreviewRegistry {
    static let fileID = "ConvergenceScenariosTests/Registered.swift"
    static let filePath = "/virtual/Tests/ConvergenceScenariosTests/Registered.swift"
    static let line = 20
    static let column = 1
    @MainActor static func makePreview() throws -> Preview {
        Preview("With context", traits: .sizeThatFitsLayout, .modifier(SampleContext())) { CounterView(start: 20) }
    }
}

struct RegistrySecondContext: PreviewRegistry {
    static let fileID = "ConvergenceScenariosTests/Registered.swift"
    static let filePath = "/virtual/Tests/ConvergenceScenariosTests/Registered.swift"
    static let line = 25
    static let column = 1
    @MainActor static func makePreview() throws -> Preview {
        Preview("Same context", traits: .modifier(SampleContext())) { CounterView(start: 25) }
    }
}

struct RegistryFixedWidth: PreviewRegistry {
    static let fileID = "ConvergenceScenariosTests/Registered.swift"
    static let filePath = "/virtual/Tests/ConvergenceScenariosTests/Registered.swift"
    static let line = 40
    static let column = 1
    @MainActor static func makePreview() throws -> Preview {
        Preview("Fixed", traits: .fixedLayout(width: 200, height: 300)) { CounterView(start: 40) }
    }
}

struct RegistryThrowing: PreviewRegistry {
    struct Missing: Error, CustomStringConvertible {
        var description: String { "fixture file missing" }
    }
    static let fileID = "ConvergenceScenariosTests/Broken.swift"
    static let filePath = "/virtual/Tests/ConvergenceScenariosTests/Broken.swift"
    static let line = 5
    static let column = 1
    @MainActor static func makePreview() throws -> Preview { throw Missing() }
}

struct RegistryFailingContext: PreviewRegistry {
    static let fileID = "ConvergenceScenariosTests/Broken.swift"
    static let filePath = "/virtual/Tests/ConvergenceScenariosTests/Broken.swift"
    static let line = 9
    static let column = 1
    @MainActor static func makePreview() throws -> Preview {
        Preview("Bad context", traits: .modifier(FailingContext())) { Text("never") }
    }
}
