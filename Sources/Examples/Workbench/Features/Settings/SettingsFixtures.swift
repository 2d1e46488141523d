import Convergence

/// The user and folders every settings scenario and test uses.
enum SettingsFixtures {
    static let userName = "ada"
    static let homeFolder = "/home/ada"

    static let projects = Workspace(name: "Projects", path: "/home/ada/Projects")
    static let source = Workspace(name: "src", path: "/home/ada/src")
    static let work = Workspace(name: "work", path: "/home/ada/work")
    static let workspaces = [projects, source, work]
}
