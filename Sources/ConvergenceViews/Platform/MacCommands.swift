import Foundation

// macOS menu and key commands that reach a focused view (Escape, arrow keys, Delete, Copy, Paste) and
// services: a scenario has no menu bar or hardware keyboard, so each is accepted with no change in text and its
// action never runs.

/// The arrow-key direction of a move command.
public enum MoveCommandDirection: Sendable, Hashable {
    case up, down, left, right
}

/// Whether the window holding a view is active (macOS); `.key` unless a scenario sets another.
public enum ControlActiveState: Sendable, Hashable, CaseIterable {
    case key, active, inactive
}

private struct ControlActiveStateKey: EnvironmentKey { static var defaultValue: ControlActiveState { .key } }

extension EnvironmentValues {
    /// `.key` unless a scenario sets another.
    public var controlActiveState: ControlActiveState {
        get { self[ControlActiveStateKey.self] }
        set { self[ControlActiveStateKey.self] = newValue }
    }
}

extension View {
    public func onExitCommand(perform action: (() -> Void)?) -> Self { self }

    /// Runs `action` when the remote's Play/Pause button is pressed (tvOS); a render has no remote, so it never runs.
    ///
    /// - Parameter action: The action; never called.
    /// - Returns: This view, unchanged.
    public func onPlayPauseCommand(perform action: (() -> Void)?) -> Self { self }

    public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> Self { self }

    public func onDeleteCommand(perform action: (() -> Void)?) -> Self { self }

    public func onCopyCommand(perform payloadAction: (() -> [NSItemProvider])?) -> Self { self }

    public func onCutCommand(perform payloadAction: (() -> [NSItemProvider])?) -> Self { self }

    public func copyable<T: Transferable>(_ payload: @autoclosure @escaping () -> [T]) -> Self { self }

    public func cuttable<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping () -> [T]) -> Self {
        self
    }

    public func pasteDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping ([T]) -> Void,
        validator: @escaping ([T]) -> [T] = { $0 }
    ) -> Self { self }
}
