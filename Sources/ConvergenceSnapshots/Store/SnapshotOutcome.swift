/// What checking one render against its snapshot found, and what it wrote.
///
/// Paths are relative to the store's root, like the path that was checked.
///
/// ```swift
/// switch try store.check(text, at: "Items/loaded.txt", mode: .missing) {
/// case .passed, .recorded, .updated: break
/// case .changed(let old, let pending): print("differs; new render in \(pending)")  // Items/loaded.txt.new
/// case .missing(let pending): print("not recorded; render in \(pending)")
/// }
/// ```
public enum SnapshotOutcome: Sendable, Equatable {
    /// The render equals the recorded snapshot (a stale `.new` beside it was removed).
    case passed
    /// There was no snapshot; the render was recorded (modes `missing`, `all`, `failed`).
    case recorded
    /// The snapshot differed and was rewritten with the render (modes `all`, `failed`); `old` is what it held.
    case updated(old: String)
    /// The snapshot differs and was kept (modes `missing`, `never`); the render was written to `pendingFile`.
    case changed(old: String, pendingFile: String)
    /// There is no snapshot and mode `never` may not record one; the render was written to `pendingFile`.
    case missing(pendingFile: String)

    /// Whether the check failed: the snapshot differs or is missing and was not written.
    public var isFailure: Bool {
        switch self {
        case .passed, .recorded, .updated: false
        case .changed, .missing: true
        }
    }

    /// Whether the check wrote the snapshot file itself.
    public var wroteSnapshot: Bool {
        switch self {
        case .recorded, .updated: true
        case .passed, .changed, .missing: false
        }
    }
}

extension SnapshotOutcome {
    /// An outcome without its texts: the one place outcomes are spelled as words (`passed`, `changed`), as the
    /// summary, the JSON and JUnit results and the Markdown report write them.
    public enum Kind: String, Sendable, CaseIterable {
        case passed, recorded, updated, changed, missing
    }

    /// The outcome without its texts.
    public var kind: Kind {
        switch self {
        case .passed: .passed
        case .recorded: .recorded
        case .updated: .updated
        case .changed: .changed
        case .missing: .missing
        }
    }
}
