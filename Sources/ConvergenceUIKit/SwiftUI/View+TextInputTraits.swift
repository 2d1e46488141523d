import ConvergenceViews
import Foundation

// iOS text-input modifiers that take UIKit's types: accepted, no change in text (a text render has no keyboard).
extension View {
    /// The keyboard a field inside asks for; accepted, no change in text.
    public func keyboardType(_ type: UIKeyboardType) -> Self { self }
    /// How fields inside capitalise (the older spelling); accepted, no change in text.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> Self { self }
    /// What a field holds, for autofill; accepted, no change in text.
    public func textContentType(_ textContentType: UITextContentType?) -> Self { self }
}
