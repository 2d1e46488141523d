// `import SwiftUI` on Linux: Convergence's SwiftUI vocabulary, with Foundation and Observation as on Apple platforms.
@_exported import Convergence
