import Convergence
import Testing

/// `.task` follows the view as SwiftUI's does: started on appear, cancelled on disappear, restarted when its
/// `id` changes.
@MainActor
@Suite struct TaskLifecycleTests {
    @Observable @MainActor
    final class Log {
        var query = ""
        var shown = true
        var events: [String] = []
    }

    struct Search: View {
        @Bindable var log: Log
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Query", text: $log.query)
                Text("searched: \(log.events.filter { $0.hasPrefix("found") }.joined(separator: ", "))")
            }
            .task(id: log.query) {
                let query = log.query
                log.events.append("start \(query)")
                do {
                    try await ScenarioClock.sleep(for: .seconds(1))
                    log.events.append("found \(query)")
                } catch {
                    log.events.append("cancelled \(query)")
                }
            }
        }
    }

    @Test func aChangedIDCancelsTheRunningTaskAndStartsANewOne() async throws {
        let log = Log()
        let scenario = Scenario(
            "search",
            steps: [.type("a", into: "Query"), .type("b", into: "Query"), .advanceClock(by: .seconds(1))]
        ) { Search(log: log) }
        let frames = try await scenario.frames()
        // A cancelled task notices at its next await, so its "cancelled" may come after the next "start".
        #expect(log.events.filter { $0.hasPrefix("start") } == ["start ", "start a", "start ab"])
        #expect(Set(log.events.filter { $0.hasPrefix("cancelled") }) == ["cancelled ", "cancelled a"])
        #expect(log.events.filter { $0.hasPrefix("found") } == ["found ab"], "only the last query's search finishes")
        #expect(log.events.firstIndex(of: "cancelled ")! < log.events.firstIndex(of: "start ab")!)
        #expect(frames[3].render(.ascii(width: 30)).contains("searched: found ab"))
    }

    @Test func anUnchangedIDDoesNotRestartTheTask() async throws {
        let log = Log()
        let scenario = Scenario("steady", steps: [.advanceClock(by: .seconds(1)), .toggle("Shown")]) {
            VStack {
                Search(log: log)
                Toggle("Shown", isOn: Bindable(log).shown)
            }
        }
        _ = try await scenario.frames()
        #expect(log.events == ["start ", "found "], "re-rendering with the same id leaves the task alone")
    }

    struct Panel: View {
        let log: Log
        var body: some View {
            Text("panel")
                .task {
                    log.events.append("appear")
                    do {
                        try await ScenarioClock.sleep(for: .seconds(60))
                        log.events.append("finished")
                    } catch {
                        log.events.append("cancelled")
                    }
                }
        }
    }

    struct Host: View {
        @Bindable var log: Log
        var body: some View {
            VStack {
                Toggle("Shown", isOn: $log.shown)
                if log.shown { Panel(log: log) }
            }
        }
    }

    @Test func aViewThatGoesAwayHasItsTaskCancelledAndRestartedWhenItComesBack() async throws {
        let log = Log()
        let scenario = Scenario("panel", steps: [.toggle("Shown"), .toggle("Shown")]) { Host(log: log) }
        let frames = try await scenario.frames()
        #expect(log.events.prefix(3) == ["appear", "cancelled", "appear"])
        #expect(!frames[1].render(.ascii(width: 20)).contains("panel"))
        #expect(frames[2].render(.ascii(width: 20)).contains("panel"))
    }

    /// Equal when their keys are: `noise` shows in the description but not in `==`.
    struct Loose: Equatable {
        let key: Int
        let noise: Int
        static func == (lhs: Loose, rhs: Loose) -> Bool { lhs.key == rhs.key }
    }

    struct LooseView: View {
        let log: Log
        @State var loose = Loose(key: 1, noise: 0)
        var body: some View {
            VStack {
                Button("Noise") { loose = Loose(key: loose.key, noise: loose.noise + 1) }
                Button("Key") { loose = Loose(key: loose.key + 1, noise: 0) }
            }
            .task(id: loose) { log.events.append("start \(loose.key)") }
        }
    }

    @Test func idsAreComparedWithTheirOwnEqualityNotTheirDescription() async throws {
        let log = Log()
        _ = try await Scenario("loose", steps: [.tap("Noise"), .tap("Noise"), .tap("Key")]) { LooseView(log: log) }
            .frames()
        #expect(log.events == ["start 1", "start 2"], "a change only in the description restarts nothing")
        let early = Date(timeIntervalSince1970: 1000.1)
        let late = Date(timeIntervalSince1970: 1000.7)
        #expect(String(reflecting: early) == String(reflecting: late))
        #expect(TaskID(early) != TaskID(late), "values that print alike still differ")
        #expect(TaskID(Set(0..<50)) == TaskID(Set((0..<50).reversed())))
        #expect(TaskID(1) != TaskID("1"), "values of different types never match")
    }
}
