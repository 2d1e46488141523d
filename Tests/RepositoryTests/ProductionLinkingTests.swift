import ConvergenceTestSupport
import Foundation
import Testing

/// A binary that renders views in production links no test framework: the example app, its command line and the demo
/// import `Convergence` (whose assertions find the test libraries at run time) and must not need `libTesting` or
/// `libXCTest` to start.
@Suite struct ProductionLinkingTests {
    static let productionExecutables = ["workbench", "workbench-scenarios", "convergence-demo"]
    static let testLibraries = ["Testing", "XCTest", "_TestingInterop", "_Testing_Foundation"]

    #if os(Linux)
        @Test(arguments: productionExecutables)
        func linksNoTestFramework(_ name: String) throws {
            let executable = try #require(
                BuiltProduct.executable(named: name),
                "\(name) was not built beside the tests (swift build --build-tests)")
            let needed = try ELFDynamicLibraries.needed(by: executable)
            #expect(needed.contains("libswiftCore.so"), "the reader found no libswiftCore.so in \(needed)")
            let linked = needed.filter { library in Self.testLibraries.contains { library == "lib\($0).so" } }
            #expect(linked.isEmpty, "\(name) needs test libraries at run time: \(linked)")
        }

        /// The example app in production carries no test fixture: no symbol of the `SwiftUICorpus` module (its
        /// mangled names start `$s13SwiftUICorpus`), which only the repository's catalog of tests uses.
        @Test func theExampleAppLinksNoTestFixture() throws {
            let executable = try #require(BuiltProduct.executable(named: "workbench"), "workbench was not built")
            let fixture = Data("13SwiftUICorpus".utf8)
            #expect(try Data(contentsOf: executable).range(of: fixture) == nil, "workbench links SwiftUICorpus")
            let catalog = try #require(BuiltProduct.executable(named: "workbench-scenarios"))
            #expect(
                try Data(contentsOf: catalog).range(of: fixture) != nil, "the check can see the module when it is there"
            )
        }

        @Test func theReaderSeesTheTestLibrariesOfATestBundle() throws {
            let bundle = URL(fileURLWithPath: CommandLine.arguments[0])
            let candidates = [
                bundle, bundle.deletingLastPathComponent().appendingPathComponent("ConvergencePackageTests.xctest"),
            ]
            let testBinary = try #require(
                candidates.first {
                    FileManager.default.isExecutableFile(atPath: $0.path) && $0.path.hasSuffix(".xctest")
                })
            let needed = try ELFDynamicLibraries.needed(by: testBinary)
            #expect(needed.contains("libTesting.so") && needed.contains("libXCTest.so"), "\(needed)")
        }
    #endif
}

/// The `DT_NEEDED` entries of a 64-bit little-endian ELF file: the shared libraries the loader opens before `main`.
enum ELFDynamicLibraries {
    struct NotELF: Error, CustomStringConvertible {
        let path: String
        var description: String { "\(path) is not a 64-bit little-endian ELF file with a dynamic section" }
    }

    static func needed(by file: URL) throws -> [String] {
        let bytes = try Data(contentsOf: file, options: .mappedIfSafe)
        let bad = NotELF(path: file.path)
        guard bytes.count > 64, bytes.prefix(4) == Data([0x7F, 0x45, 0x4C, 0x46]), bytes[4] == 2, bytes[5] == 1
        else { throw bad }
        func integer(_ offset: Int, _ size: Int) throws -> Int {
            guard offset >= 0, offset + size <= bytes.count else { throw bad }
            var value = 0
            for index in (0..<size).reversed() {
                value = value << 8 | Int(bytes[bytes.startIndex + offset + index])
            }
            return value
        }
        let sectionTable = try integer(0x28, 8)
        let sectionSize = try integer(0x3A, 2)
        let sectionCount = try integer(0x3C, 2)
        func section(_ index: Int) throws -> (type: Int, offset: Int, size: Int, link: Int) {
            let header = sectionTable + index * sectionSize
            return (
                try integer(header + 4, 4), try integer(header + 24, 8), try integer(header + 32, 8),
                try integer(header + 40, 4)
            )
        }
        let dynamicType = 6
        guard let dynamic = try (0..<sectionCount).map(section).first(where: { $0.type == dynamicType }) else {
            throw bad
        }
        let strings = try section(dynamic.link)
        var names: [String] = []
        for entry in stride(from: dynamic.offset, to: dynamic.offset + dynamic.size, by: 16) {
            let tag = try integer(entry, 8)
            if tag == 0 { break }
            guard tag == 1 else { continue }
            let start = strings.offset + (try integer(entry + 8, 8))
            guard start < strings.offset + strings.size,
                let end = bytes[(bytes.startIndex + start)...].firstIndex(of: 0)
            else { throw bad }
            names.append(String(decoding: bytes[(bytes.startIndex + start)..<end], as: UTF8.self))
        }
        return names
    }
}
