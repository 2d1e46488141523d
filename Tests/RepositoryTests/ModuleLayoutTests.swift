import Foundation
import Testing

/// Facts of the module graph that no test run can observe: `import UIKit` and `import AppKit` on Linux bring their
/// stand-ins and Foundation, never SwiftUI's names, because the classes live in modules of their own above the views
/// and the stand-in targets re-export only those.
@Suite struct ModuleLayoutTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Names that belong to UIKit or AppKit, each with the module that declares it.
    static let platformNames: [(name: String, module: String)] = [
        ("UIColor", "ConvergenceUIKit"), ("UIApplication", "ConvergenceUIKit"), ("UIView", "ConvergenceUIKit"),
        ("UIPasteboard", "ConvergenceUIKit"), ("UIImage", "ConvergenceUIKit"), ("UIFont", "ConvergenceUIKit"),
        ("UIViewRepresentable", "ConvergenceUIKit"), ("UIViewControllerRepresentable", "ConvergenceUIKit"),
        ("NSColor", "ConvergenceAppKit"), ("NSApplication", "ConvergenceAppKit"), ("NSView", "ConvergenceAppKit"),
        ("NSPasteboard", "ConvergenceAppKit"), ("NSImage", "ConvergenceAppKit"),
        ("NSViewRepresentable", "ConvergenceAppKit"), ("NSViewControllerRepresentable", "ConvergenceAppKit"),
    ]

    /// Every `.swift` file under a folder of the repository, with its path from the root and its text.
    static func sources(in folder: String) throws -> [(path: String, text: String)] {
        let base = root.appendingPathComponent(folder)
        let files = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }
        return try (files ?? []).filter { $0.pathExtension == "swift" }.map {
            (String($0.path.dropFirst(root.path.count + 1)), try String(contentsOf: $0, encoding: .utf8))
        }.sorted { $0.path < $1.path }
    }

    /// The lines of the files that declare or extend `name`, as `path:line: text`.
    static func declarations(of name: String, in files: [(path: String, text: String)]) -> [String] {
        let kinds = ["class", "struct", "enum", "protocol", "typealias", "actor", "extension"]
        return files.flatMap { file in
            file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
                let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "<" || $0 == "{" })
                let declares = zip(words, words.dropFirst()).contains { kinds.contains(String($0)) && $1 == name }
                return declares ? "\(file.path):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))" : nil
            }
        }
    }

    @Test func theViewsDeclareNoUIKitOrAppKitName() throws {
        let views = try Self.sources(in: "Sources/ConvergenceViews")
        #expect(!views.isEmpty)
        for (name, module) in Self.platformNames {
            let found = Self.declarations(of: name, in: views)
            #expect(
                found.isEmpty, "\(name) belongs in Sources/\(module), not the views:\n\(found.joined(separator: "\n"))")
        }
    }

    @Test func eachPlatformNameIsDeclaredInItsOwnModule() throws {
        let modules = ["ConvergenceUIKit", "ConvergenceAppKit"]
        let sources = try Dictionary(uniqueKeysWithValues: modules.map { ($0, try Self.sources(in: "Sources/\($0)")) })
        for (name, module) in Self.platformNames {
            #expect(!Self.declarations(of: name, in: sources[module] ?? []).isEmpty, "\(name) is not in \(module)")
        }
    }

    @Test(arguments: [("UIKit", "ConvergenceUIKit"), ("AppKit", "ConvergenceAppKit")])
    func theStandInReExportsItsModuleAndFoundationOnly(_ framework: String, _ module: String) throws {
        let files = try Self.sources(in: "Sources/Frameworks/\(framework)")
        let imports = files.flatMap { $0.text.split(separator: "\n").filter { $0.hasPrefix("@_exported import") } }
        #expect(imports == ["@_exported import \(module)", "@_exported import Foundation"])
        // The module itself re-exports nothing, so the views it builds on stay out of `import \(framework)`.
        let reexports = try Self.sources(in: "Sources/\(module)").filter { $0.text.contains("@_exported") }
        #expect(reexports.isEmpty, "\(module) re-exports: \(reexports.map(\.path))")
    }
}
