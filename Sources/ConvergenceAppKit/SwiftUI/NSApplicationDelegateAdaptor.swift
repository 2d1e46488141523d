import ConvergenceViews
import Foundation

#if !(canImport(Darwin) && canImport(AppKit))
    /// Declares a Mac app's delegate in a SwiftUI `App`: `@NSApplicationDelegateAdaptor(AppDelegate.self) var
    /// appDelegate`. It compiles; reading the delegate stops the program with a message, because Linux's Foundation
    /// declares `NSObject.init()` without `required`, so no delegate can be made from its type (see the vocabulary
    /// guide). Convergence never launches the app, so the delegate's methods would not be called anyway.
    @MainActor @preconcurrency @propertyWrapper
    public struct NSApplicationDelegateAdaptor<DelegateType: NSObject & NSApplicationDelegate>: DynamicProperty {
        /// Declares the app's delegate type.
        ///
        /// - Parameter delegateType: The delegate's class.
        public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

        /// The app's delegate: unavailable here (see above).
        public var wrappedValue: DelegateType {
            preconditionFailure(ApplicationDelegateUnavailable.message(for: DelegateType.self))
        }
    }
#endif
