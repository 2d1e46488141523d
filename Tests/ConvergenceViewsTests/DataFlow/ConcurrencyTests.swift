import Convergence
import Testing

/// A screen that uses everything a render owns: environment, state, a navigation title, tasks and async actions.
private struct Dashboard: View {
    let index: Int
    @Environment(\.greeting) private var greeting
    @State private var taps = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(greeting ?? "-") · taps \(taps)")
            Button("Tap \(index)") {
                await Task.yield()
                taps += 1
            }
            if taps.isMultiple(of: 2) {
                Text("even")
            } else {
                Text("odd")
            }
        }
        .navigationTitle("Dashboard \(index)")
        .task { await Task.yield() }
    }
}

/// What one session saw: its frames and its last tree.
private struct SessionResult: Sendable, Equatable {
    let index: Int
    let frames: [String]
    let node: Node
}

/// Counts how many sessions are under way at once.
@MainActor
private final class Overlap {
    private var running = 0
    private(set) var peak = 0

    func begin() {
        running += 1
        peak = max(peak, running)
    }

    func end() {
        running -= 1
    }
}

/// Resolves, taps `index % 4` times with yields in between, and resolves again.
@MainActor
private func session(_ index: Int, overlap: Overlap? = nil) async -> SessionResult {
    overlap?.begin()
    defer { overlap?.end() }
    let graph = StateGraph()
    let screen = NavigationStack { Dashboard(index: index) }.environment(\.greeting, "User \(index)")
    let first = ViewResolver.resolve(screen, graph: graph)
    var frames = [ascii(first, width: 24)]
    await Task.yield()
    for _ in 0..<(index % 4) {
        if let button = first.buttons.first { await perform(button.action) }
        await Task.yield()
    }
    let last = ViewResolver.resolve(screen, graph: graph)
    frames.append(ascii(last, width: 24))
    return SessionResult(index: index, frames: frames, node: last)
}

@Suite struct ConcurrencyTests {
    @Test @MainActor func interleavedResolutionsGiveTheSameTreesAsSerialOnes() async {
        let count = 40
        var serial: [SessionResult] = []
        for index in 0..<count {
            serial.append(await session(index))
        }

        let overlap = Overlap()
        let tasks = (0..<count).map { index in
            Task { await session(index, overlap: overlap) }
        }
        var concurrent: [SessionResult] = []
        for task in tasks {
            concurrent.append(await task.value)
        }

        #expect(overlap.peak > 1, "the sessions should have interleaved")
        #expect(concurrent == serial)
    }

    @Test @MainActor func aSessionShowsItsOwnEnvironmentStateAndTitle() async {
        let result = await session(3)

        #expect(
            result.frames == [
                #"""
                Dashboard 3
                ========================
                User 3 · taps 0
                [ Tap 3 ]
                even
                """#,
                #"""
                Dashboard 3
                ========================
                User 3 · taps 3
                [ Tap 3 ]
                odd
                """#,
            ]
        )
    }

    @Test(arguments: 0..<12)
    @MainActor func parallelTestCasesEachSeeTheirOwnRender(index: Int) async {
        let result = await session(index)

        #expect(result.frames.last?.contains("User \(index) · taps \(index % 4)") == true)
        #expect(result.frames.last?.hasPrefix("Dashboard \(index)\n") == true)
    }
}
