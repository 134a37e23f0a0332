import UIKit

/// One screen of the showcase.
@MainActor
public protocol ShowcaseScreen {
    /// Short name used on the command line and for the PNG file.
    static var name: String { get }
    /// The screen's navigation-bar title (by default its name, capitalized).
    static var title: String { get }
    static var summary: String { get }
    /// Whether the screen's view reaches under the navigation bar (a scroll
    /// view that the bar's large title follows); false by default: the
    /// showcase then stops the view at the bar's bottom
    /// (`edgesForExtendedLayout = []`), so its manual layout starts there.
    static var extendsUnderNavigationBar: Bool { get }
    static func makeViewController() -> UIViewController
}

extension ShowcaseScreen {
    public static var title: String { name.prefix(1).uppercased() + name.dropFirst() }
    public static var extendsUnderNavigationBar: Bool { false }
}

/// The showcase's screens, in menu order.
@MainActor
public enum ShowcaseCatalog {
    public static let screens: [any ShowcaseScreen.Type] = [
        TouchDebugScreen.self, VerticalSliderScreen.self, GesturesScreen.self, AnimationScreen.self,
        TypographyScreen.self, LayersScreen.self, LongListScreen.self, PhotoStripScreen.self, ZoomScreen.self,
        NestedPagerScreen.self, FormScreen.self, BottomSheetScreen.self, PhotoGridScreen.self, MillionGridScreen.self,
        ReorderGridScreen.self, CompositionalScreen.self, SettingsScreen.self, SongsScreen.self, TodoListScreen.self,
        PickerScreen.self, ModalsScreen.self, AlertsScreen.self, NavigationScreen.self, TabsScreen.self,
        PortraitOnlyScreen.self, DragDropScreen.self, TextFieldScreen.self, NotesScreen.self,
        EffectsScreen.self, LayerClassesScreen.self, ControlsScreen.self,
    ]

    public static func screen(named name: String) -> (any ShowcaseScreen.Type)? {
        screens.first { $0.name == name }
    }
}

extension ShowcaseCatalog {
    /// The screen the showcase app starts on: the menu of `screens`.
    public static let home: any ShowcaseScreen.Type = HomeScreen.self

    /// The screen named `name`, the home screen included.
    public static func anyScreen(named name: String) -> (any ShowcaseScreen.Type)? {
        name == home.name ? home : screen(named: name)
    }

    /// The showcase as the app shows it, on `screen`: a navigation stack of
    /// the home screen and, for any other screen, that screen pushed on it
    /// (titled, with the back button home).
    public static func makeNavigableViewController(for screen: any ShowcaseScreen.Type) -> UINavigationController {
        let navigation = ShowcaseNavigationController(rootViewController: home.makeViewController())
        if screen != home { navigation.pushViewController(makeViewController(for: screen), animated: false) }
        return navigation
    }

    /// `screen`'s controller as the showcase pushes it: titled, without a
    /// large title, and stopped at the bar unless it extends under it.
    public static func makeViewController(for screen: any ShowcaseScreen.Type) -> UIViewController {
        let controller = screen.makeViewController()
        if controller.title == nil { controller.title = screen.title }
        if controller.navigationItem.largeTitleDisplayMode == .automatic {
            controller.navigationItem.largeTitleDisplayMode = .never
        }
        if !screen.extendsUnderNavigationBar { controller.edgesForExtendedLayout = [] }
        return controller
    }

    /// Shows the showcase in `window`, on `screen`.
    public static func show(_ screen: any ShowcaseScreen.Type, in window: UIWindow) {
        window.rootViewController = makeNavigableViewController(for: screen)
    }
}

/// The showcase's navigation controller: the home screen under a large title,
/// each screen pushed on it. Like many iOS apps' navigation controllers it
/// lets its top controller decide the orientations (UIKit's navigation
/// controller answers for itself otherwise), so that a portrait-only screen
/// keeps the interface upright.
public final class ShowcaseNavigationController: UINavigationController {
    public override init(rootViewController: UIViewController) {
        super.init(rootViewController: rootViewController)
        navigationBar.prefersLargeTitles = true
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    public override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        topViewController?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
    }

    public override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        super.pushViewController(viewController, animated: animated)
        updateOrientationsOnceShown()
    }

    @discardableResult
    public override func popViewController(animated: Bool) -> UIViewController? {
        let popped = super.popViewController(animated: animated)
        updateOrientationsOnceShown()
        return popped
    }

    /// The new top controller's orientations take effect once it is shown
    /// (after the slide, or at once): back on a screen that turns, with the
    /// phone on its side, the interface turns.
    private func updateOrientationsOnceShown() {
        if let coordinator = transitionCoordinator {
            coordinator.animate(alongsideTransition: nil) { [weak self] _ in
                self?.setNeedsUpdateOfSupportedInterfaceOrientations()
            }
        } else {
            setNeedsUpdateOfSupportedInterfaceOrientations()
        }
    }
}
