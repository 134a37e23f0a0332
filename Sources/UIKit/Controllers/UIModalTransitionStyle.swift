/// The animation of the built-in presentations. Raw values match UIKit.
public enum UIModalTransitionStyle: Int, Sendable {
    /// Slides up from the bottom; slides down when dismissed.
    case coverVertical = 0
    /// Turns the screen over from right to left (drawn flat: docs/PORTING.md).
    case flipHorizontal = 1
    /// Fades the presented view in over the presenter.
    case crossDissolve = 2
    /// Curls the presenter up to reveal the presented view (drawn as a slide:
    /// docs/PORTING.md). Full-screen presentations only.
    case partialCurl = 3
}
