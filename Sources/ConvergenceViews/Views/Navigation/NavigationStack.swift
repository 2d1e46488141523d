import ConvergenceTree

/// A stack of screens: the root, and the screens links push above it, each under its own title.
///
/// The top screen is shown with a back control naming the screen under it; tapping a `NavigationLink` (the tap
/// step) pushes, the back step or `dismiss()` pops. With a bound `path`, a scenario can start deep in the stack.
///
/// ```swift
/// NavigationStack {
///     List(recipes) { recipe in NavigationLink(recipe.name, value: recipe) }
///         .navigationDestination(for: Recipe.self) { RecipeDetail(recipe: $0) }
///         .navigationTitle("Recipes")
/// }
/// ```
public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
    public typealias Body = Never
    let root: Root
    let path: (@MainActor () -> NavigationPathAccess)?

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let controller = context.navigationController(path: path?())
        let screens = context.resolveStackScreens(root: root, controller: controller, at: "NavigationStack")
        return [.navigation(screens.top)]
    }
}

extension NavigationStack where Data == NavigationPath {
    /// A stack that keeps what is pushed itself.
    ///
    /// - Parameter root: The stack's first screen, shown while nothing is pushed.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = nil
    }

    /// A stack whose pushed values are kept in a `NavigationPath`, so a scenario can start deep in it.
    ///
    /// - Parameters:
    ///   - path: The pushed values, bottom first: pushing appends to it and popping removes the last.
    ///   - root: The stack's first screen, shown while nothing is pushed.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = {
            NavigationPathAccess(
                get: { path.wrappedValue.elements },
                set: { path.wrappedValue = NavigationPath(elements: $0) }
            )
        }
    }
}

extension NavigationStack
where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    /// A stack whose pushed values, all of one type, are kept in a collection.
    ///
    /// - Parameters:
    ///   - path: The pushed values, bottom first: pushing appends to it and popping removes the last.
    ///   - root: The stack's first screen, shown while nothing is pushed.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = {
            NavigationPathAccess(
                get: { path.wrappedValue.map { AnyHashable($0) } },
                set: { values in path.wrappedValue = Data(values.compactMap { $0.base as? Data.Element }) }
            )
        }
    }
}

extension NavigationPath {
    init(elements: [AnyHashable]) {
        self.init()
        self.elements = elements
    }
}
