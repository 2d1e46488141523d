import Convergence
import Testing

@testable import ConvergenceRuntime
@testable import ConvergenceScenarios

@Suite struct ConformanceRecordsTests {
    @Test func registriesBuiltFromStaticWitnessTablesAnswerAsACastOnes() {
        let found = ConformanceRecords.conformers(to: "PreviewRegistry", declaredIn: "ConvergenceViews")
        #expect(found.count >= 10)
        #expect(found.contains { $0.witnessTable != nil })
        for conformer in found {
            let direct = LoadedPreviewTypes.registry(conformer)
            let cast = conformer.type as? any PreviewRegistry.Type
            #expect(direct.map { ObjectIdentifier($0) } == cast.map { ObjectIdentifier($0) })
            #expect(direct?.fileID == cast?.fileID)
            #expect(direct?.filePath == cast?.filePath)
            #expect(direct?.line == cast?.line)
            #expect(direct?.column == cast?.column)
        }
    }

    @Test func onlyConformersOfTheNamedProtocolAndModuleAreListed() {
        #expect(ConformanceRecords.conformers(to: "PreviewRegistry", declaredIn: "NoSuchModule").isEmpty)
        let providers = ConformanceRecords.conformers(to: "PreviewProvider", declaredIn: "ConvergenceViews")
        #expect(providers.contains { $0.type == BadgeView_Previews.self })
        #expect(providers.allSatisfy { $0.type is any PreviewProvider.Type })
    }
}
