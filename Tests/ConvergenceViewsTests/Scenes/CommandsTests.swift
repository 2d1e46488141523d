import Convergence
import Testing

@testable import ConvergenceViews

/// Commands written as SwiftUI apps write them compose into menus and groups, in order; their items are views.
@Suite struct CommandsTests {
    typealias NotesMenu = CommandMenu<TupleView<Button<Text>, Button<Text>>>

    struct NotesCommands: Commands {
        let showsFormatting: Bool

        var body: some Commands {
            CommandMenu("Notes") {
                Button("New") {}.keyboardShortcut("n")
                Button("Archive") {}.keyboardShortcut("a", modifiers: [.command, .shift])
            }
            CommandGroup(replacing: .newItem) { Button("New Note") {} }
            CommandGroup(before: .help) { Button("Tips") {} }
            CommandGroup(after: .sidebar) {}
            SidebarCommands()
            ToolbarCommands()
            if showsFormatting {
                TextFormattingCommands()
            } else {
                TextEditingCommands()
            }
            InspectorCommands()
        }
    }

    @Test @MainActor func commandsComposeInTheOrderWritten() throws {
        let commands = NotesCommands(showsFormatting: true).builtInCommands()
        #expect(commands.count == 8)
        let menu = try #require(
            commands.first as? NotesMenu)
        #expect(ascii(menu.name) == "Notes")
        let replacing = try #require(commands[1] as? CommandGroup<Button<Text>>)
        #expect(replacing.position == .replacing)
        #expect(replacing.placement == .newItem)
        let before = try #require(commands[2] as? CommandGroup<Button<Text>>)
        #expect(before.position == .before && before.placement == .help)
        let after = try #require(commands[3] as? CommandGroup<EmptyView>)
        #expect(after.position == .after && after.placement == .sidebar)
        #expect(commands[4] is SidebarCommands && commands[5] is ToolbarCommands)
        #expect(commands[6] is TextFormattingCommands)
        #expect(commands[7] is InspectorCommands)
    }

    @Test @MainActor func anElseBranchChoosesItsCommands() {
        let commands = NotesCommands(showsFormatting: false).builtInCommands()
        #expect(commands[6] is TextEditingCommands)
    }

    @Test @MainActor func aMenusItemsRenderAsViews() throws {
        let menu = try #require(NotesCommands(showsFormatting: true).builtInCommands().first)
        let content = try #require(
            (menu as? NotesMenu)?.content)
        let text = ascii(content)
        #expect(text.contains("New"))
        #expect(text.contains("Archive"))
    }

    @Test @MainActor func anEmptyBlockIsNoCommands() {
        struct Nothing: Commands {
            var body: some Commands {}
        }
        let commands = Nothing().builtInCommands()
        #expect(commands.count == 1)
        #expect(commands.first is EmptyCommands)
    }

    @Test @MainActor func placementsAreDistinct() {
        let all: [CommandGroupPlacement] = [
            .appInfo, .appSettings, .systemServices, .appVisibility, .appTermination, .newItem, .saveItem,
            .importExport, .printItem, .undoRedo, .pasteboard, .textEditing, .textFormatting, .toolbar, .sidebar,
            .windowSize, .windowArrangement, .windowList, .singleWindowList, .help,
        ]
        #expect(Set(all).count == all.count)
    }
}
