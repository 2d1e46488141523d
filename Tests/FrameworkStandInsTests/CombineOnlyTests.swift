// This file imports Combine and nothing of SwiftUI or Convergence, as an app's model file does: the Combine subset
// must be whole on its own.
import Combine
import Foundation
import Testing

private final class Basket: ObservableObject {
    @Published var items: [String] = []
}

@Suite struct CombineOnlyTests {
    @Test func aModelFileThatImportsOnlyCombineObservesAndPublishes() {
        let basket = Basket()
        var changes = 0
        var seen: [[String]] = []
        let willChange = basket.objectWillChange.sink { changes += 1 }
        let counts = basket.$items.map(\.count).sink { seen.append(Array(repeating: "", count: $0)) }
        basket.items.append("pear")
        basket.items.append("fig")
        #expect(changes == 2)
        #expect(seen.map(\.count) == [0, 1, 2])
        willChange.cancel()
        counts.cancel()
    }

    @Test func subjectsAndOperatorsComeWithIt() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let subscription = subject.filter { $0.isMultiple(of: 2) }.map { $0 * 10 }.sink { received.append($0) }
        (1...5).forEach(subject.send)
        #expect(received == [20, 40])
        subscription.cancel()
    }
}
