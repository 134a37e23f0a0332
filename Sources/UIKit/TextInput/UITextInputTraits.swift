import Foundation

/// The text input traits: what kind of text a responder takes, which shapes
/// the software keyboard and the system's automatic edits.
///
/// Deviation: UIKit's requirements are optional and settable (Objective-C);
/// here they are read-only requirements with UIKit's defaults, so a type
/// conforms by declaring only those it changes (as a stored `var`, which
/// code can then set on the concrete type).
@MainActor
public protocol UITextInputTraits: AnyObject {
    var autocapitalizationType: UITextAutocapitalizationType { get }
    var autocorrectionType: UITextAutocorrectionType { get }
    var spellCheckingType: UITextSpellCheckingType { get }
    var smartQuotesType: UITextSmartQuotesType { get }
    var smartDashesType: UITextSmartDashesType { get }
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get }
    var keyboardType: UIKeyboardType { get }
    var keyboardAppearance: UIKeyboardAppearance { get }
    var returnKeyType: UIReturnKeyType { get }
    var enablesReturnKeyAutomatically: Bool { get }
    var isSecureTextEntry: Bool { get }
    var textContentType: UITextContentType! { get }
}

extension UITextInputTraits {
    public var autocapitalizationType: UITextAutocapitalizationType { .sentences }
    public var autocorrectionType: UITextAutocorrectionType { .default }
    public var spellCheckingType: UITextSpellCheckingType { .default }
    public var smartQuotesType: UITextSmartQuotesType { .default }
    public var smartDashesType: UITextSmartDashesType { .default }
    public var smartInsertDeleteType: UITextSmartInsertDeleteType { .default }
    public var keyboardType: UIKeyboardType { .default }
    public var keyboardAppearance: UIKeyboardAppearance { .default }
    public var returnKeyType: UIReturnKeyType { .default }
    public var enablesReturnKeyAutomatically: Bool { false }
    public var isSecureTextEntry: Bool { false }
    public var textContentType: UITextContentType! { nil }
}

/// Which letters the keyboard capitalizes by itself.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0
    case words = 1
    case sentences = 2
    case allCharacters = 3
}

public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}

public enum UITextSpellCheckingType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}

public enum UITextSmartQuotesType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}

public enum UITextSmartDashesType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}

public enum UITextSmartInsertDeleteType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}

/// The software keyboard's layout (UIKit's raw values).
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0
    case asciiCapable = 1
    case numbersAndPunctuation = 2
    case URL = 3
    case numberPad = 4
    case phonePad = 5
    case namePhonePad = 6
    case emailAddress = 7
    case decimalPad = 8
    case twitter = 9
    case webSearch = 10
    case asciiCapableNumberPad = 11

    public static let alphabet = UIKeyboardType.asciiCapable
}

public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0
    case dark = 1
    case light = 2

    public static let alert = UIKeyboardAppearance.dark
}

/// The title of the keyboard's return key (UIKit's raw values).
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0
    case go = 1
    case google = 2
    case join = 3
    case next = 4
    case route = 5
    case search = 6
    case send = 7
    case yahoo = 8
    case done = 9
    case emergencyCall = 10
    case `continue` = 11
}

/// What a field holds, for autofill: UIKit's string constants.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public static let name = UITextContentType("name")
    public static let namePrefix = UITextContentType("honorific-prefix")
    public static let givenName = UITextContentType("given-name")
    public static let middleName = UITextContentType("additional-name")
    public static let familyName = UITextContentType("family-name")
    public static let nameSuffix = UITextContentType("honorific-suffix")
    public static let nickname = UITextContentType("nickname")
    public static let jobTitle = UITextContentType("organization-title")
    public static let organizationName = UITextContentType("organization")
    public static let location = UITextContentType("location")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let streetAddressLine1 = UITextContentType("address-line1")
    public static let streetAddressLine2 = UITextContentType("address-line2")
    public static let addressCity = UITextContentType("address-level2")
    public static let addressState = UITextContentType("address-level1")
    public static let addressCityAndState = UITextContentType("address-level1+2")
    public static let sublocality = UITextContentType("address-level3")
    public static let countryName = UITextContentType("country-name")
    public static let postalCode = UITextContentType("postal-code")
    public static let telephoneNumber = UITextContentType("tel")
    public static let emailAddress = UITextContentType("email")
    public static let URL = UITextContentType("url")
    public static let creditCardNumber = UITextContentType("cc-number")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
}
