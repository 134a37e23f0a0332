import Foundation
import Testing
import UIKit
import UIKitTesting

/// A view that counts its trait changes and notes what was current then.
final class TraitCountingView: UIView {
    var changes: [(previous: UIUserInterfaceStyle, now: UIUserInterfaceStyle, current: UIUserInterfaceStyle)] = []
    var styleDuringLayout: UIUserInterfaceStyle?
    var styleDuringDraw: UIUserInterfaceStyle?

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes.append((previousTraitCollection?.userInterfaceStyle ?? .unspecified, traitCollection.userInterfaceStyle,
                        UITraitCollection.current.userInterfaceStyle))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        styleDuringLayout = UITraitCollection.current.userInterfaceStyle
    }

    override func draw(_ rect: CGRect) {
        styleDuringDraw = UITraitCollection.current.userInterfaceStyle
    }
}

/// A controller that counts its trait changes.
final class TraitCountingController: UIViewController {
    var previousStyles: [UIUserInterfaceStyle] = []

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        previousStyles.append(previousTraitCollection?.userInterfaceStyle ?? .unspecified)
    }
}

@MainActor
@Suite("UITraitEnvironment: traits down the hierarchy")
struct UITraitEnvironmentTests {
    let host = UITestHost(device: .iPhone15Pro)
    let controller = TraitCountingController()
    let view = TraitCountingView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))

    init() {
        controller.view.addSubview(view)
        host.rootViewController = controller
        host.runUntilIdle()
        // Joining the window changed their traits (size classes, level): count from here.
        view.changes = []
        controller.previousStyles = []
    }

    @Test("a view in a window on an iPhone 15 Pro: light, phone, 3×, compact × regular, large text, base level")
    func systemTraits() {
        let traits = view.traitCollection
        #expect(traits.userInterfaceStyle == .light)
        #expect(traits.userInterfaceIdiom == .phone)
        #expect(traits.displayScale == 3)
        #expect(traits.horizontalSizeClass == .compact)
        #expect(traits.verticalSizeClass == .regular)
        #expect(traits.preferredContentSizeCategory == .large)
        #expect(traits.userInterfaceLevel == .base)
        #expect(traits.layoutDirection == .leftToRight)
        #expect(traits.accessibilityContrast == .normal)
        #expect(traits.legibilityWeight == .regular)
        #expect(traits.displayGamut == .P3)
        #expect(host.window.traitCollection == traits)
        #expect(controller.traitCollection == traits)
        #expect(UIScreen.main.traitCollection.horizontalSizeClass == .unspecified)
    }

    @Test("dark mode reaches every view and controller once, with the new collection current")
    func darkModeOnce() {
        host.userInterfaceStyle = .dark
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        #expect(view.changes.count == 1)
        #expect(view.changes.first?.previous == .light)
        #expect(view.changes.first?.current == .dark)
        #expect(controller.previousStyles == [.light])
        host.userInterfaceStyle = .dark
        #expect(view.changes.count == 1, "no change, no callback")
        host.userInterfaceStyle = .light
        #expect(view.changes.count == 2)
    }

    @Test("views lay out and draw with their own collection as current")
    func currentWhileLayingOutAndDrawing() {
        view.overrideUserInterfaceStyle = .dark
        view.setNeedsLayout()
        view.setNeedsDisplay()
        host.runFrame()
        #expect(view.styleDuringLayout == .dark)
        #expect(view.styleDuringDraw == .dark)
        #expect(UITraitCollection.current.userInterfaceStyle == .light, "restored after")
    }

    @Test("overrideUserInterfaceStyle holds for the view's subtree, not its siblings or above")
    func viewOverride() {
        let child = TraitCountingView(frame: .zero)
        let sibling = TraitCountingView(frame: .zero)
        view.addSubview(child)
        controller.view.addSubview(sibling)
        view.overrideUserInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(child.changes.count == 1)
        #expect(sibling.traitCollection.userInterfaceStyle == .light)
        #expect(controller.traitCollection.userInterfaceStyle == .light)
        host.userInterfaceStyle = .dark
        #expect(child.changes.count == 1, "the override already made it dark")
        #expect(sibling.changes.count == 1)
    }

    @Test("a controller's override reaches its view; a window's reaches its root controller")
    func controllerAndWindowOverrides() {
        controller.overrideUserInterfaceStyle = .dark
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.previousStyles == [.light])
        controller.overrideUserInterfaceStyle = .unspecified
        host.window.overrideUserInterfaceStyle = .dark
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        #expect(view.changes.map(\.now) == [.dark, .light, .dark])
    }

    @Test("a view moved under a dark container hears the change once; detached views have the screen's traits")
    func movingViews() {
        host.activate()
        let detached = TraitCountingView(frame: .zero)
        #expect(detached.traitCollection.userInterfaceStyle == .light)
        #expect(detached.traitCollection.horizontalSizeClass == .unspecified)
        view.overrideUserInterfaceStyle = .dark
        view.addSubview(detached)
        #expect(detached.traitCollection.userInterfaceStyle == .dark)
        #expect(detached.changes.count == 1)
        detached.removeFromSuperview()
        #expect(detached.traitCollection.userInterfaceStyle == .light)
        #expect(detached.changes.count == 2)
    }

    @Test("traitOverrides carry an app's own trait down; registrations hear only the traits they watch")
    func customTraitsAndRegistrations() {
        var themes: [Theme] = []
        var styles = 0
        let registration = view.registerForTraitChanges([ThemeTrait.self]) { (view: TraitCountingView, _) in
            themes.append(view.traitCollection[ThemeTrait.self])
        }
        view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIView, previous: UITraitCollection) in
            #expect(previous.userInterfaceStyle == .light)
            styles += 1
        }
        controller.traitOverrides[ThemeTrait.self] = .monochrome
        #expect(view.traitCollection[ThemeTrait.self] == .monochrome)
        #expect(controller.traitOverrides.contains(ThemeTrait.self))
        #expect(themes == [.monochrome])
        #expect(styles == 0)
        host.userInterfaceStyle = .dark
        #expect(styles == 1)
        #expect(themes == [.monochrome])
        view.unregisterForTraitChanges(registration)
        controller.traitOverrides.remove(ThemeTrait.self)
        #expect(view.traitCollection[ThemeTrait.self] == .standard)
        #expect(themes == [.monochrome])
    }

    @Test("setOverrideTraitCollection(_:forChild:) gives a child traits on top of its parent's")
    func childOverride() {
        let child = TraitCountingController()
        controller.addChild(child)
        controller.view.addSubview(child.view)
        child.didMove(toParent: controller)
        controller.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        #expect(child.view.traitCollection.horizontalSizeClass == .regular)
        #expect(controller.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .regular)
        #expect(controller.traitCollection.horizontalSizeClass == .compact)
        host.userInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(child.previousStyles.last == .light)
    }

    @Test("turning an iPhone 15 Pro to landscape makes both size classes compact; an iPad is regular × regular")
    func sizeClasses() {
        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        #expect(view.traitCollection.horizontalSizeClass == .compact)
        #expect(view.traitCollection.verticalSizeClass == .compact)
        let pad = UITestHost(device: .iPadPro11)
        let padController = UIViewController()
        pad.rootViewController = padController
        #expect(padController.traitCollection.horizontalSizeClass == .regular)
        #expect(padController.traitCollection.verticalSizeClass == .regular)
        #expect(padController.traitCollection.userInterfaceIdiom == .pad)
    }

    @Test("a sheet's content is elevated; a full-screen presentation stays at the base level")
    func presentationLevels() {
        #expect(controller.traitCollection.userInterfaceLevel == .base)
        let sheet = TraitCountingController()
        controller.present(sheet, animated: false)
        host.runUntilIdle()
        #expect(sheet.traitCollection.userInterfaceLevel == .elevated)
        #expect(sheet.view.traitCollection.userInterfaceLevel == .elevated)
        sheet.dismiss(animated: false)
        host.runUntilIdle()
        let cover = TraitCountingController()
        cover.modalPresentationStyle = .fullScreen
        controller.present(cover, animated: false)
        host.runUntilIdle()
        #expect(cover.traitCollection.userInterfaceLevel == .base)
        host.userInterfaceStyle = .dark
        #expect(cover.traitCollection.userInterfaceStyle == .dark)
    }
}
