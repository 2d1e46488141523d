import Foundation

/// A value that can be dragged, dropped or shared (`String`, `URL`, `Data` and your own types).
public protocol Transferable {}

extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}

extension View {
    /// Accepted: scenarios have no drag and drop between views; no change in text.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> Self { self }

    /// Accepted with a preview: no change in text.
    public func draggable<V: View, T: Transferable>(
        _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
    ) -> Self { self }

    /// Accepted: nothing is ever dropped in a scenario; no change in text.
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
        isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> Self { self }

    /// Accepted: every view takes part in hit testing in text renders; no change in text.
    public func allowsHitTesting(_ enabled: Bool) -> Self { self }
}
