import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Views in dark mode: colors re-resolve, fonts follow the text size")
struct UIViewColorAppearanceTests {
    let host = UITestHost(device: .iPhone15Pro)
    let controller = UIViewController()

    init() {
        host.rootViewController = controller
        host.runUntilIdle()
    }

    /// The layer's background as 0–255 sRGB components with alpha.
    func components(_ color: CGColor?) -> [Int] {
        guard let color else { return [] }
        let c = color.sRGBComponents
        return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) } + [Int((c.alpha * 100).rounded())]
    }

    @Test("a system background goes from white to black with the system appearance; a CGColor set on a layer stays")
    func backgroundsFollowTheAppearance() {
        host.activate()
        let card = UIView(frame: CGRect(x: 20, y: 120, width: 200, height: 120))
        card.backgroundColor = .secondarySystemBackground
        let border = UIView(frame: CGRect(x: 20, y: 300, width: 200, height: 120))
        border.layer.borderWidth = 4
        border.layer.borderColor = UIColor.label.cgColor
        controller.view.backgroundColor = .systemBackground
        controller.view.addSubview(card)
        controller.view.addSubview(border)
        #expect(components(controller.view.layer.backgroundColor) == [255, 255, 255, 100])
        #expect(components(card.layer.backgroundColor) == [242, 242, 247, 100])
        host.userInterfaceStyle = .dark
        #expect(components(controller.view.layer.backgroundColor) == [0, 0, 0, 100])
        #expect(components(card.layer.backgroundColor) == [28, 28, 30, 100])
        #expect(components(border.layer.borderColor) == [0, 0, 0, 100], "a CGColor is resolved once, as on iOS")
        let label = UILabel(frame: CGRect(x: 20, y: 460, width: 300, height: 40))
        label.text = "Dark mode"
        label.textColor = .label
        controller.view.addSubview(label)
        host.runFrame()
        assertSnapshot(of: host, named: "dark")
    }

    @Test("a view overriding dark resolves its own colors dark while its siblings stay light")
    func overriddenSubtree() {
        host.activate()
        let dark = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let light = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        for view in [dark, light] {
            view.backgroundColor = .systemBackground
            controller.view.addSubview(view)
        }
        dark.overrideUserInterfaceStyle = .dark
        #expect(components(dark.layer.backgroundColor) == [0, 0, 0, 100])
        #expect(components(light.layer.backgroundColor) == [255, 255, 255, 100])
    }

    @Test("a sheet in dark mode gets the elevated backgrounds")
    func elevatedSheet() {
        host.userInterfaceStyle = .dark
        let sheet = UIViewController()
        sheet.view.backgroundColor = .systemBackground
        controller.present(sheet, animated: false)
        host.runUntilIdle()
        #expect(components(sheet.view.layer.backgroundColor) == [28, 28, 30, 100])
    }

    @Test("a label with adjustsFontForContentSizeCategory follows the text size; one without keeps its font")
    func labelsFollowTheTextSize() {
        host.activate()
        let adjusting = UILabel()
        adjusting.font = .preferredFont(forTextStyle: .body)
        adjusting.adjustsFontForContentSizeCategory = true
        let fixed = UILabel()
        fixed.font = .preferredFont(forTextStyle: .body)
        controller.view.addSubview(adjusting)
        controller.view.addSubview(fixed)
        #expect(adjusting.font.pointSize == 17)
        host.preferredContentSizeCategory = .accessibilityMedium
        #expect(adjusting.font.pointSize == 28)
        #expect(fixed.font.pointSize == 17)
        host.preferredContentSizeCategory = .extraSmall
        #expect(adjusting.font.pointSize == 14)
    }

    @Test("changing the text size posts UIContentSizeCategory.didChangeNotification with the new category")
    func contentSizeNotification() {
        var received: [UIContentSizeCategory] = []
        let observer = NotificationCenter.default.addObserver(
            forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil) { note in
            if let category = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory {
                MainActor.assumeIsolated { received.append(category) }
            }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        host.preferredContentSizeCategory = .extraLarge
        #expect(received == [.extraLarge])
        #expect(UIApplication.shared.preferredContentSizeCategory == .extraLarge)
    }
}
