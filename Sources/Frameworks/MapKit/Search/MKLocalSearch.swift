import CoreLocation

/// A search for places by name or category.
///
/// In a scenario there is no server to ask: every search finds nothing. `start(completionHandler:)` calls its handler
/// at once with `nil` and ``MKError/Code/placemarkNotFound`` (what MapKit reports for no result), and `start()` throws
/// it, so a preview shows the screen's "no results" state.
///
/// ```swift
/// let request = MKLocalSearch.Request()
/// request.naturalLanguageQuery = "coffee"
/// let response = try await MKLocalSearch(request: request).start()  // throws MKError(.placemarkNotFound)
/// ```
open class MKLocalSearch: NSObject, @unchecked Sendable {
    /// What a search hands back: the items found, or an error.
    public typealias CompletionHandler = @Sendable (MKLocalSearch.Response?, (any Error)?) -> Void

    /// What to search for.
    open class Request: NSObject, @unchecked Sendable {
        /// The words to search for, such as "coffee".
        open var naturalLanguageQuery: String?
        /// Where to search.
        open var region = MKCoordinateRegion()
        /// Which kinds of result are wanted.
        open var resultTypes: ResultType = [.address, .pointOfInterest]

        /// An empty request.
        override public init() {}

        /// A request for the given words.
        ///
        /// - Parameter naturalLanguageQuery: The words to search for.
        public convenience init(naturalLanguageQuery: String) {
            self.init()
            self.naturalLanguageQuery = naturalLanguageQuery
        }

        /// The kinds of result a search returns.
        public struct ResultType: OptionSet, Sendable {
            public let rawValue: UInt

            public init(rawValue: UInt) {
                self.rawValue = rawValue
            }

            /// Street addresses.
            public static let address = ResultType(rawValue: 1 << 0)
            /// Businesses and landmarks.
            public static let pointOfInterest = ResultType(rawValue: 1 << 1)
        }
    }

    /// What a search found.
    open class Response: NSObject, @unchecked Sendable {
        /// The places found.
        public let mapItems: [MKMapItem]
        /// The region that holds them.
        public let boundingRegion: MKCoordinateRegion

        init(mapItems: [MKMapItem], boundingRegion: MKCoordinateRegion) {
            self.mapItems = mapItems
            self.boundingRegion = boundingRegion
        }
    }

    /// The request searched for.
    public let request: Request

    /// A search for a request.
    ///
    /// - Parameter request: What to search for.
    public init(request: Request) {
        self.request = request
    }

    /// Whether a search is under way: never, as each finishes at once.
    open var isSearching: Bool { false }

    /// Runs the search: it finds nothing in a scenario.
    ///
    /// - Parameter completionHandler: Called at once with no response and ``MKError/Code/placemarkNotFound``.
    open func start(completionHandler: @escaping CompletionHandler) {
        completionHandler(nil, MKError(.placemarkNotFound))
    }

    /// Runs the search: it finds nothing in a scenario.
    ///
    /// - Returns: Never returns in a scenario.
    /// - Throws: ``MKError`` with ``MKError/Code/placemarkNotFound``.
    open func start() async throws -> Response {
        throw MKError(.placemarkNotFound)
    }

    /// Cancels the search; none is ever under way.
    open func cancel() {}
}
