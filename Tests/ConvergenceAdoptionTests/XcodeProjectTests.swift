import ConvergenceTestSupport
import Foundation
import Testing

@testable import ConvergenceAdoption

@Suite struct XcodeProjectTests {
    /// A project in Xcode 16's shape: the app's folder is a synchronized group; a test target is beside it.
    static let synchronized = #"""
        // !$*UTF8*$!
        {
            objects = {
                G1 /* Shelf */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Shelf; sourceTree = "<group>"; };
                M0 = {isa = PBXGroup; children = (G1, ); sourceTree = "<group>"; };
                T1 /* Shelf */ = {
                    isa = PBXNativeTarget; buildConfigurationList = L1; fileSystemSynchronizedGroups = (G1, );
                    name = Shelf; packageProductDependencies = (D1, );
                    productType = "com.apple.product-type.application";
                };
                T2 = {isa = PBXNativeTarget; name = ShelfTests; productType = "com.apple.product-type.bundle.unit-test"; };
                D1 = {isa = XCSwiftPackageProductDependency; package = R1; productName = Kingfisher; };
                R1 = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/onevcat/Kingfisher"; };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2, ); };
                C1 = {isa = XCBuildConfiguration; name = Release; buildSettings = {SWIFT_VERSION = 5.0; }; };
                C2 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {
                    SWIFT_VERSION = 6.0; SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor; }; };
                P0 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = M0; targets = (T1, T2, ); };
                L0 = {isa = XCConfigurationList; buildConfigurations = (C0, ); };
                C0 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {SWIFT_VERSION = 5.0; }; };
            };
            rootObject = P0;
        }
        """#

    /// An older project: the sources are file references in groups, listed in a Sources build phase.
    static let grouped = #"""
        {
            objects = {
                M0 = {isa = PBXGroup; children = (G1, ); sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; children = (G2, F1, ); path = NS; sourceTree = "<group>"; };
                G2 = {isa = PBXGroup; children = (F2, ); path = Views; sourceTree = "<group>"; };
                F1 = {isa = PBXFileReference; path = NSApp.swift; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = BusView.swift; sourceTree = "<group>"; };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                S1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, ); };
                T1 = {isa = PBXNativeTarget; buildPhases = (S1, ); name = NS;
                    productType = "com.apple.product-type.application"; };
                P0 = {isa = PBXProject; mainGroup = M0; targets = (T1, ); };
            };
            rootObject = P0;
        }
        """#

    @Test func readsTheAppTargetItsSynchronizedFolderSettingsAndPackages() throws {
        let fixture = try AdoptionFixture(["Shelf.xcodeproj/project.pbxproj": Self.synchronized])
        defer { fixture.remove() }
        let project = try XcodeProject(contentsOf: fixture.url("Shelf.xcodeproj"))
        let target = try #require(project.appTargets.first)
        #expect(project.appTargets.count == 1, "the unit-test target is not an app")
        #expect(target.name == "Shelf")
        #expect(target.sourceFolder?.standardizedFileURL.path == fixture.url("Shelf").standardizedFileURL.path)
        #expect(target.membership == nil, "one synchronized folder with no exception takes every file")
        #expect(target.swiftVersion == "6.0", "the target's Debug configuration wins over the project's")
        #expect(target.defaultActorIsolation == "MainActor")
        #expect(
            target.packageProducts == [.init(name: "Kingfisher", location: "https://github.com/onevcat/Kingfisher")])
    }

    @Test func findsTheFolderHoldingEveryFileOfTheSourcesPhase() throws {
        let fixture = try AdoptionFixture(["NS.xcodeproj/project.pbxproj": Self.grouped])
        defer { fixture.remove() }
        let target = try #require(try XcodeProject(contentsOf: fixture.url("NS.xcodeproj")).appTargets.first)
        #expect(target.sourceFolder?.standardizedFileURL.path == fixture.url("NS").standardizedFileURL.path)
        #expect(target.swiftVersion == nil)
    }

    /// A multiplatform app: the iOS target builds `Shared/` and `iOS/` (less a widget file), not `macOS/`.
    static let multiplatform = #"""
        {
            objects = {
                S = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, E2, ); path = Shared;
                    sourceTree = "<group>"; };
                I = {isa = PBXFileSystemSynchronizedRootGroup; path = iOS; sourceTree = "<group>"; };
                M = {isa = PBXFileSystemSynchronizedRootGroup; path = macOS; sourceTree = "<group>"; };
                E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
                    membershipExceptions = (Widget/TimelineProvider.swift, Info.plist, ); target = T1; };
                E2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
                    membershipExceptions = (Mac.swift, ); target = T2; };
                T1 = {isa = PBXNativeTarget; fileSystemSynchronizedGroups = (S, I, ); name = Trips;
                    productType = "com.apple.product-type.application"; };
                T2 = {isa = PBXNativeTarget; fileSystemSynchronizedGroups = (S, M, ); name = TripsMac;
                    productType = "com.apple.product-type.application"; };
                P0 = {isa = PBXProject; targets = (T1, T2, ); };
            };
            rootObject = P0;
        }
        """#

    @Test func aTargetOverSeveralFoldersBuildsOnlyItsOwnFiles() throws {
        let fixture = try AdoptionFixture([
            "Trips.xcodeproj/project.pbxproj": Self.multiplatform,
            "Shared/Trip.swift": "import Foundation\nstruct Trip {}\n",
            "Shared/Mac.swift": "import AppKit\n",
            "Shared/Info.plist": "<plist/>",
            "Shared/Widget/TimelineProvider.swift": "import WidgetKit\n",
            "iOS/TripsApp.swift":
                "import SwiftUI\n@main struct TripsApp: App { var body: some Scene { WindowGroup {} } }\n",
            "macOS/TripsMacApp.swift": "import SwiftUI\n@main struct TripsMacApp: App {}\n",
            "Tests/TripTests.swift": "import XCTest\n",
        ])
        defer { fixture.remove() }
        let project = try XcodeProject(contentsOf: fixture.url("Trips.xcodeproj"))
        let target = try #require(project.appTargets.first { $0.name == "Trips" })
        #expect(target.sourceFolder?.standardizedFileURL.path == fixture.root.standardizedFileURL.path)
        let folder = try AppFolder(root: try #require(target.sourceFolder), membership: target.membership)
        #expect(folder.swiftFiles == ["Shared/Mac.swift", "Shared/Trip.swift", "iOS/TripsApp.swift"])
        #expect(folder.imports["WidgetKit"] == nil, "an excepted file is not read")
        for left in ["macOS", "Tests", "Shared/Widget", "Shared/Info.plist"] {
            #expect(folder.excluded.contains(left), "\(left) is not the target's: \(folder.excluded)")
        }
    }

    @Test func aFolderWithoutAProjectFileIsNotFound() throws {
        let fixture = try AdoptionFixture(["Empty.xcodeproj/readme.txt": "x"])
        defer { fixture.remove() }
        #expect(throws: AdoptionError.notFound(fixture.url("Empty.xcodeproj/project.pbxproj").path)) {
            try XcodeProject(contentsOf: fixture.url("Empty.xcodeproj"))
        }
    }
}
