import Convergence
import Testing

private final class SearchViewModel: ObservableObject {
    @Published var query = ""
    @Published var searches: [String] = []
    @Published var canSearch = false
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query.removeDuplicates().sink { [weak self] in self?.searches.append($0) }.store(in: &cancellables)
        $query.map { $0.count > 2 }.assign(to: &$canSearch)
    }
}

private final class Counter: ObservableObject {
    @Published var count = 0
}

@Suite struct PublishedSinkTests {
    @Test func aSinkOnAPublishedPropertyGetsTheCurrentValueThenEachChangeWithoutRepeats() {
        let model = SearchViewModel()
        model.query = "te"
        model.query = "te"
        model.query = "tea"

        #expect(model.searches == ["", "te", "tea"])
    }

    @Test func assignToAPublishedPropertyFollowsTheUpstream() {
        let model = SearchViewModel()
        #expect(model.canSearch == false)

        model.query = "coffee"

        #expect(model.canSearch == true)
    }

    @Test func aSinkSeesTheNewValueBeforeThePropertyHoldsIt() {
        let counter = Counter()
        var seen: [(sent: Int, held: Int)] = []
        let cancellable = counter.$count.dropFirstForTest().sink { seen.append((sent: $0, held: counter.count)) }
        counter.count = 5

        #expect(seen.map(\.sent) == [5])
        #expect(seen.map(\.held) == [0])
        withExtendedLifetime(cancellable) {}
    }

    @Test func objectWillChangeSendsBeforeEachPublishedChange() {
        let counter = Counter()
        var announcements = 0
        let cancellable = counter.objectWillChange.sink { announcements += 1 }
        counter.count = 1
        counter.count = 2
        counter.objectWillChange.send()

        #expect(announcements == 3)
        withExtendedLifetime(cancellable) {}
    }

    @Test func cancellingOrReleasingTheCancellableStopsDelivery() {
        let counter = Counter()
        var heard: [Int] = []
        let cancellable = counter.$count.sink { heard.append($0) }
        var released: AnyCancellable? = counter.$count.sink { heard.append($0 * 100) }
        counter.count = 1
        cancellable.cancel()
        released = nil
        counter.count = 2

        #expect(heard == [0, 0, 1, 100])
        #expect(released == nil)
    }

    @Test func storeInAnArrayKeepsTheSubscription() {
        let counter = Counter()
        var heard: [Int] = []
        var kept: [AnyCancellable] = []
        counter.$count.sink { heard.append($0) }.store(in: &kept)
        counter.count = 3

        #expect(heard == [0, 3])
        #expect(kept.count == 1)
    }
}

extension Publisher {
    /// Leaves out the first value (the current value a `@Published` publisher gives on subscribe).
    fileprivate func dropFirstForTest() -> Publishers.CompactMap<Self, Output> {
        var first = true
        return compactMap { value in
            defer { first = false }
            return first ? nil : value
        }
    }
}
