/// What `convergence-adopt` knows of the modules an app imports.
package enum ModuleKinds {
    /// Apple's modules that Convergence offers under their own names on Linux (its `Package.swift` lists the same).
    package static let standIns: Set<String> = [
        "SwiftUI", "SwiftUICore", "Combine", "UIKit", "AppKit", "Cocoa", "UniformTypeIdentifiers", "SwiftData",
        "PhotosUI", "SafariServices", "CoreLocation", "MapKit", "CoreLocationUI", "WebKit", "Charts", "Network",
        "StoreKit",
    ]

    /// Modules a Linux toolchain has itself.
    package static let onLinux: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "FoundationXML", "Dispatch", "Observation", "Glibc", "Musl", "XCTest", "Testing", "Synchronization",
        "RegexBuilder", "Distributed", "_Concurrency", "_StringProcessing", "CoreFoundation",
    ]

    /// What Foundation brings along on Apple platforms and Linux keeps apart: every file of the app imports these.
    package static let implicitImports = ["Combine", "Observation"]

    /// Apple's frameworks, known by name so that the summary says which missing module is Apple's.
    package static let appleFrameworks: Set<String> = [
        "AVFoundation", "AVKit", "Accelerate", "ActivityKit", "AppIntents", "AuthenticationServices", "CloudKit",
        "Charts", "Contacts", "ContactsUI", "CoreData", "CoreGraphics", "CoreHaptics", "CoreImage", "CoreLocation",
        "CoreLocationUI", "CoreML", "CoreMotion", "CoreSpotlight", "CoreText", "CoreTransferable", "CryptoKit",
        "Darwin", "DeveloperToolsSupport", "EventKit", "EventKitUI", "GameKit", "HealthKit", "LocalAuthentication",
        "MapKit", "MessageUI", "MetricKit", "MusicKit", "NaturalLanguage", "Network", "OSLog", "PDFKit", "Photos",
        "PhotosUI", "QuartzCore", "QuickLook", "SafariServices", "ServiceManagement", "Speech", "StoreKit",
        "SwiftData", "TipKit", "UserNotifications", "Vision", "VisionKit", "WatchConnectivity", "WatchKit",
        "WebKit", "WidgetKit", "os",
    ]
}
