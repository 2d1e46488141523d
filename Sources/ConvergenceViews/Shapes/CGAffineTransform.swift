import Foundation

#if !canImport(CoreGraphics)
    /// CoreGraphics' affine transform, which Linux's Foundation lacks: enough for code that passes one to `Path`.
    public struct CGAffineTransform: Sendable, Hashable {
        public var a, b, c, d, tx, ty: CGFloat

        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
        }

        public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

        public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

        public init(rotationAngle angle: CGFloat) {
            self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
        }

        public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// CoreGraphics' vector, which Linux's Foundation lacks: a scroll's velocity, a drag's.
    public struct CGVector: Sendable, Hashable {
        public var dx: CGFloat
        public var dy: CGFloat

        public init(dx: CGFloat, dy: CGFloat) {
            self.dx = dx
            self.dy = dy
        }

        public init() { self.init(dx: 0, dy: 0) }

        public static let zero = CGVector()
    }
#endif
