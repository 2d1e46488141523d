import Convergence
import Testing

private struct Loader: View {
    let log: Recorder<[String]>
    var body: some View {
        Text("Loading").task {
            log.value.append("loaded")
        }
    }
}

@Suite struct TaskModifierTests {
    @Test @MainActor func taskIsAttachedToItsContent() {
        let node = Text("Loading").task {}.resolvedNode().node

        guard case .task(_, let content) = node else {
            Issue.record("Expected a task node, got \(node)")
            return
        }
        #expect(content == .text(TextNode("Loading")))
    }

    @Test @MainActor func taskOriginNamesTheViewThatDeclaredIt() throws {
        let node = Loader(log: Recorder([])).resolvedNode().node

        #expect(try #require(node.taskEffects.first).origin == "Loader")
    }

    @Test @MainActor func taskOnTheRootViewIsNamedRoot() throws {
        let node = Text("x").task {}.resolvedNode().node

        #expect(try #require(node.taskEffects.first).origin == "root")
    }

    @Test @MainActor func taskWorkRunsTheAction() async throws {
        let log = Recorder<[String]>([])
        let node = Loader(log: log).resolvedNode().node

        try await #require(node.taskEffects.first).work()

        #expect(log.value == ["loaded"])
    }

    @Test @MainActor func aPassCountsTheEffectsItMakesSoThatATreeWithoutAnyIsNotSearched() {
        let graph = StateGraph()
        let screen = VStack {
            Text("a").task {}
            Text("b").onDisappear {}
            List { Text("c").task(id: 1) {} }
        }
        let node = ViewResolver.resolveReportingProblems(screen, graph: graph).node
        #expect(graph.effectsMade == 3)
        #expect(node.taskEffects.count == 3)
        _ = ViewResolver.resolveReportingProblems(Text("plain"), graph: graph)
        #expect(graph.effectsMade == 0, "each pass counts afresh")
    }

    @Test @MainActor func resolvingDoesNotStartTheTask() {
        let log = Recorder<[String]>([])

        _ = Loader(log: log).resolvedNode().node

        #expect(log.value.isEmpty)
    }

    @Test @MainActor func tasksAtDifferentPlacesHaveDifferentIdentities() {
        let log = Recorder<[String]>([])
        let node = VStack {
            Loader(log: log)
            Loader(log: log)
        }
        .resolvedNode().node

        let identities = node.taskEffects.map(\.identity)
        #expect(identities.count == 2)
        #expect(Set(identities).count == 2)
    }

    @Test @MainActor func taskIdentityIsStableAcrossResolutions() {
        let view = Loader(log: Recorder([]))

        #expect(
            view.resolvedNode().node.taskEffects.map(\.identity) == view.resolvedNode().node.taskEffects.map(\.identity)
        )
    }

    @Test @MainActor func taskOnEmptyContentIsStillCarried() {
        let node = EmptyView().task {}.resolvedNode().node

        #expect(node.taskEffects.count == 1)
    }

    @Test @MainActor func taskDoesNotChangeTheASCIIRender() {
        #expect(ascii(Text("Loading").task {}) == "Loading")
    }

    @Test @MainActor func taskWithIDIsCarriedToo() {
        #expect(Text("x").task(id: 42) {}.resolvedNode().node.taskEffects.count == 1)
    }

    @Test @MainActor func onAppearRunsAsATask() async throws {
        let appeared = Recorder(false)
        let node = Text("x").onAppear { appeared.value = true }.resolvedNode().node

        try await #require(node.taskEffects.first).work()

        #expect(appeared.value)
    }
}

@Suite struct AccessibilityModifierTests {
    @Test @MainActor func identifierWrapsTheNode() {
        let node = Button("Save") {}.accessibilityIdentifier("save-button").resolvedNode().node

        guard case .accessibility(let accessibility) = node else {
            Issue.record("Expected an accessibility node, got \(node)")
            return
        }
        #expect(accessibility.identifier == "save-button")
        #expect(accessibility.label == nil)
        #expect(Node.accessibility(accessibility).buttons.count == 1)
    }

    @Test @MainActor func labelWrapsTheNode() {
        let node = Image(systemName: "trash").accessibilityLabel("Delete").resolvedNode().node

        #expect(
            node == .accessibility(AccessibilityNode(label: "Delete", content: .image(ImageNode(systemName: "trash")))))
    }

    @Test @MainActor func labelFromText() {
        let node = Text("x").accessibilityLabel(Text("Close")).resolvedNode().node

        #expect(node == .accessibility(AccessibilityNode(label: "Close", content: .text(TextNode("x")))))
    }

    @Test @MainActor func accessibilityIsInvisibleInASCII() {
        let view = Button("Save") {}.accessibilityIdentifier("save").accessibilityLabel("Save the file")

        #expect(ascii(view) == "[ Save ]")
    }
}

@Suite struct TagModifierTests {
    @Test @MainActor func tagIsTransparentOutsideAPicker() {
        #expect(ascii(Text("Option").tag(1)) == "Option")
    }

    @Test @MainActor func tagIsCarriedOnTheNode() {
        #expect(Text("Option").tag("a").resolvedNode().node == .tagged(Tag("a"), .text(TextNode("Option"))))
    }
}
