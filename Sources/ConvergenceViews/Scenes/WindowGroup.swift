/// A scene of windows that each show the same view, as in SwiftUI; never drawn itself (see ``Scene``).
///
/// A scenario shows one window's content: render the view you pass here, in a scenario or a `#Preview`.
public struct WindowGroup<Content: View>: Scene {
    public typealias Body = Never
    let title: Text?
    let id: String?
    let content: Content

    init(title: Text?, id: String?, content: Content) {
        self.title = title
        self.id = id
        self.content = content
    }

    /// A window group.
    ///
    /// - Parameter content: The view each window shows.
    public init(@ViewBuilder content: () -> Content) {
        self.init(title: nil, id: nil, content: content())
    }

    /// A window group with an id, for `openWindow(id:)`.
    ///
    /// - Parameters:
    ///   - id: The group's id.
    ///   - content: The view each window shows.
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.init(title: nil, id: id, content: content())
    }

    /// A window group with a title.
    ///
    /// - Parameters:
    ///   - title: The windows' title.
    ///   - content: The view each window shows.
    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.init(title: title, id: nil, content: content())
    }

    /// A window group with a title from a string literal.
    ///
    /// - Parameters:
    ///   - titleKey: The windows' title.
    ///   - content: The view each window shows.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(title: Text(titleKey), id: nil, content: content())
    }

    /// A window group with a title, shown as written.
    ///
    /// - Parameters:
    ///   - title: The windows' title.
    ///   - content: The view each window shows.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(title: Text(title), id: nil, content: content())
    }

    /// A window group with a title and an id.
    ///
    /// - Parameters:
    ///   - title: The windows' title.
    ///   - id: The group's id, for `openWindow(id:)`.
    ///   - content: The view each window shows.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: title, id: id, content: content())
    }

    /// A window group with a title from a string literal and an id.
    ///
    /// - Parameters:
    ///   - titleKey: The windows' title.
    ///   - id: The group's id, for `openWindow(id:)`.
    ///   - content: The view each window shows.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: Text(titleKey), id: id, content: content())
    }

    /// A window group with a title, shown as written, and an id.
    ///
    /// - Parameters:
    ///   - title: The windows' title.
    ///   - id: The group's id, for `openWindow(id:)`.
    ///   - content: The view each window shows.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: Text(title), id: id, content: content())
    }
}

extension WindowGroup {
    /// A window group whose windows each present a value, for `openWindow(value:)`.
    ///
    /// - Parameters:
    ///   - type: The type of the value.
    ///   - content: The view of a window, given a binding to its value (`nil` until one is presented).
    public init<D: Codable & Hashable, C: View>(
        for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: nil, id: nil, content: PresentedWindowContent(value: nil, content: content))
    }

    /// A window group whose windows each present a value, with one for windows opened without a value.
    ///
    /// - Parameters:
    ///   - type: The type of the value.
    ///   - content: The view of a window, given a binding to its value.
    ///   - defaultValue: The value of a window opened without one.
    public init<D: Codable & Hashable, C: View>(
        for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C> {
        self.init(
            title: nil, id: nil,
            content: PresentedWindowContent(value: defaultValue()) { value in
                content(Binding(get: { value.wrappedValue ?? defaultValue() }, set: { value.wrappedValue = $0 }))
            })
    }

    /// A titled window group whose windows each present a value.
    ///
    /// - Parameters:
    ///   - titleKey: The windows' title.
    ///   - type: The type of the value.
    ///   - content: The view of a window, given a binding to its value (`nil` until one is presented).
    public init<D: Codable & Hashable, C: View>(
        _ titleKey: LocalizedStringKey, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: Text(titleKey), id: nil, content: PresentedWindowContent(value: nil, content: content))
    }

    /// A window group with an id whose windows each present a value.
    ///
    /// - Parameters:
    ///   - id: The group's id, for `openWindow(id:value:)`.
    ///   - type: The type of the value.
    ///   - content: The view of a window, given a binding to its value (`nil` until one is presented).
    public init<D: Codable & Hashable, C: View>(
        id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: nil, id: id, content: PresentedWindowContent(value: nil, content: content))
    }

    /// A titled window group with an id whose windows each present a value.
    ///
    /// - Parameters:
    ///   - titleKey: The windows' title.
    ///   - id: The group's id, for `openWindow(id:value:)`.
    ///   - type: The type of the value.
    ///   - content: The view of a window, given a binding to its value (`nil` until one is presented).
    public init<D: Codable & Hashable, C: View>(
        _ titleKey: LocalizedStringKey, id: String, for type: D.Type,
        @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: Text(titleKey), id: id, content: PresentedWindowContent(value: nil, content: content))
    }
}

/// The view of a window that presents a value: its content, given a binding to the value, which it keeps like
/// `@State`.
public struct PresentedWindowContent<Data: Codable & Hashable, Content: View>: View {
    @State private var value: Data?
    private let content: (Binding<Data?>) -> Content

    init(value: Data?, content: @escaping (Binding<Data?>) -> Content) {
        _value = State(initialValue: value)
        self.content = content
    }

    public var body: Content { content($value) }
}
