import Convergence
import Testing

private struct Broken: Error, Equatable {}

@Suite struct SubjectTests {
    @Test func aPassthroughSubjectSendsOnlyWhatComesAfterSubscribing() {
        let subject = PassthroughSubject<String, Never>()
        subject.send("early")
        var heard: [String] = []
        let cancellable = subject.sink { heard.append($0) }
        subject.send("a")
        subject.send("b")

        #expect(heard == ["a", "b"])
        withExtendedLifetime(cancellable) {}
    }

    @Test func nothingIsDeliveredAfterCompletion() {
        let subject = PassthroughSubject<Int, Broken>()
        var heard: [Int] = []
        var completions: [Subscribers.Completion<Broken>] = []
        let cancellable = subject.sink(
            receiveCompletion: { completions.append($0) }, receiveValue: { heard.append($0) })
        subject.send(1)
        subject.send(completion: .failure(Broken()))
        subject.send(2)
        subject.send(completion: .finished)

        #expect(heard == [1])
        #expect(completions == [.failure(Broken())])
        withExtendedLifetime(cancellable) {}
    }

    @Test func aLateSubscriberToACompletedSubjectGetsTheCompletionOnly() {
        let subject = PassthroughSubject<Int, Never>()
        subject.send(completion: .finished)
        var finished = false
        let cancellable = subject.sink(receiveCompletion: { _ in finished = true }, receiveValue: { _ in })

        #expect(finished)
        withExtendedLifetime(cancellable) {}
    }

    @Test func aCurrentValueSubjectGivesItsValueThenEachNewOne() {
        let volume = CurrentValueSubject<Int, Never>(5)
        var heard: [Int] = []
        let cancellable = volume.sink { heard.append($0) }
        volume.value = 6
        volume.send(7)

        #expect(heard == [5, 6, 7])
        #expect(volume.value == 7)
        withExtendedLifetime(cancellable) {}
    }

    @Test func aVoidSubjectSendsWithNoArgument() {
        let refresh = PassthroughSubject<Void, Never>()
        var count = 0
        let cancellable = refresh.sink { count += 1 }
        refresh.send()

        #expect(count == 1)
        withExtendedLifetime(cancellable) {}
    }

    @Test func assignOnWritesAnObjectsProperty() {
        final class Label {
            var text = ""
        }
        let label = Label()
        let subject = CurrentValueSubject<String, Never>("one")
        let cancellable = subject.assign(to: \.text, on: label)
        subject.send("two")
        cancellable.cancel()
        subject.send("three")

        #expect(label.text == "two")
    }

    @Test func aSubscriberThatAsksForOneValueGetsOne() {
        let subject = PassthroughSubject<Int, Never>()
        var heard: [Int] = []
        subject.subscribe(
            AnySubscriber(
                receiveSubscription: { $0.request(.max(1)) },
                receiveValue: {
                    heard.append($0)
                    return .none
                }))
        subject.send(1)
        subject.send(2)

        #expect(heard == [1])
    }
}

@Suite struct OneShotPublisherTests {
    @Test func justSendsItsValueAndFinishes() {
        var events: [String] = []
        let cancellable = Just("Ada").sink(
            receiveCompletion: { events.append("\($0)") }, receiveValue: { events.append($0) })

        #expect(events == ["Ada", "finished"])
        withExtendedLifetime(cancellable) {}
    }

    @Test func emptyAndFailSendNoValue() {
        var events: [String] = []
        let empty = Empty<Int, Never>().sink(
            receiveCompletion: { _ in events.append("empty done") }, receiveValue: { _ in events.append("value") })
        let fail = Fail<Int, Broken>(error: Broken()).sink(
            receiveCompletion: { if case .failure = $0 { events.append("failed") } }, receiveValue: { _ in })

        #expect(events == ["empty done", "failed"])
        withExtendedLifetime((empty, fail)) {}
    }

    @Test func aFutureDeliversItsResultToEarlyAndLateSubscribers() {
        var promise: Future<Int, Never>.Promise?
        let future = Future<Int, Never> { promise = $0 }
        var heard: [Int] = []
        let early = future.sink { heard.append($0) }
        promise?(.success(42))
        let late = future.sink { heard.append($0 + 1) }

        #expect(heard == [42, 43])
        withExtendedLifetime((early, late)) {}
    }

    @Test func anErasedPublisherSendsTheSameValues() {
        let subject = PassthroughSubject<Int, Never>()
        let erased: AnyPublisher<Int, Never> = subject.map { $0 * 2 }.eraseToAnyPublisher()
        var heard: [Int] = []
        let cancellable = erased.sink { heard.append($0) }
        subject.send(21)

        #expect(heard == [42])
        withExtendedLifetime(cancellable) {}
    }
}
