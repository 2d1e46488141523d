import ConvergenceRuntime
import ConvergenceSupport
import ConvergenceTree

/// Everything a view needs while it resolves: its environment, its place in the tree, and the render's state.
///
/// A context belongs to one render. Nothing here is global, so concurrent renders never see each other's state.
///
/// Every view resolved copies its context, so it keeps few references: what changes only at a user view and what
/// changes only at a container are each kept in one shared object, replaced (never changed) when they change.
@MainActor
struct ResolveContext {
    var environment: EnvironmentValues
    /// Structural position; its ``path`` is spelled out when read.
    var location: ViewLocation
    /// Structural position, e.g. `ItemsView/0/List/3`; keys `@State` storage and `.task` identity.
    var path: String {
        get { location.path }
        set { location = ViewLocation(newValue) }
    }
    /// The user view (or modifier, or style) the content belongs to, and the render's problems.
    var owner: ResolveOwner
    /// The containers around the view: its navigation screen, where presentations go, and how its rows are made.
    private var surroundings: ResolveSurroundings
    /// How many views and modifiers this one is nested in, for the message about a tree too deep to resolve.
    var depth = 0

    /// The nearest user-defined view, named in messages about its tasks.
    var origin: String {
        get { owner.origin }
        set { owner = ResolveOwner(origin: newValue, scope: owner.scope, problems: owner.problems) }
    }
    var graph: StateGraph { owner.scope.graph }
    /// The render and user view that actions and tasks made here run for.
    var scope: RenderScope { owner.scope }
    /// Views whose body could not run in this render, and why.
    var problems: ResolveProblems { owner.problems }

    /// The navigation screen the view is on: where `.navigationTitle`, `.toolbar` and `.searchable` report, and
    /// the stack its links push onto. Nil outside navigation containers.
    var screen: NavigationScreen? {
        get { surroundings.screen }
        set {
            guard newValue !== surroundings.screen else { return }
            surroundings = surroundings.with { $0.screen = newValue }
        }
    }
    /// Where presentations (`.sheet`, `.alert`…) are collected, to be layered over the screen they start from.
    var presentations: PresentationSink {
        get { surroundings.presentations }
        set {
            guard newValue !== surroundings.presentations else { return }
            surroundings = surroundings.with { $0.presentations = newValue }
        }
    }
    /// `.onDelete`/`.onMove` of the `ForEach` about to resolve, which turns its rows into editable rows.
    var rowEditing: RowEditing? {
        get { surroundings.rowEditing }
        set {
            guard newValue != nil || surroundings.rowEditing != nil else { return }
            surroundings = surroundings.with { $0.rowEditing = newValue }
        }
    }
    /// Inside a `Picker`, `ForEach` tags each row with its id, as SwiftUI does.
    var tagsRowsWithIDs: Bool {
        get { surroundings.tagsRowsWithIDs }
        set {
            guard newValue != surroundings.tagsRowsWithIDs else { return }
            surroundings = surroundings.with { $0.tagsRowsWithIDs = newValue }
        }
    }

    init(environment: EnvironmentValues, graph: StateGraph) {
        self.environment = environment
        location = ViewLocation("")
        owner = ResolveOwner(
            origin: "root", scope: RenderScope(graph: graph, viewPath: ""), problems: ResolveProblems())
        surroundings = ResolveSurroundings(presentations: PresentationSink())
    }

    /// Makes the content resolved from here on belong to the view, modifier or style `name` at this context's
    /// path: its tasks are named after it and its actions run in its scope.
    mutating func belong(to name: String) {
        owner = ResolveOwner(
            origin: name, scope: RenderScope(graph: graph, viewPath: path), problems: owner.problems)
    }

    /// Resolves a child view one level deeper in the structure.
    func resolve<Content: View>(_ content: Content, at component: String) -> [Node] {
        withUnsafePointer(to: content) { resolve(storedAt: $0, at: component) }
    }

    /// Resolves the child view stored at `view` one level deeper in the structure, reading it where it is (see
    /// ``resolve(storedAt:)``).
    func resolve<Content: View>(storedAt view: UnsafePointer<Content>, at component: String) -> [Node] {
        var child = self
        child.location = location.child(component)
        child.depth = depth + 1
        return child.resolve(storedAt: view)
    }

