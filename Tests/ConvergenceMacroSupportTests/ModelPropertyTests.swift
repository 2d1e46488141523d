import Testing

@testable import ConvergenceMacroSupport

@Suite struct ModelPropertyTests {
    @Test func readsTypeInitialValueAndRelationshipOptions() throws {
        let property = try #require(
            ModelProperty.parse(
                "@Relationship(deleteRule: .cascade, inverse: \\Step.trip)\npublic var steps: [Step] = []"))

        #expect(property.name == "steps")
        #expect(property.type == "[Step]")
        #expect(property.initializer == "[]")
        #expect(property.relationshipArguments == "deleteRule: .cascade, inverse: \\Step.trip")
        #expect(property.attributeArguments == nil)
    }

    @Test func readsUntypedOptionalAndAttributedProperties() throws {
        #expect(ModelProperty.parse("var count = 0")?.type == nil)
        #expect(ModelProperty.parse("var count = 0")?.initializer == "0")
        #expect(ModelProperty.parse("var note: String?")?.type == "String?")
        #expect(ModelProperty.parse("@Attribute(.unique) var id: UUID")?.attributeArguments == ".unique")
        #expect(ModelProperty.parse("@Relationship() var trip: Trip")?.relationshipArguments == "")
        #expect(ModelProperty.parse("@Transient var isOpen = false")?.isTransient == true)
        #expect(
            ModelProperty.parse("var made = Date.init(timeIntervalSince1970: 0)")?.initializer
                == "Date.init(timeIntervalSince1970: 0)")
        #expect(ModelProperty.parse("var observed = 1 { didSet { print(observed) } }") == nil)
    }

    @Test func leavesEverythingButStoredInstanceVarsAlone() {
        for source in [
            "let id: UUID", "var total: Int { items.count }", "static var shared = 1", "lazy var cache = [Int]()",
            "weak var parent: Node?", "var a = 1, b = 2", "func go() {}", "init(name: String) { self.name = name }",
            "var body: some View { get }",
        ] {
            #expect(ModelProperty.parse(source) == nil, "\(source)")
        }
    }
}
