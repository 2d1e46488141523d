import Convergence
import Testing

@Suite struct BindingCollectionTests {
    @Test @MainActor func aBindingToAnArrayIsACollectionOfBindingsThatWriteBack() {
        let names = Recorder(["Ann", "Bo"])
        let binding = names.binding
        #expect(!binding.isEmpty)
        #expect(binding.count == 2)
        binding[1].wrappedValue = "Cy"
        #expect(names.value == ["Ann", "Cy"])
        for element in binding { element.wrappedValue += "!" }
        #expect(names.value == ["Ann!", "Cy!"])
        #expect(binding.first?.wrappedValue == "Ann!")
        #expect(binding.last?.wrappedValue == "Cy!")
    }

    @Test @MainActor func anEmptyBoundArrayIsEmpty() {
        #expect(Recorder([Int]()).binding.isEmpty)
    }
}