    /// Resolves a view at this position: built-in views directly, others through their body.
    ///
    /// Views nest in the thread's stack; when it is nearly full, resolution goes on on a fresh stack of the same
    /// thread (still the main actor), so trees tens of thousands of levels deep resolve.
    func resolve<Content: View>(_ content: Content) -> [Node] {
        withUnsafePointer(to: content) { resolve(storedAt: $0) }
    }

    /// Resolves the view stored at `view` as ``resolve(_:)`` does. The view is read where it is, never copied: a
    /// container passes its children this way, as copying a view retains and releases everything it holds.
    func resolve<Content: View>(storedAt view: UnsafePointer<Content>) -> [Node] {
        guard StackGuard.isNearlyFull() else { return resolveHere(view) }
        return StackGuard.continuingOnNewStack { resolveHere(view) } ?? [nestedTooDeep()]
    }

    private func resolveHere<Content: View>(_ view: UnsafePointer<Content>) -> [Node] {
        let name: String
        switch ViewKind.of(Content.self) {
        case .primitive(let primitive):
            return primitive.resolveNodes(at: view, in: self)
        case .composed(let typeName):
            name = typeName
        case .placeholder(let placeholder):
            return placeholder.resolveNodes(in: self)
        }
        var inner = self
        inner.location = location.child(name)
        inner.belong(to: name)
        inner.depth = depth + 1
        if let refusal = inner.install(storedAt: view, named: name) { return [refusal] }
        return RenderScope.$current.withValue(inner.scope) { inner.resolve(Self.body(of: view)) }
    }

    /// The body of the view stored at `view`. Reading `view.pointee.body` would copy the view first; lent as
    /// `inout`, it is read where it is (and not changed).
    private static func body<Content: View>(of view: UnsafePointer<Content>) -> Content.Body {
        func body(of view: inout Content) -> Content.Body { view.body }
        return body(of: &UnsafeMutablePointer(mutating: view).pointee)
    }

    /// Prepares the dynamic properties of a view or view modifier about to be evaluated here. When one says the body
    /// cannot run (an `@Environment` object nobody placed), reports why and returns the message to show instead.
    func install<Value>(_ value: Value, named name: String) -> Node? {
        withUnsafePointer(to: value) { install(storedAt: $0, named: name) }
    }

    /// Prepares the dynamic properties of the view or modifier stored at `value`, read where it is, as
    /// ``install(_:named:)`` does.
    func install<Value>(storedAt value: UnsafePointer<Value>, named name: String) -> Node? {
        let reasons = DynamicProperties.install(at: value, context: self)
        guard !reasons.isEmpty else { return nil }
        let message = "\(name) cannot be shown: " + reasons.joined(separator: "; ")
        problems.report(message)
        return .text(TextNode("⚠ " + message))
    }

    /// What stands where even the fresh stacks ran short (or where the platform cannot switch stacks): the tree fails
    /// its scenario with this message (once per render) instead of crashing the process.
    func nestedTooDeep() -> Node {
        let place = path.split(separator: "/").suffix(4).joined(separator: "/")
        let message = """
            \(origin) is nested too deep to resolve: \(depth) levels of views and modifiers inside each other \
            (at …/\(place)) use up the stack room a render may take. Show deep structures as data (a List or ForEach over \
            rows) rather than as views nested inside views.
            """
        if !problems.reportedDepth {
            problems.reportedDepth = true
            problems.report(message)
        }
        return .text(TextNode("⚠ " + message))
    }

    /// Resolves content that must be a single node, stacking several vertically as SwiftUI would.
    func resolveSingle<Content: View>(_ content: Content, at component: String) -> Node {
        Node.combining(resolve(content, at: component))
    }
}

/// Whether a type of view is built in (it resolves itself) or composed (it has a body), and the name of a composed
/// one, worked out once per type: asking the runtime for a conformance and a type's name costs more than resolving
/// a simple view.
@MainActor
enum ViewKind {
    case primitive(any PrimitiveView.Type)
    /// A view with a body, and its type's name (the path component and origin of what it contains).
    case composed(String)
    /// A view that wraps a UIKit or AppKit view (`UIViewRepresentable`), drawn as a placeholder naming it.
    case placeholder(PlatformViewPlaceholder)

