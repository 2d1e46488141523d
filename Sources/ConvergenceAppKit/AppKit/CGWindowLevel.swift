#if !canImport(Darwin)
    /// A Core Graphics window level, as macOS code reaches it through `import AppKit`.
    public typealias CGWindowLevel = Int32

    /// The keys of Core Graphics' window levels, in Core Graphics' order.
    public enum CGWindowLevelKey: Int32, Sendable {
        case baseWindow, minimumWindow, desktopWindow, backstopMenu, normalWindow, floatingWindow, tornOffMenuWindow
        case dockWindow, mainMenuWindow, statusWindow, modalPanelWindow, popUpMenuWindow, draggingWindow
        case screenSaverWindow, maximumWindow, overlayWindow, helpWindow, utilityWindow, desktopIconWindow
        case cursorWindow, assistiveTechHighWindow, numberOfWindowLevelKeys
    }

    /// The level of a kind of window, as macOS numbers them (`normalWindow` 0, `floatingWindow` 3, `statusWindow` 25);
    /// the cursor and maximum levels are near `Int32.max`, approximately.
    ///
    /// - Parameter key: The kind of window.
    /// - Returns: Its level.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public func CGWindowLevelForKey(_ key: CGWindowLevelKey) -> CGWindowLevel {
        switch key {
        case .baseWindow: Int32.min
        case .minimumWindow: Int32.min + 1
        case .desktopWindow: Int32.min + 21
        case .backstopMenu: -20
        case .normalWindow: 0
        case .floatingWindow, .tornOffMenuWindow: 3
        case .modalPanelWindow: 8
        case .utilityWindow: 19
        case .dockWindow: 20
        case .mainMenuWindow: 24
        case .statusWindow: 25
        case .popUpMenuWindow: 101
        case .overlayWindow: 102
        case .helpWindow: 200
        case .draggingWindow: 500
        case .screenSaverWindow: 1000
        case .assistiveTechHighWindow: 1500
        case .desktopIconWindow: Int32.min + 41
        case .cursorWindow, .maximumWindow, .numberOfWindowLevelKeys: Int32.max - 14
        }
    }
#endif
