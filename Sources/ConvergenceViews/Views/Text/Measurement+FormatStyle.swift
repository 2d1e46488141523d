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

            /// A measurement style.
            ///
            /// - Parameters:
            ///   - width: How long the unit's name is; every width shows the unit's symbol, `.narrow` without a space
            ///     before it.
            ///   - locale: The locale the number is formatted in; `en_US` by default.
            ///   - numberFormatStyle: The number's format; `nil` (the default) for the plain number.
            public init(
                width: UnitWidth, locale: Locale = Locale(identifier: "en_US"),
                numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
            ) {
                self.width = width
                self.locale = locale
                self.numberFormatStyle = numberFormatStyle
            }

            /// The measurement as text.
            ///
            /// - Parameter value: The measurement.
            /// - Returns: The number and the unit's symbol, such as `5 km`.
            public func format(_ value: Measurement<UnitType>) -> String {
                let number = (numberFormatStyle ?? FloatingPointFormatStyle<Double>()).locale(locale).format(
                    value.value)
                return number + (width == .narrow ? "" : " ") + value.unit.symbol
            }

            /// The style in another locale.
            ///
            /// - Parameter locale: The locale the number is formatted in; `en_US` by default.
            /// - Returns: The same style in another locale.
            public func locale(_ locale: Locale) -> Self {
                var style = self
                style.locale = locale
                return style
            }
        }

        /// The measurement in a format style.
        ///
        /// - Parameter style: The format style.
        /// - Returns: The number and the unit's symbol, such as `5 km`.
        public func formatted(_ style: FormatStyle) -> String {
            style.format(self)
        }
    }

    extension FormatStyle {
        /// A measurement as its number and unit symbol.
        ///
        /// - Parameters:
        ///   - width: How long the unit's name is; every width shows the unit's symbol, `.narrow` without a space
        ///     before it.
        ///   - numberFormatStyle: The number's format; `nil` (the default) for the plain number.
        /// - Returns: The format style.
        public static func measurement<UnitType: Dimension>(
            width: Measurement<UnitType>.FormatStyle.UnitWidth,
            numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
        ) -> Self where Self == Measurement<UnitType>.FormatStyle {
            Measurement<UnitType>.FormatStyle(width: width, numberFormatStyle: numberFormatStyle)
        }
    }
#endif
