import CoreGraphics
import Testing
import UIKit
import UIKitTesting

/// Bar appearances: the default look blurs what scrolls under a bar with the
/// system chrome material, `backgroundColor` draws over the blur, and the
/// opaque and transparent looks have no blur.
@MainActor
@Suite struct UIBarAppearanceTests {
    @Test func eachConfigurationSetsItsBackgroundEffect() {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backgroundEffect?.style == .systemChromeMaterial)
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundEffect == nil)
        appearance.configureWithDefaultBackground()
        #expect(appearance.backgroundEffect?.style == .systemChromeMaterial)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundEffect == nil)
    }

    @Test func copyingAnAppearanceKeepsItsEffect() {
        let appearance = UITabBarAppearance()
        appearance.backgroundEffect = UIBlurEffect(style: .systemThinMaterialDark)
        #expect(UITabBarAppearance(barAppearance: appearance).backgroundEffect?.style == .systemThinMaterialDark)
    }

    /// A navigation controller over black and white stripes 6 pt wide (a period of 12 pt), its
    /// bar given `appearance` everywhere (the scroll edge too).
    private func barOverStripes(_ appearance: UINavigationBarAppearance) -> UITestHost {
        let host = UITestHost(device: .iPhone15Pro)
        let root = UIViewController()
        root.view.backgroundColor = .white
        for index in 0..<33 {
            let stripe = UIView(frame: CGRect(x: CGFloat(index) * 12, y: 0, width: 6, height: 400))
            stripe.backgroundColor = .black
            root.view.addSubview(stripe)
        }
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        host.rootViewController = navigation
        host.runUntilIdle()
        return host
    }

    /// The red channel at a point under the bar (59–103 pt) over a black
    /// stripe and over the white gap beside it.
    private func underTheBar(_ host: UITestHost) -> (black: Int, white: Int) {
        let image = host.snapshot()
        return (Int(image.pixel(atX: 195 * 3, y: 90 * 3).red), Int(image.pixel(atX: 201 * 3, y: 90 * 3).red))
    }

    @Test func theDefaultBarBlursTheStripesIntoTheChromeMaterial() {
        let (black, white) = underTheBar(barOverStripes(UINavigationBarAppearance()))
        // Stripes of period 12 pt under a Gaussian of σ = 15 pt keep
        // exp(−2π²σ²/P²) ≈ 2e−14 of their contrast: an even 50 % gray, under
        // the chrome tint (white 0.97 at 75 %): 0.97·0.75 + 0.5·0.25 = 0.8525.
        #expect(abs(black - white) <= 3)
        #expect(abs(black - 217) <= 4)
    }

    @Test func aBackgroundColorDrawsOverTheBlur() {
        let appearance = UINavigationBarAppearance()
        appearance.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        let (black, white) = underTheBar(barOverStripes(appearance))
        // Red at 50 % over the 0.8525 material: 0.5 + 0.8525·0.5 ≈ 0.926.
        #expect(abs(black - white) <= 3)
        #expect(abs(black - 236) <= 4)
    }

    @Test func withoutAnEffectTheStripesShowThroughTheColor() {
        let appearance = UINavigationBarAppearance()
        appearance.backgroundEffect = nil
        appearance.backgroundColor = UIColor(white: 1, alpha: 0.5)
        let (black, white) = underTheBar(barOverStripes(appearance))
        #expect(abs(black - 128) <= 2)
        #expect(white == 255)
    }

    @Test func theTransparentLookShowsTheStripesSharp() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithTransparentBackground()
        let (black, white) = underTheBar(barOverStripes(appearance))
        #expect(black == 0)
        #expect(white == 255)
    }
}
