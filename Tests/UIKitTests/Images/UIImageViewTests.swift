import Testing
import UIKit
import UIKitTesting

/// 30×20 pt at 1×: red left half, blue right half, with a green stripe along
/// the top 4 pt — asymmetric, so placement, scaling and flips all show.
@MainActor
private func markerImage() -> UIImage {
    renderedImage(size: CGSize(width: 30, height: 20)) {
        let context = UIGraphicsGetCurrentContext()!
        UIColor.red.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 15, height: 20))
        UIColor.blue.setFill()
        context.fill(CGRect(x: 15, y: 0, width: 15, height: 20))
        UIColor.green.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 30, height: 4))
    }
}

/// A 12×12 pt template: an opaque square in the middle 6×6 pt, transparent around it.
@MainActor
private func templateImage() -> UIImage {
    renderedImage(size: CGSize(width: 12, height: 12)) {
        UIColor.black.setFill()
        UIGraphicsGetCurrentContext()!.fill(CGRect(x: 3, y: 3, width: 6, height: 6))
    }.withRenderingMode(.alwaysTemplate)
}

/// The layer contents' pixel at (x, y).
@MainActor
private func contentsPixel(_ view: UIImageView, x: Int, y: Int) -> CGImage.Pixel? {
    (view.layer.contents as? CGImage)?.pixel(atX: x, y: y)
}

private let backdrop = CGImage.Pixel(red: 204, green: 204, blue: 204, alpha: 255)

/// Where the 30×20 marker image lands in a 60×60 view for each content mode,
/// worked out by hand from UIKit's definitions.
struct ContentModeCase: Sendable, CustomTestStringConvertible {
    let mode: UIView.ContentMode
    let rect: CGRect
    let why: String

    var testDescription: String { "\(mode): \(why)" }
}

@MainActor
@Suite("UIImageView")
struct UIImageViewTests {
    // MARK: Creating

