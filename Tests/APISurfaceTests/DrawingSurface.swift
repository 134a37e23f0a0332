import Foundation
import UIKit

// Colors, fonts, images, text and drawing: value-like classes usable from any
// thread, compared as NSObjects.

func colors() -> Set<UIColor> {
    [.systemBlue, .systemTeal, .systemCyan, .systemMint, .systemBrown, .systemIndigo, .quaternaryLabel,
     .placeholderText, .tertiarySystemBackground, .systemGroupedBackground, .secondarySystemGroupedBackground,
     .tertiarySystemGroupedBackground, .systemFill, .secondarySystemFill, .tertiarySystemFill,
     .quaternarySystemFill, .lightText, .darkText, UIColor(red: 1, green: 0, blue: 0, alpha: 1),
     UIColor(white: 0.5, alpha: 1), UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1)]
}

func fontsAndText(_ label: UILabel) {
    label.font = .preferredFont(forTextStyle: .headline)
    label.shadowColor = .black
    label.shadowOffset = CGSize(width: 0, height: 1)
    let style = NSMutableParagraphStyle()
    style.lineSpacing = 4
    style.minimumLineHeight = 24
    style.maximumLineHeight = 30
    style.lineHeightMultiple = 1.2
    style.paragraphSpacingBefore = 6
    label.attributedText = NSAttributedString(string: "Hello", attributes: [.paragraphStyle: style])
    _ = UIFont.systemFont(ofSize: 17) == UIFont.systemFont(ofSize: 17, weight: .regular)
}

func renderers() -> [Data] {
    let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10))
    let png = renderer.pngData { context in
        UIColor.systemRed.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
    }
    let jpeg = renderer.jpegData(withCompressionQuality: 0.8) { context in
        context.cgContext.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
    _ = image == UIImage()
    return [png, jpeg]
}

// Dark mode as iOS 13+ code writes it: a provider closure (not @Sendable),
// resolution, named colors and images for traits, image assets.
func dynamicColorsAndAssets(_ view: UIView) -> [Any?] {
    let brand = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0.9, alpha: 1) : .black
    }
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    let resolved: UIColor = brand.resolvedColor(with: dark)
    var cg: CGColor?
    dark.performAsCurrent { cg = UIColor.label.cgColor }
    let named = UIColor(named: "Accent") ?? UIColor(named: "Accent", in: .main, compatibleWith: dark)
    let image = UIImage(named: "Logo", in: nil, compatibleWith: dark)
    let asset = UIImageAsset()
    if let image { asset.register(image, with: dark) }
    let variant: UIImage = asset.image(with: UITraitCollection(userInterfaceStyle: .light))
    return [resolved, cg, named, image?.imageAsset, variant, UIColor.tintColor.withAlphaComponent(0.3), view]
}
