import Convergence

struct ProfileEditor: View {
    enum Field: Hashable {
        case name, bio
    }

    @State private var name: String
    @State private var bio: String
    @State private var hasChanges = false
    @State private var savedAt: String?
    @FocusState private var focusedField: Field?

    init(name: String, bio: String) {
        _name = State(initialValue: name)
        _bio = State(initialValue: bio)
    }

    var body: some View {
        Form {
            Section("Name") {
                TextField("Display name", text: $name)
                    .textContentType(.name)
                    .submitLabel(.next)
                    .focused($focusedField, equals: .name)
                    .onSubmit { focusedField = .bio }
            }
            Section("About you") {
                TextEditor(text: $bio)
                    .focused($focusedField, equals: .bio)
                    .frame(minHeight: 80)
                Text("\(bio.count)/160 characters")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            if hasChanges {
                Text("You have unsaved changes")
                    .italic()
            }
            if let savedAt {
                Label(savedAt, systemImage: "checkmark.circle")
            }
            Button("Save profile") {
                savedAt = "Saved \(name)"
                hasChanges = false
                focusedField = nil
            }
            .disabled(!hasChanges || name.isEmpty)
        }
        .onChange(of: name) { hasChanges = true }
        .onChange(of: bio) { hasChanges = true }
    }
}
