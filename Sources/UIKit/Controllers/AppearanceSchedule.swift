/// The appearance callbacks that wait for the main loop's layout phase:
/// `viewIsAppearing` just before the layout pass that sizes a newly shown
/// view, and `viewDidAppear` after it for views that appear without an
/// animation to wait for (a window's root, a child added to a visible parent).
///
/// It holds controllers weakly: one that goes away while waiting is simply
/// dropped.
@MainActor
final class AppearanceSchedule {
    private struct Entry {
        weak var controller: UIViewController?
    }

    private var owingViewIsAppearing: [Entry] = []
    private var endingAfterLayout: [Entry] = []

    func owesViewIsAppearing(_ controller: UIViewController) {
        owingViewIsAppearing.append(Entry(controller: controller))
    }

    func endAfterLayout(_ controller: UIViewController) {
        endingAfterLayout.append(Entry(controller: controller))
    }

    /// Before the layout pass: `viewIsAppearing` for every appearing
    /// controller whose view is in a window now (parents first, in the order
    /// they began). Controllers whose views are not in a window yet wait.
    func callViewIsAppearing() {
        guard !owingViewIsAppearing.isEmpty else { return }
        let owing = owingViewIsAppearing
        owingViewIsAppearing.removeAll()
        for entry in owing {
            guard let controller = entry.controller, controller.owesViewIsAppearing,
                  controller.appearance == .appearing else { continue }
            if controller.viewIfLoaded?.window != nil {
                controller.settleViewIsAppearing()
            } else {
                owingViewIsAppearing.append(entry)
            }
        }
    }

    /// After the layout pass: `viewDidAppear` (or `viewDidDisappear`) for the
    /// transitions that end with it.
    func endTransitionsAfterLayout() {
        guard !endingAfterLayout.isEmpty else { return }
        let ending = endingAfterLayout
        endingAfterLayout.removeAll()
        for entry in ending { entry.controller?.endAppearance() }
    }

    /// Drops every controller (the app is ending).
    func removeAll() {
        owingViewIsAppearing.removeAll()
        endingAfterLayout.removeAll()
    }
}
