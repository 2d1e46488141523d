/// Why an app delegate adaptor cannot hand out its delegate on Linux: the one message of `@UIApplicationDelegateAdaptor`
/// (ConvergenceUIKit) and `@NSApplicationDelegateAdaptor` (ConvergenceAppKit).
package enum ApplicationDelegateUnavailable {
    package static func message(for type: Any.Type) -> String {
        """
        \(type) cannot be made on Linux: Foundation there declares NSObject's init() without `required`, so a \
        delegate adaptor cannot create it from its type. Read the delegate only on Apple platforms.
        """
    }
}
