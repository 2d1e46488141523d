import Convergence
import Testing

@Suite struct ForEachTests {
    struct Person: Identifiable {
        let id: String
        let name: String
    }

    @Test @MainActor func forEachOverIdentifiableMakesOneViewPerElement() {
        let people = [Person(id: "a", name: "Ada"), Person(id: "g", name: "Grace")]
        let stack = VStack(alignment: .leading) {
            ForEach(people) { Text($0.name) }
        }

        #expect(
            ascii(stack) == #"""
                Ada
                Grace
                """#
        )
    }

    @Test @MainActor func forEachWithIDKeyPath() {
        let stack = HStack {
            ForEach(["x", "y", "z"], id: \.self) { Text($0) }
        }

        #expect(ascii(stack) == "x y z")
    }

    @Test @MainActor func forEachOverARange() {
        let stack = HStack {
            ForEach(0..<4) { Text("\($0)") }
        }

        #expect(ascii(stack) == "0 1 2 3")
    }

    @Test @MainActor func forEachOverEmptyDataShowsNothing() {
        let stack = VStack {
            ForEach([Person]()) { Text($0.name) }
        }

        #expect(stack.resolvedNode().node.stacks.first?.children == [])
    }

    @Test @MainActor func forEachRowWithSeveralViewsContributesEachOfThem() {
        let stack = VStack(alignment: .leading) {
            ForEach(0..<2) { index in
                Text("title \(index)")
                Text("detail \(index)")
            }
        }

        #expect(
            ascii(stack) == #"""
                title 0
                detail 0
                title 1
                detail 1
                """#
        )
    }

    @Test @MainActor func rowStateFollowsItsIDWhenTheDataIsReordered() async throws {
        struct Counter: View {
            let name: String
            @State private var taps = 0
            var body: some View {
                Button("\(name) \(taps)") { taps += 1 }
            }
        }
        struct Rows: View {
            let names: [String]
            var body: some View {
                VStack {
                    ForEach(names, id: \.self) { Counter(name: $0) }
                }
            }
        }
        let graph = StateGraph()
        let first = ViewResolver.resolve(Rows(names: ["a", "b"]), graph: graph)
        await perform(try #require(first.button("a 0")).action)

        let reordered = ViewResolver.resolve(Rows(names: ["b", "a"]), graph: graph)

        #expect(reordered.buttons.map { Node.button($0).plainText } == ["b 0", "a 1"])
    }
}
