// The one import a feature, a scenario file or a test needs, as `import SwiftUI` is for an app.
@_exported import ConvergenceAppKit
@_exported import ConvergenceCombine
@_exported import ConvergencePreviews
@_exported import ConvergenceRendering
@_exported import ConvergenceScenarios
@_exported import ConvergenceSnapshots
@_exported import ConvergenceTree
@_exported import ConvergenceUIKit
@_exported import ConvergenceViews
@_exported import Foundation
@_exported import Observation

#if canImport(FoundationNetworking)
    // Linux keeps URLSession and URLRequest here; Apple platforms have them in Foundation.
    @_exported import FoundationNetworking
#endif
