import Foundation

/// What `convergence-adopt` needs from an Xcode project: its application targets, where their sources are, and the
/// build settings that change how Swift compiles them.
package struct XcodeProject: Sendable {
    /// An application target of the project.
    package struct AppTarget: Sendable, Equatable {
        package var name: String
        /// The folder that holds the target's sources: its synchronized folder, or the deepest folder holding every
        /// file of its Sources build phase.
        package var sourceFolder: URL?
        /// Which files under `sourceFolder` the target builds; nil when every file does.
        package var membership: TargetMembership?
        /// `SWIFT_VERSION`, such as `5.0` or `6.0`.
        package var swiftVersion: String?
        /// `SWIFT_DEFAULT_ACTOR_ISOLATION`, such as `MainActor`.
        package var defaultActorIsolation: String?
        /// The package products the target links, with the package each comes from.
        package var packageProducts: [PackageProduct]
    }

    /// A Swift package product an Xcode target links.
    package struct PackageProduct: Sendable, Equatable {
        package var name: String
        /// The repository's URL or the local package's path.
        package var location: String?
    }

    /// The `.xcodeproj` folder.
    package let url: URL
    package let appTargets: [AppTarget]

    /// Reads `project.pbxproj` inside `url`.
    package init(contentsOf url: URL) throws {
        self.url = url
        let file = url.appendingPathComponent("project.pbxproj")
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { throw AdoptionError.notFound(file.path) }
        let root = try OpenStepPlist.parse(text, source: file.path)
        guard let objects = root["objects"]?.dictionary else {
            throw AdoptionError.malformedProject(file.path, "no `objects` table")
        }
        let reader = ProjectObjects(objects: objects, projectFolder: url.deletingLastPathComponent())
        let project = root["rootObject"]?.string.flatMap { objects[$0] }
        let projectSettings = reader.settings(ofList: project?["buildConfigurationList"]?.string)
        appTargets = (project?["targets"]?.array ?? []).compactMap { $0.string }.compactMap {
            (id: String) -> AppTarget? in
            guard let target = objects[id], target["isa"]?.string == "PBXNativeTarget",
                target["productType"]?.string == "com.apple.product-type.application"
            else { return nil }
            let settings = projectSettings.merging(
                reader.settings(ofList: target["buildConfigurationList"]?.string)
            ) { _, own in own }
            let sources = reader.sources(of: target, id: id)
            return AppTarget(
                name: target["name"]?.string ?? target["productName"]?.string ?? "App",
                sourceFolder: sources.folder, membership: sources.membership,
                swiftVersion: settings["SWIFT_VERSION"],
                defaultActorIsolation: settings["SWIFT_DEFAULT_ACTOR_ISOLATION"],
                packageProducts: reader.packageProducts(of: target))
        }
    }
}

/// Lookups over a project's object table.
struct ProjectObjects {
    let objects: [String: OpenStepPlist]
    let projectFolder: URL

    /// The build settings of a configuration list's Debug configuration (or its first), as strings.
    func settings(ofList id: String?) -> [String: String] {
        guard let list = id.flatMap({ objects[$0] }) else { return [:] }
        let configurations = (list["buildConfigurations"]?.array ?? []).compactMap { $0.string }
            .compactMap { objects[$0] }
        let chosen = configurations.first { $0["name"]?.string == "Debug" } ?? configurations.first
        var out: [String: String] = [:]
        for (key, value) in chosen?["buildSettings"]?.dictionary ?? [:] {
            if let string = value.string { out[key] = string }
        }
        return out
    }

    /// The deepest folder holding the target's synchronized folders and the files of its Sources and Resources
    /// phases, and which files under it the target builds.
    func sources(of target: OpenStepPlist, id: String) -> (folder: URL?, membership: TargetMembership?) {
        let parents = parentGroups()
        var folders: [URL] = []
        var exceptions: [URL] = []
        for groupID in (target["fileSystemSynchronizedGroups"]?.array ?? []).compactMap({ $0.string }) {
            guard let folder = path(of: groupID, parents: parents) else { continue }
            folders.append(folder)
            for exceptionID in (objects[groupID]?["exceptions"]?.array ?? []).compactMap({ $0.string }) {
                guard let set = objects[exceptionID], set["target"]?.string == id else { continue }
                for member in (set["membershipExceptions"]?.array ?? []).compactMap({ $0.string }) {
                    exceptions.append(folder.appendingPathComponent(member))
                }
            }
        }
        var files: [URL] = []
        for phase in (target["buildPhases"]?.array ?? []).compactMap({ $0.string }).compactMap({ objects[$0] })
        where phase["isa"]?.string == "PBXSourcesBuildPhase" || phase["isa"]?.string == "PBXResourcesBuildPhase" {
            for buildFile in (phase["files"]?.array ?? []).compactMap({ $0.string }).compactMap({ objects[$0] }) {
                if let reference = buildFile["fileRef"]?.string, let url = path(of: reference, parents: parents) {
                    files.append(url)
                }
            }
        }
        let anchors =
            folders.map(\.standardizedFileURL.pathComponents)
            + files.map { $0.deletingLastPathComponent().standardizedFileURL.pathComponents }
        guard var common = anchors.first else { return (nil, nil) }
        for parts in anchors.dropFirst() {
            common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
        }
        let root = URL(fileURLWithPath: NSString.path(withComponents: common), isDirectory: true)
        func relative(_ url: URL) -> String {
            let parts = url.standardizedFileURL.pathComponents
            return parts.dropFirst(common.count).joined(separator: "/")
        }
        let membership = TargetMembership(
            folders: folders.map(relative), files: Set(files.map(relative)), exceptions: Set(exceptions.map(relative)))
        // One synchronized folder that is the root itself, with no exception, takes every file: no filter needed.
        if membership.folders == [""] && membership.exceptions.isEmpty { return (root, nil) }
        return (root, membership)
    }

    /// Each object's enclosing group.
    func parentGroups() -> [String: String] {
        var parents: [String: String] = [:]
        for (id, object) in objects {
            for child in (object["children"]?.array ?? []).compactMap({ $0.string }) { parents[child] = id }
        }
        return parents
    }

    /// Where a file reference or group is on disk, following `<group>`-relative paths up to the project's folder.
    func path(of id: String, parents: [String: String], depth: Int = 0) -> URL? {
        guard depth < 64, let object = objects[id] else { return nil }
        let own = object["path"]?.string
        switch object["sourceTree"]?.string ?? "<group>" {
        case "SOURCE_ROOT":
            return own.map { projectFolder.appendingPathComponent($0) } ?? projectFolder
        case "<absolute>":
            return own.map { URL(fileURLWithPath: $0) }
        case "<group>":
            let base = parents[id].flatMap { path(of: $0, parents: parents, depth: depth + 1) } ?? projectFolder
            return own.map { base.appendingPathComponent($0) } ?? base
        default:
            return nil
        }
    }

    func packageProducts(of target: OpenStepPlist) -> [XcodeProject.PackageProduct] {
        (target["packageProductDependencies"]?.array ?? []).compactMap { $0.string }.compactMap { objects[$0] }
            .compactMap { dependency in
                guard let name = dependency["productName"]?.string else { return nil }
                let package = dependency["package"]?.string.flatMap { objects[$0] }
                return .init(
                    name: name, location: package?["repositoryURL"]?.string ?? package?["relativePath"]?.string)
            }
    }
}
