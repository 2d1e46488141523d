import Convergence

/// One view of the gallery of every built-in view, recorded at several widths and as HTML.
public struct GalleryEntry: Sendable, CustomStringConvertible {
    public let name: String
    public let make: @MainActor @Sendable () -> AnyView

    init<Content: View>(_ name: String, @ViewBuilder _ make: @escaping @MainActor @Sendable () -> Content) {
        self.name = name
        self.make = { AnyView(make()) }
    }

    public var description: String { name }
}

private struct Fruit: Identifiable {
    let id: Int
    let name: String
}

private struct Planet: Identifiable {
    let id: String
    let moons: Int
    let dayInHours: Double
}

private enum Flavour: String, CaseIterable, Identifiable {
    case vanilla, chocolate, strawberry
    var id: Self { self }
}

extension GalleryEntry {
    /// Every entry, in the order the gallery shows them.
    public static let all: [GalleryEntry] = [
        GalleryEntry("text") {
            VStack(alignment: .leading, spacing: 16) {
                Text("Short")
                Text("A longer sentence that has to wrap when the terminal is narrow.")
                Text("First line\nSecond line")
                Text("Cut after two lines, because this text goes on and on for quite a while.").lineLimit(2)
                Text("Centred lines\nline up in the middle").multilineTextAlignment(.center)
            }
        },
        GalleryEntry("unicode-text") {
            VStack(alignment: .leading) {
                Text("日本語のテキストは二列幅です")
                Text("한국어 텍스트")
                Text("Emoji: 👩‍👩‍👧‍👦 🇯🇵 👍🏽 1️⃣")
                Text("Combining: e\u{301} n\u{303} a\u{308}")
                Text("Tab\tseparated\tcolumns")
                Text("Escape \u{1B}[31mcodes\u{1B}[0m are shown, not run")
            }
        },
        GalleryEntry("stacks") {
            VStack(spacing: 16) {
                HStack {
                    Text("Leading")
                    Spacer()
                    Text("Trailing")
                }
                HStack(alignment: .top, spacing: 16) {
                    Text("Top")
                    Text("Two\nlines")
                    Divider()
                    Text("After divider")
                }
                VStack(alignment: .trailing) {
                    Text("Right")
                    Text("aligned stack")
                }
                VStack {
                    Text("Above a 32 pt spacer")
                    Spacer(minLength: 32)
                    Text("Below it")
                }
                ZStack(alignment: .topLeading) {
                    Text("..........")
                    Text("ZStack")
                }
            }
        },
        GalleryEntry("list") {
            List {
                Section {
                    ForEach([Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]) { fruit in
                        Text(fruit.name)
                    }
                } header: {
                    Text("Fruit")
                } footer: {
                    Text("Seasonal only.")
                }
                Section("Numbers") {
                    ForEach(1..<4) { number in Text("Row \(number)") }
                }
            }
        },
        GalleryEntry("controls") {
            VStack(alignment: .leading) {
                Button("Save") {}
                Button("Delete", role: .destructive) {}.disabled(true)
                Button("Favourite", systemImage: "star.fill") {}
                Toggle("Notifications", isOn: .constant(true))
                Toggle("Airplane mode", isOn: .constant(false))
                TextField("Name", text: .constant("Ada Lovelace"))
                TextField("Email", text: .constant(""))
                SecureField("Password", text: .constant("secret"))
                Picker("Flavour", selection: .constant(Flavour.chocolate)) {
                    ForEach(Flavour.allCases) { flavour in Text(flavour.rawValue.capitalized) }
                }
                Picker("Size", selection: .constant("M")) {
                    Text("Small").tag("S")
                    Text("Medium").tag("M")
                }
                .pickerStyle(.inline)
                Toggle("Locked setting", isOn: .constant(true)).disabled(true)
                TextField("Read-only", text: .constant("fixed")).disabled(true)
            }
        },
        GalleryEntry("form") {
            Form {
                Section("Profile") {
                    LabeledContent("Name", value: "Ada Lovelace")
                    LabeledContent("Born", value: "1815")
                }
                Section {
                    Toggle("Public profile", isOn: .constant(false))
                } footer: {
                    Text("Anyone can see a public profile.")
                }
            }
        },
        GalleryEntry("progress") {
            VStack(alignment: .leading) {
                ProgressView()
                ProgressView("Loading...")
                ProgressView("Downloading", value: 0.35)
                ProgressView(value: 3, total: 4)
            }
        },
        GalleryEntry("labels-and-symbols") {
            VStack(alignment: .leading) {
                Label("Inbox", systemImage: "tray")
                Label("Warning", systemImage: "exclamationmark.triangle")
                Label("Unknown symbol", systemImage: "not.a.real.symbol")
                Label("Icon only", systemImage: "gear").labelStyle(.iconOnly)
                HStack {
                    Image(systemName: "checkmark")
                    Image(systemName: "xmark")
                    Image(systemName: "heart.fill")
                }
            }
        },
        GalleryEntry("unavailable") {
            ContentUnavailableView {
                Label("No Connection", systemImage: "wifi.slash")
            } description: {
                Text("Check your network and try again.")
            } actions: {
                Button("Retry") {}
            }
        },
        GalleryEntry("navigation") {
            NavigationStack {
                List(["Inbox", "Sent", "Archive"], id: \.self) { folder in
                    Label(folder, systemImage: "folder")
                }
                .navigationTitle("Mail")
            }
        },
        GalleryEntry("table") {
            Table(
                [
                    Planet(id: "Mercury", moons: 0, dayInHours: 4222.6),
                    Planet(id: "Earth", moons: 1, dayInHours: 24),
                    Planet(id: "Jupiter", moons: 95, dayInHours: 9.9),
                ], sortOrder: .constant([KeyPathComparator(\Planet.moons, order: .reverse)])
            ) {
                TableColumn("Planet", value: \.id)
                TableColumn("Moons", value: \.moons) { Text("\($0.moons)") }
                TableColumn("Day (hours)") { Text("\($0.dayInHours, specifier: "%.1f")") }
            }
        },
        GalleryEntry("modifiers") {
            VStack(alignment: .leading) {
                Text("Padded").padding()
                Text("Bordered").border(.gray)
                Text("Padded and bordered").padding(.horizontal).border(.blue)
                Text("Fixed width, trailing").frame(width: 200, alignment: .trailing).border()
                Text("Fills the width").frame(maxWidth: .infinity).border()
                Text("Styled").bold().font(.title).foregroundStyle(.secondary)
                Text("Identified").accessibilityIdentifier("gallery.identified").accessibilityLabel(
                    "An identified text")
            }
        },
    ]
}
