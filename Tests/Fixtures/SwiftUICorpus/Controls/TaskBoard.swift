import Convergence

final class TaskItem: ObservableObject, Identifiable {
    let id: Int
    @Published var title: String
    @Published var isDone: Bool

    init(id: Int, title: String, isDone: Bool = false) {
        self.id = id
        self.title = title
        self.isDone = isDone
    }
}

final class TaskBoardModel: ObservableObject {
    @Published var tasks: [TaskItem]
    @Published var log: [String] = []

    init(tasks: [TaskItem]) {
        self.tasks = tasks
    }

    func addTask() {
        tasks.append(TaskItem(id: tasks.count + 1, title: "New task \(tasks.count + 1)"))
    }
}

struct TaskRow: View {
    @ObservedObject var task: TaskItem

    var body: some View {
        Toggle(task.title, isOn: $task.isDone)
    }
}

struct TaskBoard: View {
    @ObservedObject var model: TaskBoardModel
    @State private var completed = 0

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(model.tasks) { task in
                        TaskRow(task: task)
                            .onChange(of: task.isDone) { _, isDone in
                                completed += isDone ? 1 : -1
                            }
                    }
                } header: {
                    Text("Today")
                } footer: {
                    Text("\(completed) completed this session")
                }
                Button("Add task") { model.addTask() }
            }
            .navigationTitle("Tasks (\(model.tasks.count))")
        }
    }
}
