import Convergence

struct Note: Identifiable, Hashable, Codable {
    let id: Int
    var title: String
}

struct NotesList: View {
    @State var notes: [Note]
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        NavigationStack {
            List(notes) { note in
                Button(note.title) {
                    openWindow(value: note.id)
                }
            }
            .navigationTitle("Notes")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        notes.append(Note(id: notes.count + 1, title: "Untitled"))
                    } label: {
                        Label("New Note", systemImage: "square.and.pencil")
                    }
                }
            }
        }
    }
}

struct NoteWindow: View {
    let noteID: Int?

    var body: some View {
        if let noteID {
            Text("Note \(noteID)")
        } else {
            ContentUnavailableView("No Note", systemImage: "note.text")
        }
    }
}

struct NotesSettingsForm: View {
    @State private var showsPreviews = true
    @Environment(\.dismissWindow) private var dismissWindow

    var body: some View {
        Form {
            Toggle("Show previews", isOn: $showsPreviews)
            Button("Done") { dismissWindow() }
        }
        .frame(width: 320)
    }
}

struct NotesScene: Scene {
    @Environment(\.openWindow) private var openWindow
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup("Notes", id: "notes") {
            NotesList(notes: [Note(id: 1, title: "Groceries"), Note(id: 2, title: "Ideas")])
        }
        .commands { NotesCommands() }
        .defaultSize(width: 800, height: 600)
        .windowResizability(.contentSize)
        .onChange(of: scenePhase) { _, newPhase in
            if newPhase == .background { openWindow(id: "notes") }
        }

        WindowGroup("Note", for: Note.ID.self) { $noteID in
            NoteWindow(noteID: noteID)
        }
        .windowStyle(.hiddenTitleBar)

        Settings { NotesSettingsForm() }
    }
}

struct NotesCommands: Commands {
    @Environment(\.openSettings) private var openSettings

    var body: some Commands {
        CommandMenu("Notes") {
            Button("New") {}
                .keyboardShortcut("n")
            Divider()
            Button("Settings…") { openSettings() }
        }
        CommandGroup(replacing: .newItem) {
            Button("New Note") {}
        }
        CommandGroup(after: .sidebar) {}
        SidebarCommands()
        TextEditingCommands()
    }
}

struct NotesApp: App {
    var body: some Scene {
        NotesScene()
        #if os(macOS)
            MenuBarExtra("Notes", systemImage: "note.text") {
                Button("Quick Note") {}
            }
            .menuBarExtraStyle(.menu)
        #endif
    }
}
