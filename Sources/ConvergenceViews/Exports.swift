// The views observe `ObservableObject`s and take publishers (`onReceive`), as SwiftUI's re-export Combine's names.
@_exported import ConvergenceCombine
