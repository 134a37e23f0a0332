import Foundation

/// Horizontal alignment of text; raw values match UIKit.
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    /// Left for left-to-right text.
    case natural = 4
}

/// Which way a run of text reads; raw values match UIKit (Foundation on
/// Linux does not have it).
public enum NSWritingDirection: Int, Sendable {
    /// The direction of the text's first strong character.
    case natural = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// How lines break and text is truncated; raw values match UIKit.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5
}

/// Underline and strikethrough styles; raw values match UIKit.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
}

/// Options for measuring and drawing strings; raw values match UIKit.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lay out as many lines as the size allows (without it: one line).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Present for source compatibility; Kumiki reports no scale factors back.
public final class NSStringDrawingContext: NSObject {
    public var minimumScaleFactor: CGFloat = 0
    public override init() {}
}

/// Paragraph formatting (an immutable value object; see `NSMutableParagraphStyle`).
/// Lengths in points.
public class NSParagraphStyle: NSObject, @unchecked Sendable {
    public internal(set) var alignment: NSTextAlignment = .natural
    public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Extra space between lines of a paragraph.
    public internal(set) var lineSpacing: CGFloat = 0
    /// Extra space after a paragraph.
    public internal(set) var paragraphSpacing: CGFloat = 0
    /// Extra space before a paragraph (not before the text's first).
    public internal(set) var paragraphSpacingBefore: CGFloat = 0
    /// The natural line height is multiplied by this when positive.
    public internal(set) var lineHeightMultiple: CGFloat = 0
    /// Lines are at least this tall when positive; the extra room goes above the text, as in TextKit.
    public internal(set) var minimumLineHeight: CGFloat = 0
    /// Lines are at most this tall when positive (taller glyphs overlap the line above).
    public internal(set) var maximumLineHeight: CGFloat = 0
    public internal(set) var firstLineHeadIndent: CGFloat = 0
    public internal(set) var headIndent: CGFloat = 0
    /// Positive: the line length from the leading margin; zero or negative: the
    /// distance from the trailing margin.
    public internal(set) var tailIndent: CGFloat = 0

    public static let `default` = NSParagraphStyle()

    public override init() {
        super.init()
    }

    public override func mutableCopy() -> Any {
        let copy = NSMutableParagraphStyle()
        copy.setParagraphStyle(self)
        return copy
    }
}

public final class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    public override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }

    public override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }

    public override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }

    public override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { super.paragraphSpacing = newValue }
    }

    public override var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore }
        set { super.paragraphSpacingBefore = newValue }
    }

    public override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { super.lineHeightMultiple = newValue }
    }

    public override var minimumLineHeight: CGFloat {
        get { super.minimumLineHeight }
        set { super.minimumLineHeight = newValue }
    }

    public override var maximumLineHeight: CGFloat {
        get { super.maximumLineHeight }
        set { super.maximumLineHeight = newValue }
    }

    public override var firstLineHeadIndent: CGFloat {
        get { super.firstLineHeadIndent }
        set { super.firstLineHeadIndent = newValue }
    }

    public override var headIndent: CGFloat {
        get { super.headIndent }
        set { super.headIndent = newValue }
    }

    public override var tailIndent: CGFloat {
        get { super.tailIndent }
        set { super.tailIndent = newValue }
    }

    public func setParagraphStyle(_ other: NSParagraphStyle) {
        alignment = other.alignment
        lineBreakMode = other.lineBreakMode
        lineSpacing = other.lineSpacing
        paragraphSpacing = other.paragraphSpacing
        paragraphSpacingBefore = other.paragraphSpacingBefore
        lineHeightMultiple = other.lineHeightMultiple
        minimumLineHeight = other.minimumLineHeight
        maximumLineHeight = other.maximumLineHeight
        firstLineHeadIndent = other.firstLineHeadIndent
        headIndent = other.headIndent
        tailIndent = other.tailIndent
    }
}

/// UIKit's attribute keys (Foundation on Linux defines the key type, not these).
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}
