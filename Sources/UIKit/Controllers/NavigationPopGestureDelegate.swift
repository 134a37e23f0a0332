/// Lets the edge pan begin only when a pop could.
@MainActor
final class NavigationPopGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    private weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigation = navigationController else { return false }
        return navigation.stack.count > 1 && navigation.childTransition == nil
    }
}