    private static var known: [ObjectIdentifier: ViewKind] = [:]
    /// The kinds of types met lately, each in a slot picked by its type's address: most views are of a few types
    /// met over and over, found here without hashing. The table is allocated once and used through a pointer, as
    /// every use of a static variable is checked for overlapping access.
    private static let recent = {
        let table = UnsafeMutablePointer<(type: ObjectIdentifier, kind: ViewKind)?>.allocate(capacity: recentCount)
        table.initialize(repeating: nil, count: recentCount)
        return table
    }()
    private static let recentCount = 256

    static func of<Content: View>(_ type: Content.Type) -> ViewKind {
        let identifier = ObjectIdentifier(type)
        // Type metadata is aligned to at least 8 bytes: the bits above the lowest three tell types apart.
        let slot = Int(truncatingIfNeeded: UInt(bitPattern: identifier) >> 3) & (recentCount - 1)
        if let entry = recent[slot], entry.type == identifier { return entry.kind }
        let kind = kind(of: type, identifier)
        recent[slot] = (identifier, kind)
        return kind
    }

    private static func kind<Content: View>(of type: Content.Type, _ identifier: ObjectIdentifier) -> ViewKind {
        if let kind = known[identifier] { return kind }
        let kind: ViewKind =
            if let primitive = type as? any PrimitiveView.Type {
                .primitive(primitive)
            } else if let placeholder = placeholder(for: type) {
                .placeholder(placeholder)
            } else {
                .composed(String(describing: type))
            }
        known[identifier] = kind
        return kind
    }
}

extension PrimitiveView {
    /// Resolves the view of this type stored at `pointer`: how a caller that knows the type only as a metatype
    /// calls ``resolveNodes(in:)`` without casting the value.
    static func resolveNodes<Stored>(at pointer: UnsafePointer<Stored>, in context: ResolveContext) -> [Node] {
        // The view is only read. Reading it through `pointee` would copy it (retaining and releasing everything it
        // holds) before the call; lent as `inout`, its storage is used where it is.
        let view = UnsafeMutableRawPointer(mutating: pointer).assumingMemoryBound(to: Self.self)
        return resolveNodes(of: &view.pointee, in: context)
    }

    private static func resolveNodes(of view: inout Self, in context: ResolveContext) -> [Node] {
        view.resolveNodes(in: context)
    }
}

extension [Node] {
    /// Appends what a child view resolved to: most often one node, appended as itself (appending a list copies
    /// its nodes through the runtime's code for any type).
    mutating func appendResolved(_ nodes: [Node]) {
        if nodes.count == 1 { append(nodes[0]) } else { append(contentsOf: nodes) }
    }
}

extension Node {
    /// One node for a list of siblings: nothing, the only one, or a centred vertical stack of them.
    static func combining(_ nodes: [Node]) -> Node {
        switch nodes.count {
        case 0: .empty
        case 1: nodes[0]
        default: .stack(StackNode(axis: .vertical, alignment: .center, children: nodes))
        }
    }
}

/// Why views of one render could not be shown, in the order met.
@MainActor
final class ResolveProblems {
    private(set) var messages: [String] = []
    /// Whether a tree too deep to resolve was reported; one message says it.
    var reportedDepth = false

    func report(_ message: String) {
        if !messages.contains(message) { messages.append(message) }
    }
}

/// What the content being resolved belongs to: the nearest user-defined view (or modifier, or style), named in
/// messages about its tasks, with the scope its actions and tasks run in; and where the render collects problems.
@MainActor
final class ResolveOwner {
    let origin: String
    let scope: RenderScope
    let problems: ResolveProblems

    init(origin: String, scope: RenderScope, problems: ResolveProblems) {
        self.origin = origin
        self.scope = scope
        self.problems = problems
    }
}

/// The containers a view resolves in, which change rarely: its navigation screen, where presentations are
/// collected, and how a `ForEach` about to resolve makes its rows.
@MainActor
private final class ResolveSurroundings {
    var screen: NavigationScreen?
    var presentations: PresentationSink
    var rowEditing: RowEditing?
    var tagsRowsWithIDs = false

    init(presentations: PresentationSink) {
        self.presentations = presentations
    }

    /// A copy with `change` made: contexts share these, so one is never changed once in use.
    func with(_ change: (ResolveSurroundings) -> Void) -> ResolveSurroundings {
        let copy = ResolveSurroundings(presentations: presentations)
        copy.screen = screen
        copy.rowEditing = rowEditing
        copy.tagsRowsWithIDs = tagsRowsWithIDs
        change(copy)
        return copy
    }
}
