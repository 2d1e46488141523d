import Convergence
import Foundation
import Testing

@testable import ConvergenceRuntime
@testable import ConvergenceScenarios

/// A list saved straight into `UserDefaults.standard`, as many apps keep a small list.
@MainActor
private final class SavedList {
    let key: String
    private(set) var items: [String]

    init(key: String) {
        self.key = key
        items = UserDefaults.standard.stringArray(forKey: key) ?? []
    }

    func add() {
        items.append("Item \(items.count + 1)")
        UserDefaults.standard.set(items, forKey: key)
    }
}

private struct SavedListView: View {
    let list: SavedList
    @State private var version = 0

    var body: some View {
        VStack {
            Text(list.items.isEmpty ? "Empty" : list.items.joined(separator: ", "))
            Button("Add") {
                list.add()
                version += 1
            }
        }
    }
}

@MainActor
private final class Registrations {
    var count = 0
}

private struct RegisteredCounter: View {
    let key: String

    var body: some View { Text("Seen \(UserDefaults.standard.integer(forKey: key))") }
}

private func firstLine(_ frame: ScenarioFrame) -> String {
    String(frame.render(.ascii(width: 40)).prefix { $0 != "\n" }).trimmingCharacters(in: .whitespaces)
}

@Suite struct StandardDefaultsSandboxTests {
    private static func uniqueKey() -> String { "sandbox-test-\(UUID().uuidString)" }

    @Test @MainActor func aScenarioThatSavesToTheStandardStoreLeavesItAsItFoundIt() async throws {
        let key = Self.uniqueKey()
        let frames = try await Scenario("adding", steps: [.tap("Add"), .tap("Add")]) {
            SavedListView(list: SavedList(key: key))
        }.frames()

        #expect(frames.last.map(firstLine) == "Item 1, Item 2")
        #expect(UserDefaults.standard.object(forKey: key) == nil)
    }

    /// Every way a sandbox can learn what a render changed on this platform.
    static let watchings: [StandardDefaultsSandbox.Watching] = {
        #if canImport(Darwin)
            [.wholeStore]
        #else
            [.wholeStore, .writes]
        #endif
    }()

    @Test(arguments: watchings) @MainActor
    func aValueTheStoreHadBeforeIsSeenChangedAndPutBack(_ watching: StandardDefaultsSandbox.Watching) {
        let key = Self.uniqueKey()
        UserDefaults.standard.set(["Kept"], forKey: key)
        defer { UserDefaults.standard.removeObject(forKey: key) }
        let render = StandardDefaultsSandbox(scenario: "one", watching: watching)
        let other = StandardDefaultsSandbox(scenario: "other", watching: watching)

        render.lend { UserDefaults.standard.set(["Kept", "Added"], forKey: key) }

        #expect(UserDefaults.standard.stringArray(forKey: key) == ["Kept"])
        #expect(other.lend { UserDefaults.standard.stringArray(forKey: key) } == ["Kept"])
        #expect(render.lend { UserDefaults.standard.stringArray(forKey: key) } == ["Kept", "Added"])
        #expect(UserDefaults.standard.stringArray(forKey: key) == ["Kept"])
        #expect(StandardDefaultsSandbox.keysLeftBehind["one"] == nil)
    }

    @Test(arguments: watchings) @MainActor
    func aValueTheRenderPutsBackStaysPutBackInItsLaterTurns(_ watching: StandardDefaultsSandbox.Watching) {
        let key = Self.uniqueKey()
        let render = StandardDefaultsSandbox(scenario: "undo", watching: watching)

        render.lend { UserDefaults.standard.set("Draft", forKey: key) }
        render.lend { UserDefaults.standard.removeObject(forKey: key) }

        #expect(render.lend { UserDefaults.standard.object(forKey: key) } == nil)
        #expect(UserDefaults.standard.object(forKey: key) == nil)
    }

    @Test(arguments: watchings) @MainActor
    func everyKindOfSetterIsKeptToTheRender(_ watching: StandardDefaultsSandbox.Watching) {
        let keys = (0..<5).map { _ in Self.uniqueKey() }
        let render = StandardDefaultsSandbox(scenario: "setters", watching: watching)
        let other = StandardDefaultsSandbox(scenario: "other", watching: watching)

        render.lend {
            UserDefaults.standard.set(3, forKey: keys[0])
            UserDefaults.standard.set(true, forKey: keys[1])
            UserDefaults.standard.set(2.5, forKey: keys[2])
            UserDefaults.standard.set(Float(1.5), forKey: keys[3])
            UserDefaults.standard.set(URL(fileURLWithPath: "/tmp/notes.txt"), forKey: keys[4])
        }

        let seen = render.lend {
            (
                UserDefaults.standard.integer(forKey: keys[0]), UserDefaults.standard.bool(forKey: keys[1]),
                UserDefaults.standard.double(forKey: keys[2]), UserDefaults.standard.float(forKey: keys[3]),
                UserDefaults.standard.url(forKey: keys[4])?.path
            )
        }
        #expect(seen.0 == 3 && seen.1 && seen.2 == 2.5 && seen.3 == 1.5 && seen.4 == "/tmp/notes.txt")
        #expect(other.lend { keys.allSatisfy { UserDefaults.standard.object(forKey: $0) == nil } })
        #expect(keys.allSatisfy { UserDefaults.standard.object(forKey: $0) == nil })
    }