    @Test("init(frame:) has no image, ignores touches and scales to fill, as in UIKit")
    func defaults() {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.image == nil)
        #expect(view.highlightedImage == nil)
        #expect(!view.isHighlighted)
        #expect(!view.isUserInteractionEnabled)
        #expect(view.contentMode == .scaleToFill)
        #expect(view.layer.contents == nil)
        #expect(!UIImageView().isUserInteractionEnabled)
    }

    @Test("init(image:) sizes the view to the image at the origin")
    func initWithImage() {
        let image = markerImage()
        let view = UIImageView(image: image)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(view.image === image)
        #expect(!view.isUserInteractionEnabled)
        #expect(view.layer.contents as? CGImage === image.cgImage)
        #expect(UIImageView(image: nil).frame == .zero)
    }

    @Test("init(image:highlightedImage:) sizes the view to the image and keeps both")
    func initWithHighlighted() {
        let highlighted = solidImage(width: 50, height: 50, color: .blue)
        let view = UIImageView(image: markerImage(), highlightedImage: highlighted)
        #expect(view.frame.size == CGSize(width: 30, height: 20))
        #expect(view.highlightedImage === highlighted)
    }

    // MARK: Size

    @Test("intrinsicContentSize and sizeThatFits are the image's size in points")
    func sizes() {
        // 30×20 px at 2× is 15×10 pt.
        let image = UIImage(cgImage: markerImage().cgImage!, scale: 2, orientation: .up)
        let view = UIImageView(frame: CGRect(x: 5, y: 5, width: 100, height: 100))
        view.image = image
        #expect(view.intrinsicContentSize == CGSize(width: 15, height: 10))
        #expect(view.sizeThatFits(CGSize(width: 1, height: 1)) == CGSize(width: 15, height: 10))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 5, y: 5, width: 15, height: 10))
    }

    @Test("without an image there is no intrinsic size, and nothing to fit")
    func sizesWithoutImage() {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(view.sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
    }

    @Test("a plain view has no intrinsic size: noIntrinsicMetric (-1) on both axes")
    func plainViewIntrinsicSize() {
        #expect(UIView.noIntrinsicMetric == -1)
        #expect(UIView().intrinsicContentSize == CGSize(width: -1, height: -1))
    }

    @Test("a highlighted image view with a highlighted image reports that image's size")
    func highlightedSize() {
        let view = UIImageView(image: markerImage(), highlightedImage: solidImage(width: 50, height: 40, color: .blue))
        view.isHighlighted = true
        #expect(view.intrinsicContentSize == CGSize(width: 50, height: 40))
    }

    // MARK: Contents

    @Test("the layer shows the image at the image's scale")
    func contentsAtImageScale() {
        let image = UIImage(cgImage: markerImage().cgImage!, scale: 2, orientation: .up)
        let view = UIImageView(image: image)
        #expect(view.layer.contents as? CGImage === image.cgImage)
        #expect(view.layer.contentsScale == 2)
        view.image = nil
        #expect(view.layer.contents == nil)
    }

    @Test("highlighting shows the highlighted image, and only when there is one")
    func highlighting() {
        let normal = markerImage()
        let highlighted = solidImage(width: 30, height: 20, color: .blue)
        let view = UIImageView(image: normal)
        view.isHighlighted = true
        #expect(view.layer.contents as? CGImage === normal.cgImage)
        view.highlightedImage = highlighted
        #expect(view.layer.contents as? CGImage === highlighted.cgImage)
        view.isHighlighted = false
        #expect(view.layer.contents as? CGImage === normal.cgImage)
    }

    @Test("an oriented image is shown upright")
    func orientedImage() {
        // Stored 30×20 with the red half on the left; .right shows it 20×30, red on top.
        let view = UIImageView(image: UIImage(cgImage: markerImage().cgImage!, scale: 1, orientation: .right))
        #expect(view.bounds.size == CGSize(width: 20, height: 30))
        let contents = view.layer.contents as? CGImage
        #expect(contents?.width == 20)
        #expect(contents?.height == 30)
        #expect(contentsPixel(view, x: 10, y: 2) == TestPixel.red)
        #expect(contentsPixel(view, x: 10, y: 28) == TestPixel.blue)
    }

    // MARK: Tint

    @Test("a template image shows in the view's tint color, systemBlue by default")
    func templateTint() {
        let view = UIImageView(image: templateImage())
        #expect(contentsPixel(view, x: 6, y: 6) == CGImage.Pixel(red: 0, green: 122, blue: 255, alpha: 255))
        #expect(contentsPixel(view, x: 1, y: 1) == TestPixel.transparent)
        view.tintColor = .red
        #expect(contentsPixel(view, x: 6, y: 6) == TestPixel.red)
    }

    @Test("a template follows the tint it inherits, when added and when the ancestor changes")
    func inheritedTint() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        container.tintColor = .green
        let view = UIImageView(image: templateImage())
        container.addSubview(view)
        #expect(contentsPixel(view, x: 6, y: 6) == TestPixel.green)
        container.tintColor = .blue
        #expect(contentsPixel(view, x: 6, y: 6) == TestPixel.blue)
    }

    @Test("a dimmed tint adjustment shows templates in gray")
    func dimmedTint() {
        let view = UIImageView(image: templateImage())
        view.tintColor = .red
        view.tintAdjustmentMode = .dimmed
        // UIKit's dimmed tint: 50 % white.
        #expect(contentsPixel(view, x: 6, y: 6) == CGImage.Pixel(red: 128, green: 128, blue: 128, alpha: 255))
    }

    @Test("an image's own tint color wins over the view's; originals ignore the tint")
    func ownTintAndOriginals() {
        let own = UIImageView(image: templateImage().withTintColor(.green))
        own.tintColor = .red
        #expect(contentsPixel(own, x: 6, y: 6) == TestPixel.green)
        let original = UIImageView(image: markerImage())
        original.tintColor = .black
        #expect(contentsPixel(original, x: 5, y: 10) == TestPixel.red)
        let automatic = UIImageView(image: templateImage().withRenderingMode(.automatic))
        #expect(contentsPixel(automatic, x: 6, y: 6) == TestPixel.black)
    }

    // MARK: Resizable images and symbols

    @Test("a resizable image fills the bounds in nine parts and is redrawn when they change")
    func resizableImage() {
        let host = UITestHost(device: .iPhoneSE)  // 2×
        defer { withExtendedLifetime(host) {} }
        let image = markerImage().resizableImage(withCapInsets: UIEdgeInsets(top: 4, left: 0, bottom: 0, right: 0),
                                                 resizingMode: .stretch)
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 50))
        view.image = image
        // Drawn at the screen's scale to the bounds: 80×100 px; the 4-pt green top cap stays 8 px.
        var contents = view.layer.contents as? CGImage
        #expect(contents?.width == 80 && contents?.height == 100)
        #expect(contentsPixel(view, x: 10, y: 7) == TestPixel.green)
        #expect(contentsPixel(view, x: 10, y: 9) == TestPixel.red)
        view.bounds = CGRect(x: 0, y: 0, width: 60, height: 20)
        view.layoutIfNeeded()
        contents = view.layer.contents as? CGImage
        #expect(contents?.width == 120 && contents?.height == 40)
        #expect(contentsPixel(view, x: 10, y: 7) == TestPixel.green)
    }

    @Test("the preferred symbol configuration applies to symbol images")
    func preferredSymbolConfiguration() throws {
        let host = UITestHost(device: .iPhoneSE)
        defer { withExtendedLifetime(host) {} }
        let star: UIImage = try #require(UIImage(systemName: "star.fill"))
        let view = UIImageView(image: star)
        #expect(view.intrinsicContentSize.height == 17)
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 34)
        #expect(view.intrinsicContentSize.height == 34)
        #expect((view.layer.contents as? CGImage)?.height == 68)
        // Not for bitmaps.
        view.image = markerImage()
        #expect(view.intrinsicContentSize == CGSize(width: 30, height: 20))
    }

    // MARK: Content modes

    nonisolated static let contentModeCases: [ContentModeCase] = [
        ContentModeCase(mode: .scaleToFill, rect: CGRect(x: 0, y: 0, width: 60, height: 60), why: "stretched to the bounds"),
        ContentModeCase(mode: .scaleAspectFit, rect: CGRect(x: 0, y: 10, width: 60, height: 40),
                        why: "scale min(60/30, 60/20) = 2 → 60×40, centered"),
        ContentModeCase(mode: .scaleAspectFill, rect: CGRect(x: -15, y: 0, width: 90, height: 60),
                        why: "scale max(60/30, 60/20) = 3 → 90×60, centered"),
        ContentModeCase(mode: .redraw, rect: CGRect(x: 0, y: 0, width: 60, height: 60), why: "scales to fill, like UIKit"),
        ContentModeCase(mode: .center, rect: CGRect(x: 15, y: 20, width: 30, height: 20), why: "natural size, centered"),
        ContentModeCase(mode: .top, rect: CGRect(x: 15, y: 0, width: 30, height: 20), why: "natural size, top middle"),
        ContentModeCase(mode: .bottom, rect: CGRect(x: 15, y: 40, width: 30, height: 20), why: "natural size, bottom middle"),
        ContentModeCase(mode: .left, rect: CGRect(x: 0, y: 20, width: 30, height: 20), why: "natural size, left middle"),
        ContentModeCase(mode: .right, rect: CGRect(x: 30, y: 20, width: 30, height: 20), why: "natural size, right middle"),
        ContentModeCase(mode: .topLeft, rect: CGRect(x: 0, y: 0, width: 30, height: 20), why: "natural size, top left"),
        ContentModeCase(mode: .topRight, rect: CGRect(x: 30, y: 0, width: 30, height: 20), why: "natural size, top right"),
        ContentModeCase(mode: .bottomLeft, rect: CGRect(x: 0, y: 40, width: 30, height: 20), why: "natural size, bottom left"),
        ContentModeCase(mode: .bottomRight, rect: CGRect(x: 30, y: 40, width: 30, height: 20),
                        why: "natural size, bottom right"),
    ]

    @Test("each content mode places the image where UIKit does", arguments: contentModeCases)
    func contentMode(_ expected: ContentModeCase) {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        view.backgroundColor = UIColor(white: 0.8, alpha: 1)
        view.image = markerImage()
        view.contentMode = expected.mode
        let shown = compositedImage(of: view, scale: 1)
        let rect = expected.rect
        func sample(_ x: CGFloat, _ y: CGFloat) -> CGImage.Pixel { shown.pixel(atX: Int(x), y: Int(y)) }
        // The image's parts in the image's own proportions: green stripe in the top
        // fifth, red in the left half below it, blue in the right half.
        #expect(sample(rect.minX + rect.width * 0.25, rect.minY + rect.height * 0.6) == TestPixel.red)
        #expect(sample(rect.minX + rect.width * 0.75, rect.minY + rect.height * 0.6) == TestPixel.blue)
        let stripeY = rect.minY + rect.height * 0.1
        if stripeY >= 0 { #expect(sample(rect.midX, stripeY) == TestPixel.green) }
        // Outside the image, the background (where the bounds reach beyond it).
        if rect.minY >= 1 { #expect(sample(rect.midX, rect.minY - 1) == backdrop) }
        if rect.maxY <= 59 { #expect(sample(rect.midX, rect.maxY) == backdrop) }
        if rect.minX >= 1 { #expect(sample(rect.minX - 1, rect.midY) == backdrop) }
        if rect.maxX <= 59 { #expect(sample(rect.maxX, rect.midY) == backdrop) }
    }

    // MARK: Snapshots

    @Test("snapshot: the thirteen content modes side by side")
    func contentModesSnapshot() {
        let host = UITestHost(device: .iPhoneSE)
        defer { withExtendedLifetime(host) {} }
        let columns = 5
        let cell: CGFloat = 60, gap: CGFloat = 8
        let modes = Self.contentModeCases.map(\.mode)
        let rows = (modes.count + columns - 1) / columns
        let container = UIView(frame: CGRect(x: 0, y: 0, width: gap + CGFloat(columns) * (cell + gap),
                                             height: gap + CGFloat(rows) * (cell + gap)))
        container.backgroundColor = .white
        for (index, mode) in modes.enumerated() {
            let view = UIImageView(frame: CGRect(x: gap + CGFloat(index % columns) * (cell + gap),
                                                 y: gap + CGFloat(index / columns) * (cell + gap),
                                                 width: cell, height: cell))
            view.backgroundColor = UIColor(white: 0.8, alpha: 1)
            view.clipsToBounds = true
            view.image = markerImage()
            view.contentMode = mode
            container.addSubview(view)
        }
        assertSnapshot(of: compositedImage(of: container, scale: 2), named: "content-modes")
    }

    @Test("snapshot: template symbols in their views' tint colors")
    func tintedSymbolsSnapshot() throws {
        let host = UITestHost(device: .iPhoneSE)  // symbols at 2×
        defer { withExtendedLifetime(host) {} }
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 310, height: 56))
        container.backgroundColor = .white
        container.tintColor = .systemGreen
        let symbols: [(String, UIColor?, UIImage.SymbolConfiguration)] = [
            ("star.fill", nil, UIImage.SymbolConfiguration(pointSize: 32)),                  // inherits green
            ("heart.fill", .systemRed, UIImage.SymbolConfiguration(pointSize: 32)),
            ("trash", .systemBlue, UIImage.SymbolConfiguration(pointSize: 32)),
            ("gear", .black, UIImage.SymbolConfiguration(pointSize: 32, weight: .bold)),
            ("magnifyingglass", .systemOrange, UIImage.SymbolConfiguration(pointSize: 32, weight: .ultraLight)),
            ("chevron.right", .systemPurple, UIImage.SymbolConfiguration(pointSize: 32, weight: .heavy)),
        ]
        for (index, (name, tint, configuration)) in symbols.enumerated() {
            let symbol: UIImage = try #require(UIImage(systemName: name, withConfiguration: configuration))
            let view = UIImageView(image: symbol)
            view.frame.origin = CGPoint(x: 12 + CGFloat(index) * 42, y: 12)
            if let tint { view.tintColor = tint }
            container.addSubview(view)
        }
        // A dimmed one (gray) to close the row.
        let bell: UIImage = try #require(UIImage(systemName: "bell",
                                                 withConfiguration: UIImage.SymbolConfiguration(pointSize: 24)))
        let dimmed = UIImageView(image: bell)
        dimmed.frame.origin = CGPoint(x: 12 + 6 * 42, y: 16)
        dimmed.tintAdjustmentMode = .dimmed
        container.addSubview(dimmed)
        let shown = compositedImage(of: container, scale: 2)
        // The filled star's middle is the inherited green (systemGreen: 52, 199, 89).
        #expect(shown.pixel(atX: (12 + 16) * 2, y: (12 + 16) * 2) == CGImage.Pixel(red: 52, green: 199, blue: 89, alpha: 255))
        assertSnapshot(of: shown, named: "tinted-symbols")
    }
}
