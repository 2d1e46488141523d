import Foundation

/// A decoder of a whole value from its encoded form, as Combine's `TopLevelDecoder`: `JSONDecoder` and
/// `PropertyListDecoder` are, for `decode(type:decoder:)`.
public protocol TopLevelDecoder {
    /// What it decodes from, such as `Data`.
    associatedtype Input
    /// Decodes a value of a type.
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

extension JSONDecoder: TopLevelDecoder {}
extension PropertyListDecoder: TopLevelDecoder {}

extension Publishers {
    /// The publisher `decode(type:decoder:)` returns: each value decoded; a decoding error ends the stream.
    public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher
    where Upstream.Output == Coder.Input {
        public typealias Failure = any Error
        /// The publisher whose values are decoded.
        public let upstream: Upstream
        let decoder: Coder

        /// A publisher decoding each value of `upstream`.
        ///
        /// - Parameters:
        ///   - upstream: The publisher of encoded values.
        ///   - decoder: The decoder.
        public init(upstream: Upstream, decoder: Coder) {
            self.upstream = upstream
            self.decoder = decoder
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.tryMap { [decoder] in try decoder.decode(Output.self, from: $0) }.subscribe(subscriber)
        }
    }
}

extension Publisher {
    /// Decodes each value, as `Data` from the network into a model.
    ///
    /// ```swift
    /// session.dataTaskPublisher(for: url).map(\.data).decode(type: Weather.self, decoder: JSONDecoder())
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - decoder: The decoder, such as `JSONDecoder()`.
    /// - Returns: A publisher of decoded values, failing with the decoding error.
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder)
        -> Publishers.Decode<Self, Item, Coder> where Output == Coder.Input
    {
        Publishers.Decode(upstream: self, decoder: decoder)
    }
}
