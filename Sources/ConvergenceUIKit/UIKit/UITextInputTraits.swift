import Foundation

// The UIKit names iOS text-input modifiers take, which `import SwiftUI` brings on iOS, so real files compile
// unchanged. Declared everywhere, as they always were; the modifiers are in View+TextInputTraits.swift.

/// The kind of keyboard a field asks for (UIKit's `UIKeyboardType`).
// swift-format-ignore: AlwaysUseLowerCamelCase
// UIKit's case name `.URL`, kept so existing code compiles.
public enum UIKeyboardType: Int, Sendable, Hashable {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// How a field capitalises as the user types (UIKit's older `UITextAutocapitalizationType`).
public enum UITextAutocapitalizationType: Int, Sendable, Hashable {
    case none, words, sentences, allCharacters
}

/// What a field holds, for autofill (UIKit's `UITextContentType`).
public struct UITextContentType: RawRepresentable, Sendable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "given-name")
    public static let familyName = UITextContentType(rawValue: "family-name")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let organizationName = UITextContentType(rawValue: "organization")
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    public static let addressCity = UITextContentType(rawValue: "address-level2")
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    public static let countryName = UITextContentType(rawValue: "country-name")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let emailAddress = UITextContentType(rawValue: "email")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    // UIKit's name, kept so existing code compiles.
    public static let URL = UITextContentType(rawValue: "url")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "current-password")
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
}
