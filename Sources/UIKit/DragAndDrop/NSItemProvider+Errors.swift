import Foundation

/// The errors an item provider reports (Foundation's `NSItemProviderErrorDomain`).
extension NSItemProvider {
    /// `"NSItemProviderErrorDomain"`.
    public static let errorDomain = "NSItemProviderErrorDomain"

    /// Foundation's codes in `errorDomain`.
    public enum ErrorCode: Int, Sendable {
        /// The load failed for no more specific reason (a loader returned neither
        /// data nor an error).
        case unknownError = -1
        /// No representation of the requested type (or conforming to it) is
        /// registered, or none is visible.
        case itemUnavailableError = -1000
        /// The item is of a class other than the one asked for.
        case unexpectedValueClassError = -1100
        /// The data could not be turned into the requested class (Kumiki's
        /// built-in readers report damaged data this way).
        case unavailableCoercionError = -1200
    }

    /// An `NSError` in `errorDomain` with an English description.
    static func error(_ code: ErrorCode, _ description: String) -> NSError {
        NSError(domain: errorDomain, code: code.rawValue, userInfo: [NSLocalizedDescriptionKey: description])
    }
}
