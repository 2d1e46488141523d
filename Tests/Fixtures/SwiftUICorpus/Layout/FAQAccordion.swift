import Convergence

struct FAQEntry: Identifiable {
    let id: Int
    let question: String
    let answer: String
}

struct FAQAccordion: View {
    let entries = [
        FAQEntry(id: 1, question: "How do I reset my password?", answer: "Use the link on the sign-in screen."),
        FAQEntry(id: 2, question: "Can I export my data?", answer: "Yes, as CSV from Settings."),
        FAQEntry(id: 3, question: "Is there a dark mode?", answer: "It follows your system setting."),
    ]
    @State private var expanded: Set<Int> = []

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 12, pinnedViews: [.sectionHeaders]) {
                Text("Questions").font(.title2.bold())
                ForEach(entries) { entry in
                    VStack(alignment: .leading, spacing: 4) {
                        HStack {
                            Text(entry.question).bold()
                            Spacer()
                            Image(systemName: "chevron.right")
                                .rotationEffect(.degrees(expanded.contains(entry.id) ? 90 : 0))
                        }
                        .contentShape(Rectangle())
                        .onTapGesture {
                            withAnimation(.easeInOut(duration: 0.25)) {
                                if expanded.contains(entry.id) {
                                    expanded.remove(entry.id)
                                } else {
                                    expanded.insert(entry.id)
                                }
                            }
                        }
                        if expanded.contains(entry.id) {
                            Text(entry.answer)
                                .foregroundStyle(.secondary)
                                .transition(.asymmetric(insertion: .push(from: .top), removal: .opacity))
                        }
                    }
                }
            }
            .padding()
        }
    }
}
