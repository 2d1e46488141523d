import ConvergenceTree

extension View {
    /// Starts `action` when the view appears, and cancels it when the view goes away, as SwiftUI does; scenario
    /// runs wait for it to finish or to sleep on the scenario clock.
    ///
    /// ```swift
    /// ItemsList(state: state).task { await state.loadIfNeeded() }
    /// ```
    ///
    /// - Parameters:
    ///   - priority: Accepted and ignored: scenario tasks all run on the main actor.
    ///   - action: The work; it is cancelled when the view goes away.
    /// - Returns: The view, with the task attached.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void)
        -> ModifiedView<Self>
    {
        modified(.task(id: nil, action))
    }

    /// Starts `action` when the view appears, and again — cancelling the running one — whenever `id` changes
    /// (compared with its `==`, as SwiftUI does).
    ///
    /// ```swift
    /// ResultsList(state: state).task(id: state.query) { await state.search() }
    /// ```
    ///
    /// - Parameters:
    ///   - id: The value whose change restarts the task.
    ///   - priority: Accepted and ignored: scenario tasks all run on the main actor.
    ///   - action: The work; it is cancelled when the view goes away or `id` changes.
    /// - Returns: The view, with the task attached.
    public func task<ID: Equatable>(
        id: ID,
        priority: TaskPriority = .userInitiated,
        _ action: @escaping @MainActor () async -> Void
    ) -> ModifiedView<Self> {
        modified(.task(id: TaskID(id), action))
    }

    /// Runs `action` when the view appears, as the first step of its tasks.
    ///
    /// - Parameter action: Runs on the main actor when the view appears; `nil` (the default) does nothing.
    /// - Returns: The view, with the action attached.
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> ModifiedView<Self> {
        modified(.task(id: nil) { action?() })
    }

    /// Offers a title to the enclosing `NavigationStack`.
    ///
    /// - Parameter title: The title, shown in the navigation bar row at the top of the stack's screen.
    /// - Returns: The view, offering the title.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> ModifiedView<Self> {
        modified(.navigationTitle(Text(verbatim: String(title))))
    }

    /// Offers a title to the enclosing `NavigationStack`.
    ///
    /// - Parameter title: The title as a ``Text``; only its characters are used.
    /// - Returns: The view, offering the title.
    public func navigationTitle(_ title: Text) -> ModifiedView<Self> {
        modified(.navigationTitle(title))
    }

    /// Tags a picker option with the value choosing it sets.
    ///
    /// - Parameter tag: The value; a picker, tab view or list selection that holds an equal value shows this view
    ///   chosen.
    /// - Returns: The view, tagged.
    public func tag<Value: Hashable>(_ tag: Value) -> ModifiedView<Self> {
        modified(.tag(AnyHashable(tag)))
    }

    /// An identifier for finding this view in interaction steps and in HTML (`data-accessibility-identifier`).
    ///
    /// - Parameter identifier: The identifier steps name the view by, such as `items.retry`.
    /// - Returns: The view, carrying the identifier.
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedView<Self> {
        modified(
            .wrap { node in
                if case .accessibility(var existing) = node, existing.identifier == nil {
                    existing.identifier = identifier
                    return .accessibility(existing)
                }
                return .accessibility(AccessibilityNode(identifier: identifier, content: node))
            }
        )
    }

    /// A label for assistive technology; HTML renders it as `aria-label`.
    ///
    /// - Parameter label: What a screen reader says for the view, in place of its text.
    /// - Returns: The view, carrying the label.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedView<Self> {
        let label = String(label)
        return modified(
            .wrap { node in
                if case .accessibility(var existing) = node, existing.label == nil {
                    existing.label = label
                    return .accessibility(existing)
                }
                return .accessibility(AccessibilityNode(label: label, content: node))
            }
        )
    }

    /// A label for assistive technology; HTML renders it as `aria-label`.
    ///
    /// - Parameter label: What a screen reader says for the view; only the text's characters are used.
    /// - Returns: The view, carrying the label.
    public func accessibilityLabel(_ label: Text) -> ModifiedView<Self> {
        accessibilityLabel(label.content)
    }
}
