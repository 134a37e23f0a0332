/// A behavior added to a view as a whole (`UIView.addInteraction(_:)`): a
/// pointer interaction, and later drag and drop or context menus.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is attached to.
    var view: UIView? { get }
    /// Called before the interaction moves to `view` (nil: it is being removed).
    func willMove(to view: UIView?)
    /// Called after the interaction moved to `view`.
    func didMove(to view: UIView?)
}

/// An interaction that shows something in its view's window outside the
/// view (an edit menu) and takes it down when the view moves to another
/// window or out of any.
@MainActor
protocol WindowBoundInteraction: UIInteraction {
    /// The interaction's view has moved to `view.window` (nil: out of any).
    func viewDidMoveToWindow()
}

extension UIView {
    /// The interactions added to this view, in the order they were added.
    /// Setting it removes the old ones and adds the new ones.
    public var interactions: [UIInteraction] {
        get { interactionList }
        set {
            for interaction in interactionList { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Attaches `interaction`, moving it from the view it was on.
    public func addInteraction(_ interaction: UIInteraction) {
        guard !interactionList.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        interactionList.append(interaction)
        interaction.didMove(to: self)
    }

    /// Detaches `interaction`; nothing happens if it is not on this view.
    public func removeInteraction(_ interaction: UIInteraction) {
        guard interactionList.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactionList.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}
