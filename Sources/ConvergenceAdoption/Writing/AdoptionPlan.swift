import ConvergenceSupport
import Foundation

/// Everything `convergence-adopt` decided about one app before writing its package.
package struct AdoptionPlan: Sendable {
    /// A module the app imports that neither Linux nor Convergence has.
    package struct MissingModule: Sendable, Equatable {
        package var name: String
        /// Files importing it, relative to the app folder.
        package var files: [String]
        /// Where the package comes from, when the Xcode project links it.
        package var location: String?
        package var isApple: Bool
    }

    package var appName: String
    /// The app's module: its name made a Swift identifier.
    package var moduleName: String
    package var folder: AppFolder
    /// Where the package is written.
    package var output: URL
    /// The Convergence checkout the package depends on.
    package var convergence: URL
    /// `5` or `6`.
    package var languageMode: Int
    package var mainActorByDefault: Bool
    /// Stand-ins the app imports, sorted.
    package var frameworks: [String]
    package var missing: [MissingModule]
    package var assetCatalogs: [AssetCatalog]
    /// Where the app came from: its Xcode project or its folder.
    package var origin: URL

    /// Plans the package for an app folder, with what its Xcode project (if any) says.
    package init(
        folder: AppFolder, target: XcodeProject.AppTarget?, origin: URL, output: URL, convergence: URL
    ) {
        self.folder = folder
        self.origin = origin
        self.output = output
        self.convergence = convergence
        let appName = target?.name ?? folder.root.lastPathComponent
        let moduleName = Self.moduleName(for: appName)
        self.appName = appName
        self.moduleName = moduleName
        let version = target?.swiftVersion.flatMap { Double($0) } ?? 5
        languageMode = version >= 6 ? 6 : 5
        mainActorByDefault = target?.defaultActorIsolation == "MainActor"
        frameworks = folder.imports.keys.filter { ModuleKinds.standIns.contains($0) }.sorted()
        let products = target?.packageProducts ?? []
        missing = folder.imports.keys.sorted().filter {
            !ModuleKinds.standIns.contains($0) && !ModuleKinds.onLinux.contains($0) && $0 != moduleName
        }.map { name in
            MissingModule(
                name: name, files: folder.imports[name] ?? [], location: products.first { $0.name == name }?.location,
                isApple: ModuleKinds.appleFrameworks.contains(name))
        }
        assetCatalogs = folder.assetCatalogs.map { AssetCatalog(contentsOf: folder.root.appendingPathComponent($0)) }
    }

    /// `My App` → `My_App`, `2048` → `_2048`.
    package static func moduleName(for name: String) -> String {
        var out = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if out.isEmpty { out = "App" }
        if out.first!.isNumber { out = "_" + out }
        return out
    }
}
