import Convergence
import Testing

@testable import ConvergenceViews

/// Scenes written as SwiftUI apps write them, outside the `@main` file: their bodies build, a window's root view
/// renders, and their modifiers change nothing.
@Suite struct SceneTests {
    struct NotesList: View {
        @Environment(\.openWindow) private var openWindow
        @Environment(\.openSettings) private var openSettings

        var body: some View {
            VStack {
                Text("3 notes")
                Button("Open inspector") { openWindow(id: "inspector") }
                Button("Settings…") { openSettings() }
            }
        }
    }

    struct SettingsForm: View {
        var body: some View { Toggle("Sync", isOn: .constant(true)) }
    }

    struct NotesScene: Scene {
        @Environment(\.openWindow) private var openWindow
        @Environment(\.scenePhase) private var scenePhase
        let log: Recorder<[String]>

        var body: some Scene {
            WindowGroup("Notes", id: "notes") { NotesList() }
                .commands { SidebarCommands() }
                .defaultSize(width: 800, height: 600)
                .defaultSize(CGSize(width: 400, height: 300))
                .defaultPosition(.topLeading)
                .windowResizability(.contentSize)
                .windowStyle(.hiddenTitleBar)
                .windowToolbarStyle(.unified(showsTitle: false))
                .handlesExternalEvents(matching: ["notes"])
                .environment(\.lineLimit, 2)
                .onChange(of: scenePhase, initial: true) { log.value.append("phase") }
                .onChange(of: scenePhase) { _, _ in log.value.append("phases") }
            Window("Inspector", id: "inspector") { Text("Inspector") }
                .commandsRemoved()
            Settings { SettingsForm() }
            MenuBarExtra("Notes", systemImage: "note.text") { Button("Quick note") {} }
                .menuBarExtraStyle(.window)
        }
    }

    struct NotesApp: App {
        var body: some Scene {
            WindowGroup { NotesList() }
            NotesScene(log: Recorder([]))
        }
    }

    @Test @MainActor func aScenesBodyBuildsItsScenesInOrder() throws {
        let scenes = NotesScene(log: Recorder([])).builtInScenes()
        #expect(scenes.count == 4)
        let group = try #require(scenes.first as? WindowGroup<NotesList>)
        #expect(group.id == "notes")
        #expect(group.title.map { ascii($0) } == "Notes")
        let window = try #require(scenes[1] as? Window<Text>)
        #expect(window.id == "inspector")
        #expect(scenes[2] is Settings<SettingsForm>)
        #expect(scenes[3] is MenuBarExtra<Label<Text, Image>, Button<Text>>)
    }

    @Test @MainActor func aWindowGroupsRootViewRendersAsTheViewItself() throws {
        let group = try #require(NotesScene(log: Recorder([])).builtInScenes().first as? WindowGroup<NotesList>)
        #expect(ascii(group.content) == ascii(NotesList()))
        #expect(ascii(group.content).contains("3 notes"))
    }

    @Test @MainActor func sceneActionsNeverRun() {
        let log = Recorder<[String]>([])
        _ = NotesScene(log: log).builtInScenes()
        #expect(log.value.isEmpty)
    }

    @Test @MainActor func anAppWithoutMainListsItsScenesAndNestedOnes() {
        #expect(NotesApp().body.builtInScenes().count == 5)
    }

    @Test @MainActor func runningAnAppBuildsItsScenesAndSaysWhereItsViewsShow() {
        let note = NotesApp.launchNote()
        #expect(note.hasPrefix("NotesApp declares 5 scene(s); Convergence draws no windows. Its views show"))
        #expect(note.hasSuffix("`swift package scenarios preview`.\n"))
        NotesApp.main()
    }

    @Test @MainActor func aValuePresentingWindowStartsWithoutAValueOrWithItsDefault() throws {
        let empty = WindowGroup(for: Int.self) { $number in
            Text(number.map { "Note \($0)" } ?? "No note")
        }
        #expect(ascii(empty.content) == "No note")
        let withDefault = WindowGroup(for: Int.self) { $number in
            Text("Note \(number)")
        } defaultValue: {
            7
        }
        #expect(ascii(withDefault.content) == "Note 7")
        let titled = WindowGroup("Note", id: "note", for: Int.self) { _ in Text("Note") }
        #expect(titled.id == "note")
    }

    @Test @MainActor func anIfAvailableInASceneBodyKeepsItsScene() {
        struct Conditional: Scene {
            var body: some Scene {
                WindowGroup { Text("Main") }
                if #available(macOS 14, iOS 17, *) {
                    Settings { Text("Settings") }
                }
            }
        }
        #expect(Conditional().builtInScenes().count == 2)
    }
}
