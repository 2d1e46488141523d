import ConvergenceTree

/// Which field has the keyboard, as SwiftUI's `@FocusState`: a Boolean, or an optional value naming the field.
///
/// Kept per render like `@State`; code that moves focus (`focusedField = .password`) reads back what it set.
/// Text renders show no caret, so focus changes no text.
///
/// ```swift
/// @FocusState private var focusedField: Field?
/// TextField("Email", text: $email).focused($focusedField, equals: .email)
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let state: State<Value>

    /// A Boolean focus state, `false` until set.
    public init() where Value == Bool {
        state = State(wrappedValue: false)
    }

    /// An optional focus state naming the focused field, `nil` until set.
    public init<T: Hashable>() where Value == T? {
        state = State(wrappedValue: nil)
    }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    public var projectedValue: Binding {
        Binding(binding: state.projectedValue)
    }

    /// A binding to a focus state, for `.focused(_:)` and `.focused(_:equals:)`.
    @propertyWrapper
    public struct Binding {
        let binding: ConvergenceViews.Binding<Value>

        public var wrappedValue: Value {
            get { binding.wrappedValue }
            nonmutating set { binding.wrappedValue = newValue }
        }

        public var projectedValue: Binding { self }
    }
}

extension FocusState: ResolvableProperty {
    func prepare(key: String, context: ResolveContext) {
        state.prepare(key: key, context: context)
    }
}

/// The keyboard's return key title; text renders show no keyboard.
public struct SubmitLabel: Sendable, Hashable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// What submits a field: its return key (`.text`) or a search field's (`.search`).
public struct SubmitTriggers: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    /// A set of triggers from its bits; prefer ``text`` and ``search``.
    ///
    /// - Parameter rawValue: The bits: 1 text, 2 search.
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

extension View {
    /// Binds the view's focus to a Boolean focus state; accepted, no change in text.
    ///
    /// - Parameter condition: The focus state's binding, `$isFocused`.
    /// - Returns: The view unchanged.
    public func focused(_ condition: FocusState<Bool>.Binding) -> Self { self }

    /// Binds the view's focus to a focus state naming it by `value`; accepted, no change in text.
    ///
    /// - Parameters:
    ///   - binding: The focus state's binding, `$focusedField`.
    ///   - value: The value that means this view has focus.
    /// - Returns: The view unchanged.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> Self { self }

    /// The return key's title; accepted, no change in text.
    ///
    /// - Parameter submitLabel: The title, such as `.search` or `.done`.
    /// - Returns: The view unchanged.
    public func submitLabel(_ submitLabel: SubmitLabel) -> Self { self }
}

extension View {
    /// Runs `action` when the user submits a field inside (presses return): a `.submit("Field")` step does that.
    ///
    /// ```swift
    /// TextField("Search", text: $query).onSubmit { search() }
    /// ```
    ///
    /// - Parameters:
    ///   - triggers: Which fields submit: `.text` (the default) or `.search`; accepted, every field inside submits.
    ///   - action: Runs on the main actor when a field inside is submitted.
    /// - Returns: The view, running `action` on submit.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void)
        -> SubmitView<Self>
    {
        SubmitView(content: self, action: action)
    }
}

/// A view whose text fields run an action when submitted.
public struct SubmitView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let action: @MainActor () -> Void

    func resolveNodes(in context: ResolveContext) -> [Node] {
        var inner = context
        let outer = context.environment.submitAction
        let own = NodeAction(wrapping: action, scope: context.scope)
        // Fields inside run the nearest action first, then the ones around it, as nested `.onSubmit`s do.
        inner.environment.submitAction = NodeAction {
            if case .sync(let run) = own.body { run() }
            if case .sync(let run) = outer.body { run() }
        }
        return inner.resolve(content, at: "modified")
    }
}

private struct SubmitActionKey: EnvironmentKey { static var defaultValue: NodeAction { .none } }

extension EnvironmentValues {
    /// What submitting a field here runs.
    var submitAction: NodeAction {
        get { self[SubmitActionKey.self] }
        set { self[SubmitActionKey.self] = newValue }
    }
}
