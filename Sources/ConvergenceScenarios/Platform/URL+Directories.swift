import Foundation

#if !canImport(Darwin)
    // Linux's Foundation lacks the directory URLs apps read (`URL.documentsDirectory`); they live here, not in the
    // view layer, because a snapshot run must see the same paths on every machine.
    extension URL {
        /// The user's documents folder (`~/Documents`).
        public static var documentsDirectory: URL { userFolder(.documentDirectory, "Documents") }
        /// The folder for the app's support files (`~/.local/share` on Linux).
        public static var applicationSupportDirectory: URL { userFolder(.applicationSupportDirectory, ".local/share") }
        /// The folder for caches (`~/.cache` on Linux).
        public static var cachesDirectory: URL { userFolder(.cachesDirectory, ".cache") }
        /// The user's desktop folder (`~/Desktop`).
        public static var desktopDirectory: URL { userFolder(.desktopDirectory, "Desktop") }
        /// The user's downloads folder (`~/Downloads`).
        public static var downloadsDirectory: URL { userFolder(.downloadsDirectory, "Downloads") }
        /// The user's library folder (`~/Library`).
        public static var libraryDirectory: URL { userFolder(.libraryDirectory, "Library") }
        /// The user's movies folder (`~/Videos` on Linux).
        public static var moviesDirectory: URL { userFolder(.moviesDirectory, "Videos") }
        /// The user's music folder (`~/Music`).
        public static var musicDirectory: URL { userFolder(.musicDirectory, "Music") }
        /// The user's pictures folder (`~/Pictures`).
        public static var picturesDirectory: URL { userFolder(.picturesDirectory, "Pictures") }
        /// The user's public folder (`~/Public`).
        public static var sharedPublicDirectory: URL { userFolder(.sharedPublicDirectory, "Public") }
        /// The user's trash folder (`~/.Trash`).
        public static var trashDirectory: URL { userFolder(.trashDirectory, ".Trash") }
        /// The folder for applications (`~/Applications`).
        public static var applicationDirectory: URL { userFolder(.applicationDirectory, "Applications") }
        /// The folder that holds users' home folders (`/home` on Linux).
        public static var userDirectory: URL { scenarioAwareHome.deletingLastPathComponent() }

        /// The home folder a snapshot run shows for every user, so directory paths in a render are the same on any
        /// machine.
        static let scenarioHome = URL(fileURLWithPath: "/home/user", isDirectory: true)

        /// The home folder: ``scenarioHome`` in a snapshot run, the real one elsewhere (live previews, apps).
        private static var scenarioAwareHome: URL {
            isSnapshotRun ? scenarioHome : FileManager.default.homeDirectoryForCurrentUser
        }

        /// A snapshot run's scenario has a standing clock; a live preview's and an app's run in real time.
        private static var isSnapshotRun: Bool { ScenarioRuntime.current?.clock != nil }

        /// The folder Foundation names for the current user, or `path` in the home folder when it names none; always
        /// `path` in ``scenarioHome`` in a snapshot run.
        private static func userFolder(_ directory: FileManager.SearchPathDirectory, _ path: String) -> URL {
            if !isSnapshotRun, let url = FileManager.default.urls(for: directory, in: .userDomainMask).first {
                return url
            }
            return scenarioAwareHome.appendingPathComponent(path, isDirectory: true)
        }
    }
#endif
