import Foundation

/// A function from one color to another that a configuration applies to a
/// color it resolves (text, image tint, background, stroke).
///
/// Two transformers are the same when one is a copy of the other (closures
/// cannot be compared), so configurations holding copies of one transformer
/// compare equal.
public struct UIConfigurationColorTransformer {
    public let transform: (UIColor) -> UIColor
    /// Who this transformer is, for equality: copies share it.
    let identity: ObjectIdentifier
    private let token: IdentityToken

    public init(_ transform: @escaping (UIColor) -> UIColor) {
        self.transform = transform
        token = IdentityToken()
        identity = ObjectIdentifier(token)
    }

    public func callAsFunction(_ input: UIColor) -> UIColor {
        transform(input)
    }

    /// Gray of the color's luminance (Rec. 601 weights: 0.299 red, 0.587
    /// green, 0.114 blue), keeping its alpha.
    public static let grayscale = UIConfigurationColorTransformer { color in
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return color }
        return UIColor(white: 0.299 * red + 0.587 * green + 0.114 * blue, alpha: alpha)
    }

    private final class IdentityToken: @unchecked Sendable {}
}

extension UIConfigurationColorTransformer: @unchecked Sendable {}

extension Optional where Wrapped == UIConfigurationColorTransformer {
    /// Whether two optional transformers are the same one (or both absent).
    func isSame(as other: UIConfigurationColorTransformer?) -> Bool {
        self?.identity == other?.identity
    }
}
