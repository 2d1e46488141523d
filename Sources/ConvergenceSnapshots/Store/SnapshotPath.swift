import ConvergenceRendering

/// Where one render of one scenario is recorded, relative to `__Snapshots__/`.
///
/// The layout is `<Feature>/<scenario><suffixes>.<ext>`, with `txt` for ASCII and `html` for HTML. Suffixes appear
/// only when needed, in this order, so that the common file has the plain name and related files sort together:
/// `.step<N>` for the frame after interaction step N (the initial frame has none), `.w<width>` for an ASCII width
/// other than the scenario's default, `.unicode` for the Unicode box style. Names are made safe by
/// ``SnapshotName``.
///
/// ```swift
/// try SnapshotPath.relativePath(feature: "Items", scenario: "loaded")                      // "Items/loaded.txt"
/// try SnapshotPath.relativePath(feature: "Items", scenario: "loaded", width: 80)           // "Items/loaded.w80.txt"
/// try SnapshotPath.relativePath(feature: "Items", scenario: "error", step: 1, fileExtension: "html")
/// // "Items/error.step1.html"
/// ```
public struct SnapshotPath: Sendable, Hashable, CustomStringConvertible {
    /// The feature, as named in code (the folder is its encoded form).
    public let feature: String
    /// The scenario, as named in code.
    public let scenario: String
    /// The interaction step whose frame this is (from 1), or nil for the initial frame.
    public let step: Int?
    /// The ASCII width when it is not the scenario's default, or nil.
    public let width: Int?
    /// The ASCII drawing style; `.unicode` adds a suffix.
    public let style: ASCIIStyle
    /// The format's extension: `txt`, `html`, `a11y` (see `SnapshotFormat`).
    public let fileExtension: String
    /// The path below `__Snapshots__/`, with `/` between the folder and the file.
    public let relativePath: String

    /// A path from its parts; throws when a name is unsafe (see ``SnapshotName``), a step or width is below 1, or
    /// the extension is not lower-case letters and digits.
    ///
    /// - Parameters:
    ///   - feature: The feature's name: the folder.
    ///   - scenario: The scenario's name: the start of the file name.
    ///   - step: The frame's step, counted from 1; `nil` (the default) for the first frame, which has no step suffix.
    ///   - width: The ASCII width in columns for a `.w<width>` suffix; `nil` (the default) for none.
    ///   - style: `.unicode` adds a `.unicode` suffix; `.ascii` (the default) adds none.
    ///   - fileExtension: The extension without its dot: `txt` (the default), `html` or `a11y`.
    public init(
        feature: String,
        scenario: String,
        step: Int? = nil,
        width: Int? = nil,
        style: ASCIIStyle = .ascii,
        fileExtension: String = "txt"
    ) throws {
        if let step, step < 1 { throw SnapshotStoreError.invalidStep(step) }
        if let width, width < 1 { throw SnapshotStoreError.invalidWidth(width) }
        // `new` and `tmp` name the pending renders and temporary files git is told to ignore.
        let validExtension =
            !fileExtension.isEmpty && fileExtension != "new" && fileExtension != "tmp"
            && fileExtension.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        guard validExtension else { throw SnapshotStoreError.invalidFileExtension(fileExtension) }

        var file = try SnapshotName.encode(scenario, role: .scenario)
        if let step { file += ".step\(step)" }
        if let width { file += ".w\(width)" }
        if style == .unicode { file += ".unicode" }
        file += "." + fileExtension

        self.feature = feature
        self.scenario = scenario
        self.step = step
        self.width = width
        self.style = style
        self.fileExtension = fileExtension
        self.relativePath = try SnapshotName.encode(feature, role: .feature) + "/" + file
    }

    /// The path of a render in `format`: widths equal to `defaultWidth` and every HTML render get no width suffix.
    ///
    /// ```swift
    /// try SnapshotPath(feature: "Items", scenario: "loaded", format: .ascii(width: 80), defaultWidth: 40)
    /// // Items/loaded.w80.txt
    /// ```
    ///
    /// - Parameters:
    ///   - feature: The feature's name: the folder.
    ///   - scenario: The scenario's name: the start of the file name.
    ///   - step: The frame's step, counted from 1; `nil` (the default) for the first frame.
    ///   - format: The render's format, which gives the width, style and extension.
    ///   - defaultWidth: The scenario's default width in columns, which gets no suffix.
    /// - Throws: When a name is unsafe or a step or width is below 1.
    public init(feature: String, scenario: String, step: Int? = nil, format: RenderFormat, defaultWidth: Int) throws {
        try self.init(
            feature: feature, scenario: scenario, step: step,
            width: format.width.flatMap { $0 == defaultWidth ? nil : $0 }, style: format.style,
            fileExtension: format.fileExtension)
    }

    /// The relative path for these parts: the pure function behind ``init(feature:scenario:step:width:style:fileExtension:)``.
    ///
    /// - Parameters:
    ///   - feature: The feature's name: the folder.
    ///   - scenario: The scenario's name: the start of the file name.
    ///   - step: The frame's step, counted from 1; `nil` (the default) for the first frame.
    ///   - width: The ASCII width in columns for a `.w<width>` suffix; `nil` (the default) for none.
    ///   - style: `.unicode` adds a `.unicode` suffix; `.ascii` (the default) adds none.
    ///   - fileExtension: The extension without its dot: `txt` (the default), `html` or `a11y`.
    /// - Returns: The path relative to the snapshot folder, such as `Items/loaded.step2.w80.txt`.
    /// - Throws: When a name is unsafe, a step or width is below 1, or the extension is not lower-case letters and
    ///   digits.
    public static func relativePath(
        feature: String,
        scenario: String,
        step: Int? = nil,
        width: Int? = nil,
        style: ASCIIStyle = .ascii,
        fileExtension: String = "txt"
    ) throws -> String {
        try SnapshotPath(
            feature: feature, scenario: scenario, step: step, width: width, style: style, fileExtension: fileExtension
        ).relativePath
    }

    public var description: String { relativePath }
}
