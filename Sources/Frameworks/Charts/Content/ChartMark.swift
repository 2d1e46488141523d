/// One mark of a chart as a render sees it: its kind and its labelled values, in the order they were given.
struct ChartMark: Sendable, Equatable {
    enum Kind: String, Sendable {
        case bar = "Bar"
        case line = "Line"
        case point = "Point"
        case area = "Area"
        case rule = "Rule"
        case sector = "Sector"
    }

    let kind: Kind
    var entries: [ChartEntry]
}
