import Testing

@testable import ConvergenceMacroSupport

@Suite struct ModelExpansionTests {
    private let recipe = #"""
        @Model
        public final class Recipe: Identifiable {
            @Attribute(.unique) var id: UUID
            private(set) var name: String = ""
            var category: Category?
            @Relationship(deleteRule: .cascade, inverse: \Step.recipe)
            var steps: [Step] = []
            @Transient var isOpen = false
            let createdBy: String
            var summary: String { name }
            static var sample = 1

            init(id: UUID = UUID(), name: String) {
                self.id = id
                self.name = name
                self.createdBy = "me"
            }
            func rename() {
                var name = "x"
                name += "y"
            }
        }
        """#

    @Test func findsTheClassAndItsStoredProperties() throws {
        let model = try ModelClass.parse(recipe)

        #expect(model.name == "Recipe")
        #expect(model.properties.map(\.name) == ["id", "name", "category", "steps", "isOpen"])
        #expect(model.properties.map(\.isTransient) == [false, false, false, false, true])
    }

    @Test func refusesAStruct() {
        #expect(throws: ModelSyntaxError.self) { try ModelClass.parse("@Model struct Trip { var name: String }") }
    }

    @Test func addsRegistrarBackingDataAndSchema() throws {
        let members = ModelExpansion.members(of: try ModelClass.parse(recipe))

        #expect(
            members == #"""
                private let _$observationRegistrar = Observation.ObservationRegistrar()
                public let persistentBackingData = SwiftData.ModelBacking()
                public static var schemaMetadata: [SwiftData.Schema.PropertyMetadata] {
                    [
                        SwiftData.Schema.PropertyMetadata(name: "id", keypath: \Recipe.id, metadata: SwiftData.Schema.Attribute(.unique)),
                        SwiftData.Schema.PropertyMetadata(name: "name", keypath: \Recipe.name, metadata: nil),
                        SwiftData.Schema.PropertyMetadata(name: "category", keypath: \Recipe.category, metadata: nil),
                        SwiftData.Schema.PropertyMetadata(name: "steps", keypath: \Recipe.steps, metadata: SwiftData.Schema.Relationship(deleteRule: .cascade, inverse: \Step.recipe))
                    ]
                }
                """#)
    }

    @Test func marksOnlyPersistedPropertiesAndDeclaresMissingConformances() throws {
        #expect(ModelExpansion.memberAttribute(for: "var name: String = \"\"") == "@SwiftData._PersistedProperty")
        #expect(ModelExpansion.memberAttribute(for: "@Transient var isOpen = false") == "")
        #expect(ModelExpansion.memberAttribute(for: "let createdBy: String") == "")
        #expect(ModelExpansion.memberAttribute(for: "var summary: String { name }") == "")
        let model = try ModelClass.parse(recipe)
        #expect(
            ModelExpansion.conformances(of: model, missing: "SwiftData.PersistentModel")
                == "extension Recipe: SwiftData.PersistentModel {}")
        #expect(
            ModelExpansion.conformances(of: model, missing: nil)
                == "extension Recipe: SwiftData.PersistentModel, Observation.Observable {}")
    }

    @Test func tracksAPropertyThroughItsPeerStorage() throws {
        let property = try #require(ModelProperty.parse("var count = 0"))

        #expect(ModelExpansion.storage(of: property) == "private var _count = 0")
        #expect(
            ModelExpansion.accessors(of: property) == #"""
                @storageRestrictions(initializes: _count)
                init(initialValue) {
                    _count = initialValue
                }
                get {
                    _$observationRegistrar.access(self, keyPath: \.count)
                    return _count
                }
                set {
                    let oldValue = _count
                    _$observationRegistrar.withMutation(of: self, keyPath: \.count) {
                        _count = newValue
                    }
                    persistentBackingData.modelDidChange(self, \.count, from: oldValue)
                }
                """#)
    }
}
