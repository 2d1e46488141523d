// `import SwiftData` on Linux: an in-memory stand-in for Apple's SwiftData (`@Model`, `ModelContainer`, `ModelContext`,
// `FetchDescriptor`, `@Query`, `.modelContainer`), enough for an app's previews to fill a store with sample data and
// show it. Nothing is written to disk. Re-exports Convergence, as Apple's SwiftData brings Foundation.
@_exported import Convergence
