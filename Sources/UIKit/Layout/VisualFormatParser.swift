import CoreGraphics
import Foundation

/// Reads Auto Layout's visual format language into constraints:
/// `H:|-16-[label]-(>=8)-[button(==label@750)]-|`. The grammar is Apple's:
/// an optional orientation, an optional superview bar and connection, views
/// in brackets with optional size predicates, connections between them
/// (`-n-`, `-(pred,…)-`, `-` for the standard spacing, nothing for flush),
/// and an optional closing connection and bar. A bare `-` next to a bar means
/// the superview's margin (UIKit since iOS 8); between views it is 8 points.
/// Malformed formats stop with UIKit's "Unable to parse constraint format" message.
@MainActor
struct VisualFormatParser {
    private let format: [Character]
    private var index = 0
    private let metrics: [String: Any]
    private let views: [String: Any]
    private let options: NSLayoutConstraint.FormatOptions

    init(format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any]?, views: [String: Any]) {
        self.format = Array(format)
        self.options = options
        self.metrics = metrics ?? [:]
        self.views = views
    }

    /// One side of a connection or a size: a relation, a constant or view, a priority.
    private struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat?
        var view: UIView?
        var priority: UILayoutPriority = .required
    }

    private enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    mutating func parse() -> [NSLayoutConstraint] {
        var horizontal = true
        if let first = peek, first == "H" || first == "V" {
            horizontal = first == "H"
            advance()
            guard peek == ":" else {
                fail("Expected ':' after '\(first)' to specify \(horizontal ? "horizontal" : "vertical") arrangement")
            }
            advance()
        }
        var made: [NSLayoutConstraint] = []
        var leadingBarConnection: Connection?
        if peek == "|" {
            advance()
            leadingBarConnection = readConnection()
        }
        var arranged: [UIView] = []
        var pendingConnection: Connection? = leadingBarConnection
        var trailingBarConnection: Connection?
        while peek == "[" {
            let (view, sizes) = readView(horizontal: horizontal)
            if let previous = arranged.last, let connection = pendingConnection {
                made += space(from: previous, to: view, connection, horizontal: horizontal)
            } else if let connection = pendingConnection, arranged.isEmpty {
                made += spaceFromSuperview(to: view, connection, leading: true, horizontal: horizontal)
            }
            made += sizes
            arranged.append(view)
            let connection = readConnection()
            if peek == "|" {
                advance()
                trailingBarConnection = connection
                break
            }
            pendingConnection = connection
            if peek != "[" && peek != nil { fail("Expected a view") }
        }
        if arranged.isEmpty { fail("Expected a view") }
        if peek != nil { fail("Unexpected trailing characters") }
        if let connection = trailingBarConnection, let last = arranged.last {
            made += spaceFromSuperview(to: last, connection, leading: false, horizontal: horizontal)
        }
        made += alignments(of: arranged, horizontal: horizontal)
        return made
    }

    // MARK: Reading

    private var peek: Character? { index < format.count ? format[index] : nil }

    private mutating func advance() { index += 1 }

    private func fail(_ message: String) -> Never {
        let caret = String(repeating: " ", count: index) + "^"
        UncaughtException.raise("NSInvalidArgumentException",
                                reason: "Unable to parse constraint format: \n\(message) \n\(String(format))\n\(caret)")
    }

    private mutating func readIdentifier() -> String? {
        var name = ""
        while let character = peek, character == "_" || character.isLetter || (!name.isEmpty && character.isNumber) {
            name.append(character)
            advance()
        }
        return name.isEmpty ? nil : name
    }

    private mutating func readNumber() -> CGFloat? {
        var text = ""
        while let character = peek, character.isNumber || character == "." || (text.isEmpty && character == "-") {
            text.append(character)
            advance()
        }
        return text.isEmpty ? nil : Double(text).map { CGFloat($0) }
    }

    /// A number or a metric's value.
    private mutating func readConstant() -> CGFloat? {
        if let number = readNumber() { return number }
        let start = index
        guard let name = readIdentifier() else { return nil }
        guard let value = metrics[name] else {
            index = start
            return nil
        }
        return VisualFormatParser.number(value) ?? { fail("Metric '\(name)' is not a number") }()
    }

    static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let number as CGFloat: number
        case let number as Double: CGFloat(number)
        case let number as Float: CGFloat(number)
        case let number as Int: CGFloat(number)
        case let number as NSNumber: CGFloat(number.doubleValue)
        default: nil
        }
    }

    private mutating func readPredicate() -> Predicate {
        var predicate = Predicate()
        for (text, relation) in [("==", NSLayoutConstraint.Relation.equal), ("<=", .lessThanOrEqual),
                                 (">=", .greaterThanOrEqual)] where format[index...].starts(with: text) {
            predicate.relation = relation
            index += 2
        }
        if let constant = readConstant() {
            predicate.constant = constant
        } else if let name = readIdentifier() {
            guard let view = views[name] as? UIView else {
                fail("\(name) is not a key in the views dictionary.")
            }
            predicate.view = view
        } else {
            fail("Expected a constant or view")
        }
        if peek == "@" {
            advance()
            guard let priority = readConstant() else { fail("Expected a priority") }
            predicate.priority = UILayoutPriority(Float(priority))
        }
        return predicate
    }

    private mutating func readPredicateList() -> [Predicate] {
        guard peek == "(" else { fail("Expected '('") }
        advance()
        var predicates = [readPredicate()]
        while peek == "," {
            advance()
            predicates.append(readPredicate())
        }
        guard peek == ")" else { fail("Expected ')' to end a predicate list") }
        advance()
        return predicates
    }

    /// What lies between two items: nothing, `-`, or `-predicates-`.
    private mutating func readConnection() -> Connection {
        guard peek == "-" else { return .flush }
        advance()
        if peek == "[" || peek == "|" { return .standard }
        let predicates: [Predicate]
        if peek == "(" {
            predicates = readPredicateList()
        } else {
            guard let constant = readConstant() else { fail("Expected a number or metric after '-'") }
            predicates = [Predicate(constant: constant)]
        }
        guard peek == "-" else { fail("Expected '-' after a spacing") }
        advance()
        return .predicates(predicates)
    }

    /// `[name(predicates)]`: the view, and its size constraints.
    private mutating func readView(horizontal: Bool) -> (UIView, [NSLayoutConstraint]) {
        advance()
        guard let name = readIdentifier() else { fail("Expected a view name") }
        guard let view = views[name] as? UIView else { fail("\(name) is not a key in the views dictionary.") }
        var sizes: [NSLayoutConstraint] = []
        if peek == "(" {
            let dimension: NSLayoutConstraint.Attribute = horizontal ? .width : .height
            for predicate in readPredicateList() {
                let constraint = NSLayoutConstraint(item: view, attribute: dimension, relatedBy: predicate.relation,
                                                    toItem: predicate.view,
                                                    attribute: predicate.view == nil ? .notAnAttribute : dimension,
                                                    multiplier: 1, constant: predicate.constant ?? 0)
                constraint.priority = predicate.priority
                sizes.append(constraint)
            }
        }
        guard peek == "]" else { fail("Expected ']' to end a view") }
        advance()
        return (view, sizes)
    }

    // MARK: Making constraints

    /// Leading-to-trailing unless the options say left-to-right or right-to-left.
    private func edges(horizontal: Bool) -> (start: NSLayoutConstraint.Attribute, end: NSLayoutConstraint.Attribute) {
        guard horizontal else { return (.top, .bottom) }
        switch options.intersection(.directionMask) {
        case .directionLeftToRight: return (.left, .right)
        case .directionRightToLeft: return (.right, .left)
        default: return (.leading, .trailing)
        }
    }

    /// `later.start = earlier.end + spacing`, one constraint per predicate.
    private func space(from earlier: UIView, to later: UIView, _ connection: Connection,
                       horizontal: Bool) -> [NSLayoutConstraint] {
        var (start, end) = edges(horizontal: horizontal)
        if !horizontal && options.contains(.spacingBaselineToBaseline) { (start, end) = (.firstBaseline, .lastBaseline) }
        let sign: CGFloat = horizontal && options.intersection(.directionMask) == .directionRightToLeft ? -1 : 1
        return predicates(for: connection, standard: systemSpacing).map { predicate in
            let constraint = NSLayoutConstraint(item: later, attribute: start, relatedBy: predicate.relation,
                                                toItem: earlier, attribute: end, multiplier: 1,
                                                constant: sign * (predicate.constant ?? 0))
            constraint.priority = predicate.priority
            return constraint
        }
    }

    /// Between the superview's edge and the first (or last) view; a bare `-`
    /// goes to the superview's margin.
    private func spaceFromSuperview(to view: UIView, _ connection: Connection, leading: Bool,
                                    horizontal: Bool) -> [NSLayoutConstraint] {
        guard let superview = view.superview else {
            fail("Unable to interpret '|' character, because the related view doesn't have a superview")
        }
        let (viewStart, viewEnd) = edges(horizontal: horizontal)
        var toMargins = false
        if case .standard = connection { toMargins = true }
        let superStart = toMargins ? viewStart.margin : viewStart
        let superEnd = toMargins ? viewEnd.margin : viewEnd
        let sign: CGFloat = horizontal && options.intersection(.directionMask) == .directionRightToLeft ? -1 : 1
        return predicates(for: connection, standard: 0).map { predicate in
            let constant = sign * (predicate.constant ?? 0)
            let constraint = leading
                ? NSLayoutConstraint(item: view, attribute: viewStart, relatedBy: predicate.relation,
                                     toItem: superview, attribute: superStart, multiplier: 1, constant: constant)
                : NSLayoutConstraint(item: superview, attribute: superEnd, relatedBy: predicate.relation,
                                     toItem: view, attribute: viewEnd, multiplier: 1, constant: constant)
            constraint.priority = predicate.priority
            return constraint
        }
    }

    private func predicates(for connection: Connection, standard: CGFloat) -> [Predicate] {
        switch connection {
        case .flush: [Predicate(constant: 0)]
        case .standard: [Predicate(constant: standard)]
        case .predicates(let predicates): predicates
        }
    }

    /// The `alignAll…` options: every view's attribute equal to the first's.
    private func alignments(of arranged: [UIView], horizontal: Bool) -> [NSLayoutConstraint] {
        let pairs: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
            (.alignAllFirstBaseline, .firstBaseline),
        ]
        var made: [NSLayoutConstraint] = []
        for (option, attribute) in pairs where options.contains(option) {
            if attribute.isHorizontal == horizontal && attribute != .notAnAttribute {
                UncaughtException.raise("NSInvalidArgumentException", reason: "Unable to parse constraint format: \n"
                    + "Options mask required views to be aligned on a horizontal edge, which is not allowed for "
                    + "layout that is also horizontal. \n\(String(format))")
            }
            for (earlier, later) in zip(arranged, arranged.dropFirst()) {
                made.append(NSLayoutConstraint(item: earlier, attribute: attribute, relatedBy: .equal, toItem: later,
                                               attribute: attribute, multiplier: 1, constant: 0))
            }
        }
        return made
    }
}

extension NSLayoutConstraint.Attribute {
    /// The margin form of an edge (`leading` → `leadingMargin`).
    var margin: NSLayoutConstraint.Attribute {
        switch self {
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        default: self
        }
    }
}

extension NSLayoutConstraint {
    /// Constraints from a visual format string, e.g. `"H:|-[label]-8-[field(>=100)]-|"`.
    /// The constraints are made, not activated.
    public class func constraints(withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, options: opts, metrics: metrics, views: views)
        return parser.parse()
    }
}
