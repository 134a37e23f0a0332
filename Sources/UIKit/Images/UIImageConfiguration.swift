import CoreGraphics

extension UIImage {
    /// The base of image configurations (`UIImage.SymbolConfiguration`).
    ///
    /// UIKit's configuration also carries a trait collection (`traitCollection`,
    /// `withTraitCollection(_:)`); Kumiki's configurations do not carry traits
    /// yet, so those are absent
    /// and a plain configuration holds nothing.
    public class Configuration: @unchecked Sendable, CustomStringConvertible {
        init() {}

        /// This configuration with `otherConfiguration`'s specified values on top.
        /// A plain configuration has no values, so it returns itself.
        public func applying(_ otherConfiguration: Configuration?) -> Self {
            self
        }

        public var description: String { "<UIImage.Configuration>" }
    }
}
