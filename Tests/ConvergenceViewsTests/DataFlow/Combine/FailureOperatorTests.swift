import Convergence
import Testing

private struct Weather: Decodable, Equatable {
    let city: String
}

private enum ServiceError: Error, Equatable {
    case unknown, wrongCityName
}

private final class FavouriteModel: ObservableObject {
    @Published var isFavourite: Bool?
    private let operationDelay: DispatchQueue.SchedulerTimeType.Stride = 1.0
    private var cancellables: Set<AnyCancellable> = []

    func check() {
        let stored: Result<[String], Never> = .success(["Minsk"])
        Future<Bool, Error> { promise in
            stored.publisher.sink { promise(.success($0.contains("Minsk"))) }.store(in: &self.cancellables)
        }
        .delay(for: operationDelay, scheduler: DispatchQueue.main)
        .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] in self?.isFavourite = $0 })
        .store(in: &cancellables)
    }
}

@Suite struct FailureOperatorTests {
    @Test func aResultPublishesItsValueOrItsFailure() {
        var values: [Int] = []
        var failure: ServiceError?
        _ = Result<Int, ServiceError>.success(42).publisher.sink(
            receiveCompletion: { _ in }, receiveValue: { values.append($0) })
        _ = Result<Int, ServiceError>.failure(.unknown).publisher.sink(
            receiveCompletion: { if case .failure(let error) = $0 { failure = error } }, receiveValue: { _ in })

        #expect(values == [42])
        #expect(failure == .unknown)
    }

    @Test func anOptionalPublishesItsValueOnlyWhenThereIsOne() {
        var values: [String] = []
        var finished = 0
        for name in ["window", nil] as [String?] {
            _ = name.publisher.sink(receiveCompletion: { _ in finished += 1 }, receiveValue: { values.append($0) })
        }

        #expect(values == ["window"])
        #expect(finished == 2)
    }

    @Test func aDelayedValueArrivesAtOnceInAScenario() {
        let model = FavouriteModel()
        model.check()

        #expect(model.isFavourite == true)
        #expect(DispatchQueue.SchedulerTimeType.Stride.seconds(1) == 1.0)
        #expect(RunLoop.SchedulerTimeType.Stride.milliseconds(500) == 0.5)
    }

    @Test func tryMapEndsTheStreamWithWhatItThrows() {
        var values: [Data] = []
        var completion: Subscribers.Completion<any Error>?
        let subject = PassthroughSubject<(data: Data, status: Int), Never>()
        let cancellable = subject.tryMap { data, status -> Data in
            guard status != 404 else { throw ServiceError.wrongCityName }
            return data
        }
        .sink(receiveCompletion: { completion = $0 }, receiveValue: { values.append($0) })
        subject.send((Data("a".utf8), 200))
        subject.send((Data("b".utf8), 404))
        subject.send((Data("c".utf8), 200))

        #expect(values == [Data("a".utf8)])
        guard case .failure(let error) = completion else {
            Issue.record("no failure")
            return
        }
        #expect(error as? ServiceError == .wrongCityName)
        _ = cancellable
    }

    @Test func decodeTurnsDataIntoModelsAndReplaceErrorEndsQuietly() {
        var cities: [String] = []
        let good = Just(Data(#"{"city":"Minsk"}"#.utf8)).decode(type: Weather.self, decoder: JSONDecoder())
            .map(\.city).replaceError(with: "none")
        let bad = Just(Data("not json".utf8)).decode(type: Weather.self, decoder: JSONDecoder())
            .map(\.city).replaceError(with: "none")
        _ = good.sink { cities.append($0) }
        _ = bad.sink { cities.append($0) }

        #expect(cities == ["Minsk", "none"])
    }

    @Test func catchGoesOnWithTheFallbackAndMapErrorRenamesTheFailure() {
        var values: [Int] = []
        var failure: ServiceError?
        _ = Fail<Int, URLError>(error: URLError(.notConnectedToInternet)).catch { _ in Just(7) }
            .sink { values.append($0) }
        _ = Fail<Int, URLError>(error: URLError(.badURL)).mapError { _ in ServiceError.unknown }
            .sink(receiveCompletion: { if case .failure(let error) = $0 { failure = error } }, receiveValue: { _ in })
        _ = Just(1).setFailureType(to: ServiceError.self).sink(
            receiveCompletion: { _ in }, receiveValue: { values.append($0) })

        #expect(values == [7, 1])
        #expect(failure == .unknown)
    }

    @Test func aDataTaskPublisherPerformsTheRequestAndFailsWithTheSessionsURLError() async throws {
        // Linux's URLSession refuses file URLs, which proves the request reached the session without a network.
        let publisher = URLSession.shared.dataTaskPublisher(for: URL(fileURLWithPath: "/tmp/weather.json"))
            .map(\.data)

        let error = await withCheckedContinuation { (continuation: CheckedContinuation<URLError?, Never>) in
            var cancellable: AnyCancellable?
            cancellable = publisher.sink(
                receiveCompletion: {
                    if case .failure(let error) = $0 {
                        continuation.resume(returning: error)
                    } else {
                        continuation.resume(returning: nil)
                    }
                    _ = cancellable
                },
                receiveValue: { _ in })
        }

        #expect(error?.code == .unsupportedURL)
    }
}
