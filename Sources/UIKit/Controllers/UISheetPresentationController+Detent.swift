import Foundation

extension UISheetPresentationController {
    /// A height a sheet rests at.
    @preconcurrency @MainActor
    public class Detent: NSObject {
        /// Names a detent. Raw values match UIKit's.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public var rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }

            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        /// Returned by a resolver for a detent that does not apply now.
        public static let dimensionUnavailable = CGFloat(-Double.greatestFiniteMagnitude)

        public let identifier: Identifier
        private let resolver: (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(identifier: Identifier, resolver: @escaping (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// About half the screen (half the largest detent value).
        public class func medium() -> Detent {
            Detent(identifier: .medium) { ($0.maximumDetentValue / 2).rounded() }
        }

        /// The full height.
        public class func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// A detent whose value `resolver` computes (points above the bottom
        /// safe area; nil leaves the detent out). Without an identifier one
        /// is made up.
        public class func custom(identifier: Identifier? = nil,
                                 resolver: @escaping (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)
            -> Detent {
            Detent(identifier: identifier ?? Identifier(rawValue: "com.apple.UIKit.custom.\(UUID().uuidString)"),
                   resolver: resolver)
        }

        /// The detent's value in `context`; nil when it does not apply.
        public func resolvedValue(in context: UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            guard let value = resolver(context), value != Detent.dimensionUnavailable else { return nil }
            return min(max(0, value), context.maximumDetentValue)
        }
    }
}
