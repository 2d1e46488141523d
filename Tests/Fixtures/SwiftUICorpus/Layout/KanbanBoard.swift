import Convergence

struct BoardCard: Identifiable, Equatable {
    let id: Int
    var title: String
    var column: Int
}

struct KanbanBoard: View {
    @State private var tasks = [
        BoardCard(id: 1, title: "Write tests", column: 0),
        BoardCard(id: 2, title: "Fix login", column: 1),
        BoardCard(id: 3, title: "Ship 1.2", column: 2),
    ]
    @GestureState private var dragging: Int?
    private let columns = ["To do", "Doing", "Done"]
    private let columnWidth: CGFloat = 120

    var body: some View {
        HStack(alignment: .top, spacing: 8) {
            ForEach(columns.indices, id: \.self) { index in
                VStack(alignment: .leading, spacing: 8) {
                    Text(columns[index]).font(.headline)
                    Divider()
                    ForEach(tasks.filter { $0.column == index }) { task in
                        card(for: task)
                    }
                    Spacer(minLength: 0)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        .padding()
    }

    private func card(for task: BoardCard) -> some View {
        Text(task.title)
            .padding(4)
            .background(RoundedRectangle(cornerRadius: 6).fill(Color.yellow.opacity(0.3)))
            .opacity(dragging == task.id ? 0.6 : 1)
            .gesture(
                DragGesture()
                    .updating($dragging) { _, state, _ in
                        state = task.id
                    }
                    .onEnded { value in
                        let moved = Int((value.translation.width / columnWidth).rounded())
                        if let index = tasks.firstIndex(of: task) {
                            tasks[index].column = min(max(task.column + moved, 0), columns.count - 1)
                        }
                    }
            )
    }
}
