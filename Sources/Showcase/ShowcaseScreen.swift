import QuartzCore

/// One screen of the showcase: a layer tree of a device's size.
@MainActor
protocol ShowcaseScreen {
    /// Short name used on the command line and for the PNG file.
    static var name: String { get }
    static var summary: String { get }
    /// Builds the screen's root layer, `size` points large.
    static func makeRootLayer(size: CGSize) -> CALayer
}

/// The showcase's screens, in menu order.
@MainActor
enum ShowcaseCatalog {
    static let screens: [any ShowcaseScreen.Type] = [LayersScreen.self]
}
