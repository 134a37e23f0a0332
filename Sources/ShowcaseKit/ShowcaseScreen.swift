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
        TouchDebugScreen.self, VerticalSliderScreen.self, GesturesScreen.self, AnimationScreen.self, LayersScreen.self,
    ]

    public static func screen(named name: String) -> (any ShowcaseScreen.Type)? {
        screens.first { $0.name == name }
    }
}