    @Test(arguments: watchings) @MainActor
    func aWriteMadeOutsideEveryLendIsNotTakenForTheRenders(_ watching: StandardDefaultsSandbox.Watching) {
        let key = Self.uniqueKey()
        let render = StandardDefaultsSandbox(scenario: "reader", watching: watching)
        defer { UserDefaults.standard.removeObject(forKey: key) }

        render.lend { _ = UserDefaults.standard.object(forKey: key) }
        UserDefaults.standard.set("From the test", forKey: key)
        render.lend { _ = UserDefaults.standard.object(forKey: key) }

        #expect(UserDefaults.standard.string(forKey: key) == "From the test")
        #expect(render.lend { UserDefaults.standard.string(forKey: key) } == "From the test")
    }

    @Test(arguments: watchings) @MainActor
    func aLendInsideAnotherRendersLendKeepsEachRendersWritesApart(_ watching: StandardDefaultsSandbox.Watching) {
        let (outerKey, innerKey) = (Self.uniqueKey(), Self.uniqueKey())
        let outer = StandardDefaultsSandbox(scenario: "outer", watching: watching)
        let inner = StandardDefaultsSandbox(scenario: "inner", watching: watching)

        outer.lend {
            UserDefaults.standard.set("outer", forKey: outerKey)
            inner.lend { UserDefaults.standard.set("inner", forKey: innerKey) }
            #expect(UserDefaults.standard.object(forKey: innerKey) == nil)
        }

        #expect(outer.lend { UserDefaults.standard.string(forKey: outerKey) } == "outer")
        #expect(outer.lend { UserDefaults.standard.object(forKey: innerKey) } == nil)
        #expect(inner.lend { UserDefaults.standard.string(forKey: innerKey) } == "inner")
        #expect(inner.lend { UserDefaults.standard.object(forKey: outerKey) } == nil)
        #expect(UserDefaults.standard.object(forKey: outerKey) == nil)
        #expect(UserDefaults.standard.object(forKey: innerKey) == nil)
    }

    #if !canImport(Darwin)
        @Test func theStandardObjectIsWatchedAndStillAUserDefaultsStore() {
            let key = Self.uniqueKey()
            #expect(StandardDefaultsWriteLog.isAvailable)
            #expect(StandardDefaultsSandbox.Watching.preferred == .writes)
            let standard: Any = UserDefaults.standard
            #expect(standard is UserDefaults)

            UserDefaults.standard.set(["a", "b"], forKey: key)
            #expect(UserDefaults.standard.stringArray(forKey: key) == ["a", "b"])
            UserDefaults.standard.removeObject(forKey: key)
            #expect(UserDefaults.standard.object(forKey: key) == nil)
        }
    #endif

    @Test @MainActor func changedKeysCompareNestedValues() {
        let before: [String: Any] = ["list": ["a", "b"], "same": ["n": 1], "gone": true]
        let after: [String: Any] = ["list": ["a", "c"], "same": ["n": 1], "new": Data([1])]

        #expect(StandardDefaultsSandbox.changedKeys(from: before, to: after) == ["gone", "list", "new"])
    }

    @Test @MainActor func scenariosRenderingAtTheSameTimeNeverSeeEachOthersSavedValues() async throws {
        let key = Self.uniqueKey()
        let adding = Scenario("adding", steps: [.tap("Add"), .advanceClock(by: .seconds(1)), .tap("Add")]) {
            SavedListView(list: SavedList(key: key))
        }
        let empty = Scenario("empty") { SavedListView(list: SavedList(key: key)) }
        var renders: [Task<String?, any Error>] = []
        for index in 0..<12 {
            let isAdding = index.isMultiple(of: 2)
            renders.append(
                Task { @MainActor in
                    let frames = try await (isAdding ? adding : empty).frames()
                    return isAdding ? nil : firstLine(frames[0])
                })
        }
        var firstFrames: [String] = []
        for render in renders {
            if let text = try await render.value { firstFrames.append(text) }
        }

        #expect(firstFrames == Array(repeating: "Empty", count: 6))
        #expect(UserDefaults.standard.object(forKey: key) == nil)
    }

    @Test @MainActor func aKeyThatCannotBePutBackIsNamedWhenRendersDiffer() async throws {
        let key = Self.uniqueKey()
        let registrations = Registrations()
        let scenario = Scenario("registering") { () -> RegisteredCounter in
            registrations.count += 1
            UserDefaults.standard.register(defaults: [key: registrations.count])
            return RegisteredCounter(key: key)
        }
        let error = await #expect(throws: ScenarioError.self) { try await scenario.deterministicFrames() }

        #expect(error.map { "\($0)" }?.contains("could not be put back: \(key)") == true)
    }
}
