import ConvergenceRendering
import ConvergenceTestSupport
import ConvergenceTree
import Foundation
import Testing

/// The documents of ``ValidationTrees``, checked here without a tool (`HTMLValidationTests` runs the W3C Nu checker).
extension HTMLRendererTests {
    @Test func documentsAreWellFormedAndSelfContained() throws {
        for (name, tree) in ValidationTrees.all {
            let html = HTMLRenderer.document(tree, title: "Convergence: \(name)")
            #expect(HTMLTestChecker.problems(in: html) == [], "\(name)")
            #expect(!html.contains("http:") && !html.contains("https:") && !html.contains("url("), "\(name)")
        }
    }
}
