extension Subscribers {
    /// How a stream ended: it finished normally, or it failed with an error.
    public enum Completion<Failure: Error> {
        /// The stream finished normally.
        case finished
        /// The stream failed with `error`.
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}
