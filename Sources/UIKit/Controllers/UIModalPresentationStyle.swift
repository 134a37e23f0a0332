/// How a presented controller is shown. Raw values match UIKit.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the screen; the presenter's views leave the window once the
    /// presentation ends.
    case fullScreen = 0
    /// A card (a sheet) on iPhone; on iPad a card narrower than the screen.
    case pageSheet = 1
    /// A sheet on iPhone; on iPad a card centered on the screen.
    case formSheet = 2
    /// Covers the view of the nearest controller that `definesPresentationContext`
    /// (or the root), whose views then leave the window.
    case currentContext = 3
    /// Shown by the presentation controller the transitioning delegate returns.
    case custom = 4
    /// Covers the screen, the presenter's views staying visible underneath.
    case overFullScreen = 5
    /// Covers the context's view, which stays visible underneath.
    case overCurrentContext = 6
    /// A popover on iPad. Kumiki has no popovers: presented as a full-screen
    /// cover, which is what iOS adapts popovers to on iPhone (docs/PORTING.md).
    case popover = 7
    /// Not a style: "no adaptation" from an adaptive delegate.
    case none = -1
    /// The system's choice: a page sheet.
    case automatic = -2
}
