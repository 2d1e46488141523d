// `import UIKit` on Linux: Convergence's UIKit stand-ins (UIApplication, UIDevice, UIColor, UIImage, UIFont, UIView and
// UIViewController with their representables), which render as what a SwiftUI screen shows of them, and Foundation,
// as Apple's UIKit brings it. Nothing of SwiftUI's views: those come with `import SwiftUI`, as on iOS.
@_exported import ConvergenceUIKit
@_exported import Foundation
