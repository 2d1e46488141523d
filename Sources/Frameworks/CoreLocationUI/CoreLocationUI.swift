// `import CoreLocationUI` on Linux: `LocationButton`, which renders as the button it is. Re-exports CoreLocation, and
// Convergence for the views.
@_exported import Convergence
@_exported import CoreLocation
