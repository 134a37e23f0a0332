import CoreGraphics
import Testing
@testable import UIKit
import UIKitTesting

/// Vibrancy: content of a vibrancy effect view inside a blur effect view's
/// content takes its color from the blurred backdrop behind it; anywhere
/// else it draws as it would without the effect.
@MainActor
@Suite struct UIVibrancyEffectTests {
    let host = UITestHost(device: .iPhone15Pro)
    let controller = UIViewController()
    /// Over a red area on the left and a blue one on the right.
    let panel = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterialLight))
    let vibrant = UIVisualEffectView(effect: nil)
    let label = UILabel()

    /// The panel's frame, and where the label's letters lie far enough from
    /// the red–blue edge (x = 196.5) for the blur not to mix the two.
    static let panelFrame = CGRect(x: 20, y: 150, width: 353, height: 100)
    static let overRed: ClosedRange<CGFloat> = 30...150
    static let overBlue: ClosedRange<CGFloat> = 245...360

    init() {
        controller.view.backgroundColor = .white
        let red = UIView(frame: CGRect(x: 0, y: 80, width: 196.5, height: 240))
        red.backgroundColor = .systemRed
        let blue = UIView(frame: CGRect(x: 196.5, y: 80, width: 196.5, height: 240))
        blue.backgroundColor = .systemBlue
        controller.view.addSubview(red)
        controller.view.addSubview(blue)
        panel.frame = Self.panelFrame
        vibrant.frame = panel.bounds
        label.frame = CGRect(x: 0, y: 25, width: 353, height: 50)
        label.text = "MMMMMMMMM"
        label.font = .boldSystemFont(ofSize: 40)
        label.textAlignment = .center
        vibrant.contentView.addSubview(label)
        panel.contentView.addSubview(vibrant)
        controller.view.addSubview(panel)
        host.rootViewController = controller
    }

    /// The screen's pixels (3 per point) inside the panel, row by row.
    func panelPixels() -> [(x: CGFloat, pixel: CGImage.Pixel)] {
        let image = host.snapshot()
        let frame = Self.panelFrame
        var pixels: [(x: CGFloat, pixel: CGImage.Pixel)] = []
        for y in Int(frame.minY * 3)..<Int(frame.maxY * 3) {
            for x in Int(frame.minX * 3)..<Int(frame.maxX * 3) {
                pixels.append((CGFloat(x) / 3, image.pixel(atX: x, y: y)))
            }
        }
        return pixels
    }

    /// Indexes of the pixels (of `panelPixels()`) that the black text covers
    /// fully when drawn normally.
    static func ink(_ pixels: [(x: CGFloat, pixel: CGImage.Pixel)]) -> [Int] {
        pixels.indices.filter {
            let pixel = pixels[$0].pixel
            return Int(pixel.red) + Int(pixel.green) + Int(pixel.blue) < 30
        }
    }

    /// The mean red, green and blue (0…255) of the pixels at `indexes`
    /// whose x lies in `range`.
    static func mean(_ pixels: [(x: CGFloat, pixel: CGImage.Pixel)], at indexes: [Int],
                     in range: ClosedRange<CGFloat>) -> (red: Double, green: Double, blue: Double) {
        let chosen = indexes.filter { range.contains(pixels[$0].x) }.map { pixels[$0].pixel }
        let count = Double(max(1, chosen.count))
        return (chosen.reduce(0) { $0 + Double($1.red) } / count,
                chosen.reduce(0) { $0 + Double($1.green) } / count,
                chosen.reduce(0) { $0 + Double($1.blue) } / count)
    }

    @Test func theStyleIsLabelUnlessGiven() {
        let blur = UIBlurEffect(style: .systemMaterial)
        let plain = UIVibrancyEffect(blurEffect: blur)
        #expect(plain.style == .label)
        #expect(plain.blurEffect === blur)
        #expect(UIVibrancyEffect(blurEffect: blur, style: .separator).style == .separator)
        let effect: UIVisualEffect = plain
        #expect(effect is UIVibrancyEffect)
    }

    @Test func theStylesHaveUIKitsRawValues() {
        let styles: [UIVibrancyEffectStyle] = [.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel,
                                               .fill, .secondaryFill, .tertiaryFill, .separator]
        #expect(styles.map(\.rawValue) == Array(0...7))
    }

    @Test func vibrantTextTakesTheColorOfTheBackdropBehindIt() {
        let normal = panelPixels()
        let ink = Self.ink(normal)
        #expect(ink.count > 1000)
        vibrant.effect = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterialLight))
        let pixels = panelPixels()
        let red = Self.mean(pixels, at: ink, in: Self.overRed)
        let blue = Self.mean(pixels, at: ink, in: Self.overBlue)
        // Drawn normally the letters are black; vibrant, they are the backdrop's
        // hue at the `.label` gray's lightness (0.15, alpha 0.85): about
        // (105, 47, 44) over the blurred red and (33, 69, 110) over the blue.
        #expect(red.red > 70 && red.red - red.blue > 30)
        #expect(blue.blue > 70 && blue.blue - blue.red > 30)
        #expect(red.red - red.blue > blue.red - blue.blue + 60)
        // Only the letters change: the backdrop between them stays as it was.
        let unchanged = pixels.indices.filter { pixels[$0].pixel == normal[$0].pixel }
        #expect(unchanged.count > pixels.count / 2)
    }

    @Test func lighterStylesLetMoreOfTheBackdropThrough() {
        let ink = Self.ink(panelPixels())
        let blur = UIBlurEffect(style: .systemMaterialLight)
        vibrant.effect = UIVibrancyEffect(blurEffect: blur, style: .label)
        let label = Self.mean(panelPixels(), at: ink, in: Self.overRed)
        vibrant.effect = UIVibrancyEffect(blurEffect: blur, style: .tertiaryLabel)
        let tertiary = Self.mean(panelPixels(), at: ink, in: Self.overRed)
        #expect(tertiary.green > label.green + 50)
    }

    @Test func overADarkMaterialVibrantTextIsLight() {
        let ink = Self.ink(panelPixels())
        let blur = UIBlurEffect(style: .systemMaterial)
        panel.effect = blur
        vibrant.effect = UIVibrancyEffect(blurEffect: blur)
        host.userInterfaceStyle = .dark
        let pixels = panelPixels()
        let red = Self.mean(pixels, at: ink, in: Self.overRed)
        let blue = Self.mean(pixels, at: ink, in: Self.overBlue)
        // The `.label` gray over a dark material is 0.95 at alpha 0.75.
        #expect(red.red > 180 && red.red > red.blue)
        #expect(blue.blue > 180 && blue.blue > blue.red)
    }

    @Test func outsideABlurViewsContentTheContentDrawsNormally() {
        // Not in a blur view: the vibrancy changes nothing.
        vibrant.removeFromSuperview()
        vibrant.frame = Self.panelFrame
        controller.view.addSubview(vibrant)
        host.runUntilIdle()
        let normal = panelPixels()
        vibrant.effect = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterialLight))
        #expect(panelPixels().map(\.pixel) == normal.map(\.pixel))
        // Inside a blur view's content it is vibrant; once the blur goes, normal again.
        vibrant.removeFromSuperview()
        vibrant.frame = panel.bounds
        panel.contentView.addSubview(vibrant)
        panel.effect = nil
        host.runUntilIdle()
        let unblurred = panelPixels().map(\.pixel)
        vibrant.effect = nil
        #expect(panelPixels().map(\.pixel) == unblurred)
    }

    @Test func theContentStillReceivesTouches() {
        vibrant.effect = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterialLight))
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        vibrant.contentView.addSubview(button)
        host.runUntilIdle()
        let point = CGPoint(x: Self.panelFrame.minX + 30, y: Self.panelFrame.minY + 30)
        #expect(host.window.hitTest(point, with: nil) === button)
        #expect(vibrant.contentView.subviews == [label, button])
    }

    @Test func aPanelWithVibrantTextLooksLikeIOSs() {
        let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue, .systemPurple]
        for (index, color) in colors.enumerated() {
            let circle = UIView(frame: CGRect(x: 20 + CGFloat(index % 3) * 120, y: 450 + CGFloat(index / 3) * 120,
                                              width: 100, height: 100))
            circle.backgroundColor = color
            circle.layer.cornerRadius = 50
            controller.view.addSubview(circle)
        }
        let blur = UIBlurEffect(style: .systemMaterial)
        let card = UIVisualEffectView(effect: blur)
        card.frame = CGRect(x: 40, y: 500, width: 313, height: 140)
        card.layer.cornerRadius = 20
        card.clipsToBounds = true
        let title = UILabel(frame: CGRect(x: 20, y: 30, width: 273, height: 36))
        title.text = "Blurred panel"
        title.font = .boldSystemFont(ofSize: 26)
        title.textAlignment = .center
        card.contentView.addSubview(title)
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
        vibrancy.frame = card.bounds
        vibrancy.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let subtitle = UILabel(frame: CGRect(x: 20, y: 76, width: 273, height: 36))
        subtitle.text = "with vibrant text"
        subtitle.font = .boldSystemFont(ofSize: 26)
        subtitle.textAlignment = .center
        vibrancy.contentView.addSubview(subtitle)
        card.contentView.addSubview(vibrancy)
        controller.view.addSubview(card)
        vibrant.effect = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterialLight))
        assertSnapshot(of: host, named: "vibrant-panel")
        host.userInterfaceStyle = .dark
        assertSnapshot(of: host, named: "vibrant-panel-dark")
    }
}
