import Foundation

/// An outline made of lines, curves, arcs and closed figures, as a custom ``Shape`` returns it.
///
/// HTML renders draw it as SVG path data; ASCII renders draw the frame the shape is given.
///
/// ```swift
/// Path { path in
///     path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///     path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///     path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///     path.closeSubpath()
/// }
/// ```
public struct Path: Sendable, Equatable {
    /// One drawing command.
    public enum Element: Sendable, Equatable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    private(set) var elements: [Element] = []

    public init() {}

    public init(_ callback: (inout Path) -> Void) {
        var path = Path()
        callback(&path)
        self = path
    }

    public init(_ rect: CGRect) {
        addRect(rect)
    }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// Whether the path draws nothing.
    public var isEmpty: Bool { elements.isEmpty }

    /// The last point drawn to, if any.
    public var currentPoint: CGPoint? {
        for element in elements.reversed() {
            switch element {
            case .move(let point), .line(let point): return point
            case .quadCurve(let point, _), .curve(let point, _, _): return point
            case .closeSubpath: continue
            }
        }
        return nil
    }

    /// The smallest rectangle holding every point of the path, control points included.
    public var boundingRect: CGRect {
        let points = elements.flatMap { element -> [CGPoint] in
            switch element {
            case .move(let point), .line(let point): [point]
            case .quadCurve(let point, let control): [point, control]
            case .curve(let point, let first, let second): [point, first, second]
            case .closeSubpath: []
            }
        }
        guard let first = points.first else { return .null }
        var minimum = first
        var maximum = first
        for point in points {
            minimum = CGPoint(x: min(minimum.x, point.x), y: min(minimum.y, point.y))
            maximum = CGPoint(x: max(maximum.x, point.x), y: max(maximum.y, point.y))
        }
        return CGRect(x: minimum.x, y: minimum.y, width: maximum.x - minimum.x, height: maximum.y - minimum.y)
    }

    public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }

    public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }

    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: point, control: control))
    }

    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect) }
    }

    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let radiusX = min(abs(cornerSize.width), rect.width / 2)
        let radiusY = min(abs(cornerSize.height), rect.height / 2)
        // Each corner is a quarter ellipse, drawn as a cubic Bézier (the usual 0.5523 control distance).
        let kappa: CGFloat = 0.5523
        let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        move(to: CGPoint(x: minX + radiusX, y: minY))
        addLine(to: CGPoint(x: maxX - radiusX, y: minY))
        addCurve(
            to: CGPoint(x: maxX, y: minY + radiusY), control1: CGPoint(x: maxX - radiusX * (1 - kappa), y: minY),
            control2: CGPoint(x: maxX, y: minY + radiusY * (1 - kappa)))
        addLine(to: CGPoint(x: maxX, y: maxY - radiusY))
        addCurve(
            to: CGPoint(x: maxX - radiusX, y: maxY), control1: CGPoint(x: maxX, y: maxY - radiusY * (1 - kappa)),
            control2: CGPoint(x: maxX - radiusX * (1 - kappa), y: maxY))
        addLine(to: CGPoint(x: minX + radiusX, y: maxY))
        addCurve(
            to: CGPoint(x: minX, y: maxY - radiusY), control1: CGPoint(x: minX + radiusX * (1 - kappa), y: maxY),
            control2: CGPoint(x: minX, y: maxY - radiusY * (1 - kappa)))
        addLine(to: CGPoint(x: minX, y: minY + radiusY))
        addCurve(
            to: CGPoint(x: minX + radiusX, y: minY), control1: CGPoint(x: minX, y: minY + radiusY * (1 - kappa)),
            control2: CGPoint(x: minX + radiusX * (1 - kappa), y: minY))
        closeSubpath()
    }

    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: rect.width / 2, height: rect.height / 2))
    }

    /// Adds an arc of a circle; `clockwise` as SwiftUI means it, in its flipped (y-down) coordinates.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        var sweep = endAngle.radians - startAngle.radians
        // SwiftUI's `clockwise: false` sweeps towards increasing angles on screen.
        if clockwise {
            while sweep > 0 { sweep -= 2 * .pi }
        } else {
            while sweep < 0 { sweep += 2 * .pi }
        }
        let start = point(on: center, radius, startAngle.radians)
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        // Quarter turns at most per curve keep the Bézier approximation close.
        let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        var angle = startAngle.radians
        for _ in 0..<pieces {
            let control = 4.0 / 3.0 * tan(step / 4)
            let from = point(on: center, radius, angle)
            let to = point(on: center, radius, angle + step)
            let control1 = CGPoint(
                x: from.x - control * radius * sin(angle), y: from.y + control * radius * cos(angle))
            let control2 = CGPoint(
                x: to.x + control * radius * sin(angle + step), y: to.y - control * radius * cos(angle + step))
            addCurve(to: to, control1: control1, control2: control2)
            angle += step
        }
    }

    public mutating func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        addLine(to: tangent1End)
        addLine(to: tangent2End)
    }

    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements += path.elements
    }

    private func point(on center: CGPoint, _ radius: CGFloat, _ angle: Double) -> CGPoint {
        CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }

    /// The path as SVG path data, numbers rounded to two decimals.
    var svgData: String {
        func number(_ value: CGFloat) -> String {
            let rounded = (Double(value) * 100).rounded() / 100
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }
        func pair(_ point: CGPoint) -> String { number(point.x) + " " + number(point.y) }
        return elements.map { element in
            switch element {
            case .move(let point): "M" + pair(point)
            case .line(let point): "L" + pair(point)
            case .quadCurve(let point, let control): "Q" + pair(control) + " " + pair(point)
            case .curve(let point, let first, let second): "C" + pair(first) + " " + pair(second) + " " + pair(point)
            case .closeSubpath: "Z"
            }
        }.joined(separator: " ")
    }
}

/// The corners of a rounded rectangle: circular arcs or Apple's smoother continuous curve (drawn alike here).
public enum RoundedCornerStyle: Sendable, Hashable {
    case circular, continuous
}
