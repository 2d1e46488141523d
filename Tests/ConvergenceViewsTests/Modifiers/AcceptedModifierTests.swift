import Convergence
import Foundation
import Testing

/// Screens that use the accepted, pixel-only modifiers the way apps write them: each must compile and draw exactly
/// what the same screen draws without them.
@Suite struct AcceptedModifierTests {
    struct Card: View {
        let decorated: Bool
        @State private var likes = 0
        @State private var hovering = false
        @FocusState private var focused: Bool
        @Namespace private var namespace

        var body: some View {
            if decorated {
                content
                    .sensoryFeedback(.increase, trigger: likes)
                    .sensoryFeedback(.impact(weight: .light), trigger: likes) { old, new in new > old }
                    .sensoryFeedback(trigger: likes) { _, new in new > 3 ? .success : nil }
                    .onHover { hovering = $0 }
                    .onContinuousHover { phase in
                        if case .ended = phase { hovering = false }
                    }
                    .scrollTransition { content, phase in
                        content.opacity(phase.isIdentity ? 1 : 0.3).scaleEffect(phase.isIdentity ? 1 : 0.8)
                    }
                    .scrollTransition(.animated.threshold(.visible(0.9))) { content, phase in
                        content.offset(x: phase.value * 20).blur(radius: phase.isIdentity ? 0 : 2)
                    }
                    .visualEffect { content, proxy in content.offset(y: proxy.size.height / 10) }
                    .geometryGroup()
                    .onGeometryChange(for: CGFloat.self) {
                        $0.size.width
                    } action: { _ in
                    }
                    .contentMargins(.horizontal, 20, for: .scrollContent)
                    .containerBackground(.thinMaterial, for: .navigation)
                    .backgroundStyle(.blue)
                    .fontDesign(.rounded)
                    .fontWidth(.condensed)
                    .statusBarHidden()
                    .persistentSystemOverlays(.hidden)
                    .toolbarColorScheme(.dark, for: .navigationBar)
                    .privacySensitive()
                    .focusable()
                    .focused($focused)
                    .focusEffectDisabled()
                    .onKeyPress(.return) { .handled }
                    .onKeyPress(characters: .alphanumerics) { _ in .ignored }
                    .matchedTransitionSource(id: "card", in: namespace)
                    .accessibilityInputLabels(["Card", "Post"])
                    .accessibilityRespondsToUserInteraction()
                    .accessibilityIgnoresInvertColors()
                    .accessibilityAdjustableAction { direction in
                        if direction == .increment { likes += 1 }
                    }
                    .accessibilityCustomContent("Likes", "\(likes)")
                    .onDrop(of: [.plainText], isTargeted: nil) { _ in false }
                    .onDrag { NSItemProvider() }
                    .listItemTint(.red)
                    .labelsVisibility(.hidden)
                    .textEditorStyle(.plain)
                    .toolbar(removing: .sidebarToggle)
                    .toolbarBackgroundVisibility(.hidden, for: .navigationBar)
            } else {
                content
            }
        }

        var content: some View {
            VStack(alignment: .leading) {
                Text("Morning run").font(.custom("Avenir", size: 17, relativeTo: .headline).smallCaps())
                Button("Like \(likes)") { likes += 1 }
            }
        }
    }

    @Test @MainActor func pixelOnlyModifiersLeaveTheRenderAsItWas() {
        #expect(ascii(Card(decorated: true)) == ascii(Card(decorated: false)))
        #expect(Card(decorated: true).render(.html) == Card(decorated: false).render(.html))
    }

    struct Feed: View {
        @State private var scope = "All"
        @State private var query = ""
        @Namespace private var namespace

        var body: some View {
            NavigationStack {
                List {
                    NavigationLink("Article") {
                        Text("Body").navigationTransition(.zoom(sourceID: "a", in: namespace))
                    }
                }
                .searchable(text: $query)
                .searchScopes($scope) {
                    Text("All").tag("All")
                    Text("Saved").tag("Saved")
                }
                .toolbarTitleMenu { Button("Rename") {} }
                .onScrollVisibilityChange { _ in }
                .navigationTitle("Feed")
            }
            .presentationSizing(.form)
            .dialogIcon(Image(systemName: "trash"))
            .menuActionDismissBehavior(.disabled)
        }
    }

    @Test @MainActor func searchScopesAndTransitionsKeepTheScreen() {
        let text = ascii(Feed())
        #expect(text.contains("Feed"))
        #expect(text.contains("Article"))
        #expect(text.contains("Search"))
    }
}

extension AcceptedModifierTests {
    struct Inbox: View {
        let decorated: Bool
        @FocusState private var focus: Bool
        @Namespace private var namespace
        @Environment(\.dismissSearch) private var dismissSearch
        @Environment(\.openWindow) private var openWindow
        @Environment(\.dismissWindow) private var dismissWindow
        @Environment(\.legibilityWeight) private var weight

        var content: some View {
            VStack(alignment: .leading) {
                Text(weight == .bold ? "Bold text" : "Regular text")
                Button("New window") {
                    openWindow(id: "compose")
                    dismissWindow()
                    dismissSearch()
                }
            }
        }

        var body: some View {
            if decorated {
                content
                    .accessibilityRepresentation { Text("Inbox") }
                    .accessibilityChildren { Text("Child") }
                    .accessibilityActions { Button("Archive") {} }
                    .accessibilityScrollAction { _ in }
                    .accessibilityCustomContent(Text("Unread"), Text("3"))
                    .accessibilityLabeledPair(role: .label, id: "unread", in: namespace)
                    .accessibilityLinkedGroup(id: "inbox", in: namespace)
                    .accessibilityTextContentType(.messaging)
                    .accessibilityDirectTouch()
                    .focusable(true, interactions: .activate)
                    .defaultFocus($focus, true)
                    .focusSection()
                    .onKeyPress(keys: [.upArrow, .downArrow]) { _ in .handled }
                    .onKeyPress(phases: .down) { press in press.key == .escape ? .handled : .ignored }
                    .onDrop(of: [.url, .fileURL], isTargeted: nil) { _, location in location.x > 0 }
                    .itemProvider { NSItemProvider(item: nil, typeIdentifier: UTType.url.identifier) }
                    .importsItemProviders([.image]) { _ in true }
                    .exportsItemProviders([.plainText]) { [] }
                    .statusBar(hidden: true)
                    .containerBackground(for: .navigation) { Color.blue }
                    .background(.selection)
                    .font(.body.width(.expanded).leading(.tight).monospacedDigit().lowercaseSmallCaps())
            } else {
                content.font(.body)
            }
        }
    }

    @Test @MainActor func platformModifiersLeaveTheRenderAsItWas() {
        #expect(ascii(Inbox(decorated: true)) == ascii(Inbox(decorated: false)))
        #expect(
            ascii(Inbox(decorated: true).environment(\.legibilityWeight, .bold)).hasPrefix("Bold text"),
            "environment values a scenario sets are read back")
    }
}
