// `import UIKit` on Linux: Convergence's UIKit stand-ins (UIApplication, UIDevice, UIColor, UIImage, UIFont, UIView and
// UIViewController with their representables), which render as what a SwiftUI screen shows of them.
@_exported import Convergence
