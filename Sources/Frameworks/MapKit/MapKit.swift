// `import MapKit` on Linux: SwiftUI's `Map` with its content (`Marker`, `Annotation`, `UserAnnotation`, overlays) and
// the older annotation-item form, the camera and region types, map items and a local search that finds nothing. A map
// renders as a bordered box titled "Map" that lists what is on it, one row per marker or overlay in declaration
// order. Re-exports CoreLocation, as Apple's MapKit does, and Convergence for the views.
@_exported import Convergence
@_exported import CoreLocation
