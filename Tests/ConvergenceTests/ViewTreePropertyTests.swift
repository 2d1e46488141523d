import Convergence
import ConvergenceRendering
import ConvergenceTestSupport
import Testing

/// Random view trees, built from a fixed seed, checked end to end: view → node → text.
@Suite struct ViewTreePropertyTests {
    static let seed: UInt64 = 0xC0FF_EE00_2026
    static let treeCount = 600

    @Test @MainActor func everyRandomTreeRendersWithinItsWidthDeterministically() {
        var generator = RandomViews(seed: Self.seed)
        for index in 0..<Self.treeCount {
            let recipe = generator.recipe(depth: 4)
            let first = recipe.build().resolvedNode().node
            let second = recipe.build().resolvedNode().node
            #expect(first == second, "tree \(index): two resolutions of one recipe differ")
            for width in [1, 3, 7, 20, 40, 80] {
                let text = NodeRenderer.render(first, as: .ascii(width: width))
                #expect(text == NodeRenderer.render(second, as: .ascii(width: width)), "tree \(index) at \(width)")
                #expect(text.hasSuffix("\n"), "tree \(index) at \(width) does not end with a newline")
                for line in text.dropLast().split(separator: "\n", omittingEmptySubsequences: false) {
                    #expect(TerminalWidth.of(line) <= width, "tree \(index) at \(width): «\(line)»")
                    #expect(line.last != " ", "tree \(index) at \(width): trailing space in «\(line)»")
                }
            }
            #expect(NodeRenderer.render(first, as: .html) == NodeRenderer.render(second, as: .html))
        }
    }

    @Test @MainActor func concurrentResolutionMatchesSerial() async {
        var generator = RandomViews(seed: Self.seed ^ 0xFFFF)
        let recipes = (0..<40).map { _ in generator.recipe(depth: 3) }
        let serial = recipes.map { $0.build().resolvedNode().node }
        let tasks = recipes.map { recipe in
            Task { @MainActor in
                await Task.yield()
                return recipe.build().resolvedNode().node
            }
        }
        var concurrent: [Node] = []
        for task in tasks { concurrent.append(await task.value) }
        #expect(concurrent == serial)
    }
}

/// A view tree described as data, so the same tree can be built twice.
indirect enum ViewRecipe: Sendable {
    case text(String)
    case vstack([ViewRecipe])
    case hstack([ViewRecipe])
    case zstack([ViewRecipe])
    case list([String])
    case button(String)
    case toggle(String, Bool)
    case field(String, String)
    case progress(String, Double?)
    case padded(ViewRecipe)
    case bordered(ViewRecipe)
    case framed(ViewRecipe, Double)
    case limited(ViewRecipe, Int)
    case spacer
    case divider

    @MainActor func build() -> AnyView {
        switch self {
        case .text(let text): AnyView(Text(text))
        case .vstack(let children):
            AnyView(VStack(alignment: .leading) { ForEach(0..<children.count) { children[$0].build() } })
        case .hstack(let children): AnyView(HStack { ForEach(0..<children.count) { children[$0].build() } })
        case .zstack(let children): AnyView(ZStack { ForEach(0..<children.count) { children[$0].build() } })
        case .list(let rows): AnyView(List(rows, id: \.self) { Text($0) })
        case .button(let title): AnyView(Button(title) {})
        case .toggle(let title, let isOn): AnyView(Toggle(title, isOn: .constant(isOn)))
        case .field(let title, let text): AnyView(TextField(title, text: .constant(text)))
        case .progress(let title, let value): AnyView(ProgressView(title, value: value))
        case .padded(let child): AnyView(child.build().padding())
        case .bordered(let child): AnyView(child.build().border(.gray))
        case .framed(let child, let width): AnyView(child.build().frame(width: width))
        case .limited(let child, let lines): AnyView(child.build().lineLimit(lines))
        case .spacer: AnyView(Spacer())
        case .divider: AnyView(Divider())
        }
    }
}

/// Random view recipes drawn from a seeded SplitMix64, so a failing tree can be rebuilt from its seed.
struct RandomViews {
    private var source: SplitMix64

    init(seed: UInt64) {
        source = SplitMix64(seed: seed)
    }

    mutating func int(_ range: Range<Int>) -> Int {
        range.lowerBound + Int(source.next() % UInt64(range.count))
    }

    static let words = [
        "Hello", "wrap", "a", "Supercalifragilisticexpialidocious", "日本語", "テキスト", "한국어", "👩‍👩‍👧‍👦", "🇯🇵",
        "e\u{301}", "\u{200B}", "tab\there", "two\nlines", "\u{1B}[31mred\u{1B}[0m", "<b>&amp;\"'</b>", "", "   ",
        "\u{202E}evil", "x",
    ]

    mutating func text() -> String {
        (0..<int(0..<6)).map { _ in Self.words[int(0..<Self.words.count)] }.joined(separator: " ")
    }

    mutating func recipe(depth: Int) -> ViewRecipe {
        let leafKinds = 8
        let kind = depth <= 0 ? int(0..<leafKinds) : int(0..<(leafKinds + 7))
        switch kind {
        case 0, 1: return .text(text())
        case 2: return .button(text())
        case 3: return .toggle(text(), int(0..<2) == 0)
        case 4: return .field(text(), text())
        case 5: return .progress(text(), int(0..<2) == 0 ? nil : Double(int(0..<101)) / 100)
        case 6: return int(0..<2) == 0 ? .spacer : .divider
        case 7: return .list((0..<int(0..<4)).map { _ in text() + String(int(0..<1000)) })
        case 8: return .vstack(children(depth))
        case 9: return .hstack(children(depth))
        case 10: return .zstack(children(depth))
        case 11: return .padded(recipe(depth: depth - 1))
        case 12: return .bordered(recipe(depth: depth - 1))
        case 13: return .framed(recipe(depth: depth - 1), Double(int(0..<400)))
        default: return .limited(recipe(depth: depth - 1), int(1..<4))
        }
    }

    private mutating func children(_ depth: Int) -> [ViewRecipe] {
        (0..<int(0..<5)).map { _ in recipe(depth: depth - 1) }
    }
}
