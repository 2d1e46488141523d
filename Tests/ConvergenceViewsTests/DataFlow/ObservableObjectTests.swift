import Convergence
import Testing

private final class CounterModel: ObservableObject {
    @Published var count = 0
    @Published var name = "Ada"
}

private struct OwnedCounter: View {
    @StateObject private var model = CounterModel()
    var body: some View {
        VStack {
            Text("Count: \(model.count)")
            Button("Add") { model.count += 1 }
        }
    }
}

private struct ObservedForm: View {
    @ObservedObject var model: CounterModel
    var body: some View {
        TextField("Name", text: $model.name)
    }
}

private struct Badge: View {
    @EnvironmentObject var model: CounterModel
    var body: some View { Text("Badge \(model.count)") }
}

@Suite struct ObservableObjectTests {
    @Test @MainActor func aStateObjectsPublishedChangeRerendersTheScenario() async throws {
        let frames = try await Scenario("add", steps: [.tap("Add"), .tap("Add")]) { OwnedCounter() }.frames()

        #expect(frames.map { $0.node.texts.first?.content } == ["Count: 0", "Count: 1", "Count: 2"])
    }

    @Test @MainActor func aStateObjectIsMadeOncePerRenderAndKeptAcrossRerenders() async throws {
        let scenario = Scenario("twice", steps: [.tap("Add")]) { OwnedCounter() }

        let first = try await scenario.frames()
        let second = try await scenario.frames()

        #expect(first.last?.node.texts.first?.content == "Count: 1")
        #expect(second.last?.node.texts.first?.content == "Count: 1")
    }

    @Test @MainActor func observedObjectBindingsWriteThePublishedProperty() async throws {
        let model = CounterModel()
        let frames = try await Scenario("type", steps: [.type("!", into: "Name")]) { ObservedForm(model: model) }
            .frames()

        #expect(model.name == "Ada!")
        #expect(frames.last?.node.textFields.first?.text == "Ada!")
    }

    @Test @MainActor func sendingObjectWillChangeByHandRerenders() async throws {
        let model = CounterModel()
        let view = VStack {
            Badge()
            Button("Bump") {
                model.objectWillChange.send()
                model.count = 41 + 1
            }
        }
        let frames = try await Scenario("bump", steps: [.tap("Bump")]) { view.environmentObject(model) }.frames()

        #expect(frames.last?.node.texts.first?.content == "Badge 42")
    }

    @Test @MainActor func aMissingEnvironmentObjectFailsTheScenarioNamingViewPropertyAndType() async throws {
        let error = await #expect(throws: ScenarioError.self) {
            try await Scenario("missing") { Badge() }.render(.ascii(width: 60))
        }
        let message = String(describing: error)
        #expect(message.contains("Badge cannot be shown"))
        #expect(message.contains("model: @EnvironmentObject finds no CounterModel"))
        #expect(message.contains(".environmentObject(CounterModel(…))"))
    }

    @Test @MainActor func publishedProjectedValueCarriesTheCurrentValue() {
        let model = CounterModel()
        model.count = 7

        #expect(model.$count.output == 7)
    }
}

/// A class that is not an `ObservableObject` (as a model file whose `import Foundation` cannot see it would be).
private final class PlainModel {
    var title = "Plain"
}

private struct PlainScreen: View {
    @StateObject private var model = PlainModel()
    @EnvironmentObject var shared: PlainModel
    var body: some View { Text("\(model.title) and \(shared.title)") }
}

@Suite struct AnyClassWrapperTests {
    @Test @MainActor func theWrappersAcceptAnyClassSoAScreenCompilesWhenItsModelFileCannot() async throws {
        let text = try await Scenario("plain") { PlainScreen().environmentObject(PlainModel()) }
            .render(.ascii(width: 30))

        #expect(text == "Plain and Plain\n")
    }
}
