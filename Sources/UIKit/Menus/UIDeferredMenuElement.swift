import Foundation

/// A placeholder in a list menu whose elements are provided later: the
/// menu shows a "Loading…" row in its place and calls the provider when it
/// appears; when the provider calls back, the elements take the
/// placeholder's place (as an inline group). The elements are kept for the
/// next time the menu shows, unless the element is made with `uncached(_:)`,
/// whose provider is called every time.
///
/// Kumiki shows deferred elements in button and context menus; the edit
/// menu leaves them out (docs/PORTING.md "Menus").
@preconcurrency @MainActor
public final class UIDeferredMenuElement: UIMenuElement {
    /// Calls its argument with the elements, now or later, on the main actor.
    public typealias ElementProvider = (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void

    let elementProvider: ElementProvider
    let isCached: Bool
    /// The elements provided, kept when cached.
    var cachedElements: [UIMenuElement]?

    private init(provider: @escaping ElementProvider, cached: Bool) {
        elementProvider = provider
        isCached = cached
        super.init(title: "", subtitle: nil, image: nil)
    }

    /// A placeholder whose provider runs the first time its menu shows; the
    /// elements it provides are kept.
    public convenience init(_ elementProvider: @escaping ElementProvider) {
        self.init(provider: elementProvider, cached: true)
    }

    /// A placeholder whose provider runs every time its menu shows.
    public static func uncached(_ elementProvider: @escaping ElementProvider) -> UIDeferredMenuElement {
        UIDeferredMenuElement(provider: elementProvider, cached: false)
    }
}
