import Foundation

#if !canImport(Darwin)
    // Linux's Foundation has no `Measurement.FormatStyle`; `Text(distance, format: .measurement(width: .abbreviated))`
    // is common in real files.
    extension Measurement where UnitType: Dimension {
        /// Formats a measurement as its number and its unit's symbol, as `Measurement.FormatStyle` does on Apple
        /// platforms (here every width uses the symbol: `5 km`, narrow without the space: `5km`).
        public struct FormatStyle: Foundation.FormatStyle, Sendable {
            /// How long the unit's name is.
            public enum UnitWidth: String, Codable, Hashable, Sendable {
                case wide, abbreviated, narrow
            }

            public var width: UnitWidth
            public var locale: Locale
            public var numberFormatStyle: FloatingPointFormatStyle<Double>?

            public init(
                width: UnitWidth, locale: Locale = Locale(identifier: "en_US"),
                numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
            ) {
                self.width = width
                self.locale = locale
                self.numberFormatStyle = numberFormatStyle
            }

            public func format(_ value: Measurement<UnitType>) -> String {
                let number = (numberFormatStyle ?? FloatingPointFormatStyle<Double>()).locale(locale).format(
                    value.value)
                return number + (width == .narrow ? "" : " ") + value.unit.symbol
            }

            public func locale(_ locale: Locale) -> Self {
                var style = self
                style.locale = locale
                return style
            }
        }

        /// The measurement in a format style.
        public func formatted(_ style: FormatStyle) -> String {
            style.format(self)
        }
    }

    extension FormatStyle {
        /// A measurement as its number and unit symbol.
        public static func measurement<UnitType: Dimension>(
            width: Measurement<UnitType>.FormatStyle.UnitWidth,
            numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
        ) -> Self where Self == Measurement<UnitType>.FormatStyle {
            Measurement<UnitType>.FormatStyle(width: width, numberFormatStyle: numberFormatStyle)
        }
    }
#endif
