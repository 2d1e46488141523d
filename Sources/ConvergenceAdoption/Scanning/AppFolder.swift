import Foundation

/// An app's source folder as `convergence-adopt` sees it: its Swift files and what they import, its previews, its
/// asset catalogs and the other files its code may read at run time.
package struct AppFolder: Sendable {
    package let root: URL
    /// Paths of the Swift files, relative to `root`, sorted.
    package private(set) var swiftFiles: [String] = []
    /// Every module some file imports, with the files importing it (relative paths).
    package private(set) var imports: [String: [String]] = [:]
    /// `#Preview` macros and `PreviewProvider` conformances found in code.
    package private(set) var declaredPreviews = 0
    /// Asset catalogs (`.xcassets` folders), relative to `root`.
    package private(set) var assetCatalogs: [String] = []
    /// Files the app reads through `Bundle.main`: their paths relative to `root`, and where they go in the bundle.
    package private(set) var bundleFiles: [(path: String, bundlePath: String)] = []
    /// Folders and files the package's target must not compile (everything but Swift sources), relative to `root`.
    package private(set) var excluded: [String] = []
    /// Files that use what only the Objective-C runtime gives (`#selector`, `@objc`, `@NSManaged`, `@IBAction`…), with
    /// the first such use; Linux's Swift has no Objective-C runtime, so these files cannot compile or link there.
    package private(set) var objectiveCFiles: [(path: String, use: String)] = []
    /// Swift packages vendored inside the folder (a `Package.swift` below `root`), relative to `root`.
    package private(set) var nestedPackages: [String] = []

    /// Files that describe the app to Xcode rather than being read by it at run time.
    static let buildOnlyExtensions: Set<String> = [
        "plist", "entitlements", "storyboard", "xib", "xcconfig", "md", "xcdatamodeld", "xcmappingmodel",
        "xctestplan", "xcscheme", "pbxproj", "h", "m", "mm", "c", "metal",
    ]

    /// The files of `root` that belong to the app's target; nil when all of them do.
    package let membership: TargetMembership?
    /// Folders neither read nor built (the written package, when it lies inside the app's folder).
    package let skipping: Set<String>

    /// Scans `root` (symbolic links followed, hidden files and build folders skipped); with a membership, files that do
    /// not belong to the target are excluded and not read.
    ///
    /// `skipping` names folders (relative to `root`) that are neither read nor built, such as the written package
    /// when it lies inside the app's folder.
    package init(root: URL, membership: TargetMembership? = nil, skipping: Set<String> = []) throws {
        self.root = root.standardizedFileURL
        self.membership = membership
        self.skipping = skipping
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: self.root.path, isDirectory: &isDirectory), isDirectory.boolValue
        else { throw AdoptionError.notFound(root.path) }
        _ = walk("")
        swiftFiles.sort()
        guard !swiftFiles.isEmpty else { throw AdoptionError.noSources(root.path) }
        for key in imports.keys { imports[key]?.sort() }
        bundleFiles.sort { $0.path < $1.path }
    }

    /// Walks one folder; returns whether it (at any depth) holds Swift sources the target compiles.
    private mutating func walk(_ relative: String) -> Bool {
        let folder = relative.isEmpty ? root : root.appendingPathComponent(relative)
        guard
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        else { return false }
        if !relative.isEmpty, names.contains("Package.swift") {
            nestedPackages.append(relative)
            excluded.append(relative)
            return false
        }
        var holdsSources = false
        var pendingExclusions: [String] = []
        for name in names where !name.hasPrefix(".") && name != "build" {
            let path = relative.isEmpty ? name : relative + "/" + name
            if skipping.contains(path) || membership.map({ !$0.contains(path) }) == true {
                pendingExclusions.append(path)
                continue
            }
            var isDirectory: ObjCBool = false
            guard
                FileManager.default.fileExists(
                    atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory)
            else { continue }
            let pathExtension = (name as NSString).pathExtension.lowercased()
            if isDirectory.boolValue {
                if pathExtension == "xcassets" {
                    assetCatalogs.append(path)
                    bundleFiles.append((path, name))
                    pendingExclusions.append(path)
                } else if Self.buildOnlyExtensions.contains(pathExtension) || pathExtension == "xcodeproj" {
                    pendingExclusions.append(path)
                } else if walk(path) {
                    holdsSources = true
                } else {
                    pendingExclusions.append(path)
                }
            } else if pathExtension == "swift" {
                holdsSources = true
                read(path)
            } else {
                pendingExclusions.append(path)
                if !Self.buildOnlyExtensions.contains(pathExtension) {
                    bundleFiles.append((path, Self.bundlePath(of: path)))
                }
            }
        }
        if holdsSources || relative.isEmpty {
            excluded.append(contentsOf: pendingExclusions)
        }
        return holdsSources
    }

    /// Where Xcode's Copy Bundle Resources phase puts a file: the bundle's top, or its `.lproj` folder.
    static func bundlePath(of path: String) -> String {
        let parts = path.split(separator: "/").map(String.init)
        if let localized = parts.lastIndex(where: { $0.hasSuffix(".lproj") }) {
            return parts[localized...].joined(separator: "/")
        }
        return parts.last ?? path
    }

    private mutating func read(_ path: String) {
        swiftFiles.append(path)
        guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else { return }
        let code = SwiftSourceFacts(text)
        for module in code.importedModules {
            imports[module, default: []].append(path)
        }
        declaredPreviews += code.previewCount
        if let use = code.objectiveCRuntimeUse { objectiveCFiles.append((path, use)) }
    }
}
