import CoreGraphics
import Testing
@testable import UIKit
import UIKitTesting

/// Visual effect views: what lies behind is blurred and tinted inside the
/// view, the content stays sharp, and the material follows dark mode.
@MainActor
@Suite struct UIVisualEffectViewTests {
    let host = UITestHost(device: .iPhone15Pro)
    let controller = UIViewController()

    init() {
        controller.view.backgroundColor = .white
        // Black and white stripes, 6 pt wide, across the top half.
        for index in 0..<33 where index % 2 == 0 {
            let stripe = UIView(frame: CGRect(x: CGFloat(index) * 12, y: 0, width: 6, height: 426))
            stripe.backgroundColor = .black
            controller.view.addSubview(stripe)
        }
        host.rootViewController = controller
    }

    func pixel(atX x: CGFloat, y: CGFloat) -> CGImage.Pixel {
        host.snapshot().pixel(atX: Int(x * 3), y: Int(y * 3))
    }

    @Test func theStylesHaveUIKitsRawValues() {
        #expect(UIBlurEffect.Style.regular.rawValue == 4)
        #expect(UIBlurEffect.Style.systemMaterial.rawValue == 8)
        #expect(UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20)
        #expect(UIBlurEffect(style: .dark).style == .dark)
    }

    @Test func whatLiesBehindIsBlurredInsideTheViewOnly() {
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterialLight))
        blur.frame = CGRect(x: 0, y: 100, width: 393, height: 100)
        controller.view.addSubview(blur)
        // Outside: the stripes, black and white.
        #expect(pixel(atX: 3, y: 50).red == 0)
        #expect(pixel(atX: 9, y: 50).red == 255)
        // Inside (away from the screen's edge, whose pixels continue past it):
        // a blur of equal stripes is an even gray, lifted by the white tint.
        let black = Int(pixel(atX: 195, y: 150).red)
        let white = Int(pixel(atX: 201, y: 150).red)
        #expect(abs(black - white) <= 6)
        #expect(black > 100 && black < 230)
    }

    @Test func theContentStaysSharp() {
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        blur.frame = CGRect(x: 0, y: 100, width: 393, height: 100)
        let dot = UIView(frame: CGRect(x: 20, y: 20, width: 10, height: 10))
        dot.backgroundColor = .red
        blur.contentView.addSubview(dot)
        controller.view.addSubview(blur)
        #expect(pixel(atX: 25, y: 125) == .init(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(blur.subviews.contains(blur.contentView))
    }

    @Test func withoutAnEffectNothingChanges() {
        let plain = UIVisualEffectView(effect: nil)
        plain.frame = CGRect(x: 0, y: 100, width: 393, height: 100)
        controller.view.addSubview(plain)
        #expect(pixel(atX: 3, y: 150).red == 0)
        plain.effect = UIBlurEffect(style: .systemMaterial)
        #expect(pixel(atX: 3, y: 150).red > 100)
    }

    @Test func adaptiveMaterialsFollowDarkMode() {
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
        blur.frame = CGRect(x: 0, y: 500, width: 393, height: 100)
        controller.view.addSubview(blur)
        let light = pixel(atX: 200, y: 550).red
        host.userInterfaceStyle = .dark
        let dark = pixel(atX: 200, y: 550).red
        #expect(light > 200)
        #expect(dark < 80)
    }

    @Test func aBlurredPanelLooksLikeIOSs() {
        let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue, .systemPurple]
        for (index, color) in colors.enumerated() {
            let circle = UIView(frame: CGRect(x: 20 + CGFloat(index % 3) * 120, y: 250 + CGFloat(index / 3) * 120,
                                              width: 100, height: 100))
            circle.backgroundColor = color
            circle.layer.cornerRadius = 50
            controller.view.addSubview(circle)
        }
        let panel = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        panel.frame = CGRect(x: 40, y: 300, width: 313, height: 140)
        panel.layer.cornerRadius = 20
        panel.clipsToBounds = true
        let label = UILabel(frame: CGRect(x: 20, y: 50, width: 273, height: 40))
        label.text = "Blurred panel"
        label.font = .boldSystemFont(ofSize: 22)
        label.textAlignment = .center
        panel.contentView.addSubview(label)
        controller.view.addSubview(panel)
        assertSnapshot(of: host, named: "blurred-panel")
        host.userInterfaceStyle = .dark
        assertSnapshot(of: host, named: "blurred-panel-dark")
    }
}

extension UIVisualEffectViewTests {
    @Test func aFadingEffectViewBlursWhatIsBehindTheGroup() {
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterialLight))
        blur.frame = CGRect(x: 0, y: 100, width: 393, height: 100)
        let dot = UIView(frame: CGRect(x: 20, y: 20, width: 10, height: 10))
        dot.backgroundColor = .red
        blur.contentView.addSubview(dot)
        blur.alpha = 0.5
        controller.view.addSubview(blur)
        // Half of the blurred, tinted gray (the same over either stripe)
        // over half of the sharp stripe: the backdrop is what lies behind
        // the translucent group, not the group's own empty surface.
        let black = Int(pixel(atX: 195, y: 150).red)
        let white = Int(pixel(atX: 201, y: 150).red)
        #expect(abs(white - black - 128) <= 3)
        #expect(black > 90 && black < 125)
    }
}
