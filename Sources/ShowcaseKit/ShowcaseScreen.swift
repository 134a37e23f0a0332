import UIKit

/// One screen of the showcase.
@MainActor
public protocol ShowcaseScreen {
    /// Short name used on the command line and for the PNG file.
    static var name: String { get }
    static var summary: String { get }
    static func makeViewController() -> UIViewController
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
        PortraitOnlyScreen.self,
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

    /// `screen`'s controller as the showcase app shows it: a screen other than
    /// the home screen gets a back tile in its top-left corner, above the
    /// screen's own content (every screen keeps its top 70 points free).
    public static func makeNavigableViewController(for screen: any ShowcaseScreen.Type) -> UIViewController {
        let controller = screen.makeViewController()
        if screen != home {
            let back = ShowcaseBackTile(frame: ShowcaseBackTile.standardFrame)
            controller.view.addSubview(back)
        }
        return controller
    }

    /// Shows `screen` in `window` by making it the root view controller (simple
    /// view swapping until navigation controllers exist; the outgoing screen's
    /// animations end as its views leave the window).
    public static func show(_ screen: any ShowcaseScreen.Type, in window: UIWindow) {
        window.rootViewController = makeNavigableViewController(for: screen)
    }
}

/// The showcase's way back: a rounded tile with a chevron that, when tapped,
/// makes the home screen its window's root view controller.
public final class ShowcaseBackTile: UIControl {
    /// Top left, clear of every screen's content (which starts at y = 70).
    public static let standardFrame = CGRect(x: 16, y: 24, width: 56, height: 38)
    public static let identifier = "back"

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        layer.cornerRadius = 12
        accessibilityIdentifier = Self.identifier
        accessibilityLabel = "Back"
        let chevron = Chevron(frame: CGRect(x: frame.width / 2 - 9, y: frame.height / 2 - 11, width: 14, height: 22),
                              pointsLeft: true, color: .systemBlue)
        chevron.isUserInteractionEnabled = false
        addSubview(chevron)
        addAction(UIAction { [weak self] _ in
            guard let window = self?.window else { return }
            ShowcaseCatalog.show(ShowcaseCatalog.home, in: window)
        }, for: .touchUpInside)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    public override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? .systemGray4 : .white }
    }
}
