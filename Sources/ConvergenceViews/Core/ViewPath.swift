/// Keeps the structural paths of views (`ItemsView/0/List/3`, the keys of `@State` and task identities) short.
///
/// A path grows by a component per level, so in a tree thousands of levels deep every level would copy a string as
/// long as its depth — quadratic time and memory. Past ``longest`` bytes, the older part of a path is replaced by a
/// 128-bit digest of it and the recent components are kept as they are; shorter paths, all of any ordinary screen,
/// are left alone. The digest is deterministic, so a path is the same in every process and every pass.
enum ViewPath {
    /// The length past which a path is folded.
    static let longest = 512
    /// How much of the end of a path stays readable after folding (the messages about a view quote its last parts).
    static let keptTail = 192

    /// The path of `component` inside `path` (just `component` at the root), bounded.
    static func child(_ component: String, of path: String) -> String {
        path.isEmpty ? component : bounded(path + "/" + component)
    }

    /// `path` as it is when short enough, else folded.
    static func bounded(_ path: String) -> String {
        // Every view's path passes here: a short one is returned without copying its bytes.
        guard path.utf8.count > longest else { return path }
        let bytes = Array(path.utf8)
        // Cut at a separator, so the kept part starts with a whole component; else at a character boundary.
        var cut = bytes.count - keptTail
        while cut < bytes.count, bytes[cut] != UInt8(ascii: "/") { cut += 1 }
        if cut == bytes.count {
            cut = bytes.count - keptTail
            while bytes[cut] & 0xC0 == 0x80 { cut += 1 }
        }
        return fold(bytes, at: cut)
    }

    private static func fold(_ bytes: [UInt8], at cut: Int) -> String {
        let digest = digest(bytes[..<cut])
        let tail = String(decoding: bytes[cut...], as: UTF8.self)
        return "~" + hex(digest.0) + hex(digest.1) + (tail.hasPrefix("/") ? tail : "/" + tail)
    }

    /// Two 64-bit FNV-1a hashes from different starting points.
    private static func digest(_ bytes: ArraySlice<UInt8>) -> (UInt64, UInt64) {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325
        var second: UInt64 = 0x84222325_cbf29ce4
        for byte in bytes {
            first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            second = ((second ^ UInt64(byte)) &* 0x0000_0100_0000_01b3) ^ (second >> 29)
        }
        return (first, second)
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

/// A view's structural path, spelled out only when something reads it.
///
/// Every view resolved gets a path, but only user views, state, tasks and a few controls read it as text: a
/// location is its parent and its last component, and joins them (through ``ViewPath/child(_:of:)``, so the text is
/// the same as joining strings at every level) the first time it is read, remembering the result.
final class ViewLocation {
    private let parent: ViewLocation?
    private let component: String
    private var spelled: String?

    /// A location whose path is `path` as given.
    init(_ path: String) {
        parent = nil
        component = ""
        spelled = path
    }

    private init(_ component: String, in parent: ViewLocation) {
        self.parent = parent
        self.component = component
    }

    /// The location of `component` inside this one.
    func child(_ component: String) -> ViewLocation {
        ViewLocation(component, in: self)
    }

    /// The path, e.g. `ItemsView/0/List/3`.
    var path: String {
        if let spelled { return spelled }
        // Iteratively, from the nearest ancestor already spelled: a chain may be thousands of levels long.
        var unspelled: [ViewLocation] = []
        var location = self
        while location.spelled == nil, let parent = location.parent {
            unspelled.append(location)
            location = parent
        }
        var path = location.spelled ?? ""
        for location in unspelled.reversed() {
            path = ViewPath.child(location.component, of: path)
            location.spelled = path
        }
        return path
    }
}
