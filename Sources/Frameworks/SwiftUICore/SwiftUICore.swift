// `import SwiftUICore` on Linux. Apple split SwiftUI's core types (View, Text, Color, state) into this module in
// 2024; Convergence keeps them in one vocabulary, so it is the same as `import SwiftUI`.
@_exported import Convergence
