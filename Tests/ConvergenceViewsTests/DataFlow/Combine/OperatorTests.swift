import Convergence
import Foundation
import Testing

@Suite struct OperatorTests {
    @Test func mapCompactMapAndFilterTransformAndLeaveOut() {
        let subject = PassthroughSubject<String, Never>()
        var heard: [Int] = []
        let cancellable = subject.compactMap { Int($0) }.filter { $0 > 1 }.map { $0 * 10 }.sink { heard.append($0) }
        for text in ["1", "x", "2", "3"] { subject.send(text) }

        #expect(heard == [20, 30])
        withExtendedLifetime(cancellable) {}
    }

    @Test func removeDuplicatesLeavesOutOnlyRepeatsInARow() {
        let subject = PassthroughSubject<Int, Never>()
        var heard: [Int] = []
        let cancellable = subject.removeDuplicates().sink { heard.append($0) }
        for number in [1, 1, 2, 1, 1] { subject.send(number) }

        #expect(heard == [1, 2, 1])
        withExtendedLifetime(cancellable) {}
    }

    @Test func combineLatestPairsTheLatestValuesOnceBothHaveSent() {
        let name = CurrentValueSubject<String, Never>("")
        let email = PassthroughSubject<String, Never>()
        var valid: [Bool] = []
        let cancellable = name.combineLatest(email) { !$0.isEmpty && $1.contains("@") }.sink { valid.append($0) }
        name.send("Ada")
        email.send("ada@example.com")
        name.send("")

        #expect(valid == [true, false])
        withExtendedLifetime(cancellable) {}
    }

    @Test func mergeSendsBothAndFinishesWhenBothFinish() {
        let left = PassthroughSubject<Int, Never>()
        let right = PassthroughSubject<Int, Never>()
        var events: [String] = []
        let cancellable = left.merge(with: right).sink(
            receiveCompletion: { _ in events.append("done") }, receiveValue: { events.append("\($0)") })
        left.send(1)
        right.send(2)
        left.send(completion: .finished)
        right.send(3)
        right.send(completion: .finished)

        #expect(events == ["1", "2", "3", "done"])
        withExtendedLifetime(cancellable) {}
    }

    @Test func cancellingAMergeStopsBothSides() {
        let left = PassthroughSubject<Int, Never>()
        let right = PassthroughSubject<Int, Never>()
        var heard: [Int] = []
        let cancellable = left.merge(with: right).sink { heard.append($0) }
        left.send(1)
        cancellable.cancel()
        left.send(2)
        right.send(3)

        #expect(heard == [1])
    }

    @Test func receiveOnAndSubscribeOnDeliverAtOnce() {
        let subject = PassthroughSubject<Int, Never>()
        var heard: [Int] = []
        let cancellable = subject.receive(on: DispatchQueue.main).subscribe(on: RunLoop.main)
            .receive(on: ImmediateScheduler.shared).sink { heard.append($0) }
        subject.send(1)

        #expect(heard == [1])
        withExtendedLifetime(cancellable) {}
    }
}

@Suite struct OperatorShapeTests {
    @Test func operatorsReturnCombinesConcreteTypes() {
        let subject = PassthroughSubject<Int, Never>()
        let mapped: Publishers.Map<PassthroughSubject<Int, Never>, String> = subject.map { "\($0)" }
        let kept: Publishers.Filter<Publishers.Map<PassthroughSubject<Int, Never>, String>> = mapped.filter {
            !$0.isEmpty
        }
        let distinct:
            Publishers.RemoveDuplicates<Publishers.Filter<Publishers.Map<PassthroughSubject<Int, Never>, String>>> =
                kept.removeDuplicates()
        let pairs: Publishers.CombineLatest<PassthroughSubject<Int, Never>, Just<Int>> = subject.combineLatest(Just(0))
        var heard: [String] = []
        let cancellables: Set<AnyCancellable> = [
            distinct.sink { heard.append($0) },
            pairs.sink { heard.append("\($0.0)+\($0.1)") },
        ]
        subject.send(4)

        #expect(heard.sorted() == ["4", "4+0"])
        #expect(cancellables.count == 2)
    }
}
