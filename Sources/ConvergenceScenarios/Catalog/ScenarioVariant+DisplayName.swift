import ConvergenceViews
import Foundation

extension ScenarioVariant {
    /// What the variant is, in English words, for a person reading the gallery page: `German` for `de`,
    /// `pseudo-locale`, `right to left`, `dark mode`, `text size accessibility3` for `ax3`,
    /// `iPad (10th generation), landscape`.
    ///
    /// Always English, whatever the machine's locale, so that a page built anywhere reads the same.
    package var displayName: String {
        switch change {
        case .locale("en-XA"): "pseudo-locale"
        case .locale("ar-XB"): "right to left"
        case .locale(let identifier):
            Self.languageName(identifier)
                + (Self.isRightToLeft(Locale(identifier: identifier)) ? ", right to left" : "")
        case .colorScheme(let scheme): "\(scheme) mode"
        case .dynamicTypeSize(let size): "text size \(size)"
        case .device(let device): device.name + (device.isLandscape ? ", landscape" : "")
        }
    }

    /// `German` for `de`, `Portuguese (Brazil)` for `pt-BR`; the identifier itself when Foundation has no name for it.
    private static func languageName(_ identifier: String) -> String {
        let name = Locale(identifier: "en").localizedString(forIdentifier: identifier)
        guard let name, !name.isEmpty else { return identifier }
        return name
    }
}
