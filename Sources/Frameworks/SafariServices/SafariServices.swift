// `import SafariServices` on Linux: Convergence with SFSafariViewController, a UIKit view controller stand-in. Wrapped
// in a UIViewControllerRepresentable it renders as the placeholder naming it, `[UIViewController:
// SFSafariViewController]`; presented from a window's root controller, as a sheet titled with its name.
@_exported import Convergence
