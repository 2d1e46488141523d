import Testing

@testable import ConvergenceMacroSupport

@Suite struct EntryContainerTests {
    @Test func readsTheExtendedType() {
        #expect(EntryContainer(context: "extension EnvironmentValues {}") == .environmentValues)
        #expect(EntryContainer(context: "\n// Values\nextension FocusedValues {\n}") == .focusedValues)
        #expect(EntryContainer(context: "extension Transaction {}") == .transaction)
        #expect(EntryContainer(context: "extension ContainerValues {}") == .containerValues)
    }

    @Test func readsPastAttributesModifiersAndTheModuleName() {
        #expect(
            EntryContainer(context: "@available(macOS 14, *) public extension SwiftUI.EnvironmentValues {}")
                == .environmentValues)
        #expect(EntryContainer(context: "extension Convergence.Transaction {}") == .transaction)
    }

    @Test func refusesOtherDeclarations() {
        #expect(EntryContainer(context: "extension Settings {}") == nil)
        #expect(EntryContainer(context: "struct EnvironmentValues {}") == nil)
        #expect(EntryContainer(context: "extension EnvironmentValues.Nested {}") == nil)
        #expect(EntryContainer(context: "{ value in }") == nil)
    }

    @Test func namesTheKeyProtocolWithItsModule() {
        #expect(EntryContainer.environmentValues.keyProtocol == "ConvergenceViews.EnvironmentKey")
        #expect(EntryContainer.focusedValues.keyProtocol == "ConvergenceViews.FocusedValueKey")
        #expect(EntryContainer.transaction.keyProtocol == "ConvergenceViews.TransactionKey")
        #expect(EntryContainer.containerValues.keyProtocol == "ConvergenceViews.ContainerValueKey")
    }
}
