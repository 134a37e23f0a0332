import Testing
import UIKit
import UIKitTesting

private let opaqueRed = CGImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
private let opaqueBlue = CGImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255)
private let transparent = CGImage.Pixel(red: 0, green: 0, blue: 0, alpha: 0)

/// Fills the top `stripHeight` points of its bounds with `color` through
/// `UIGraphicsGetCurrentContext()`, and counts its draws.
private final class StripView: UIView {
    var color = UIColor.red
    var stripHeight: CGFloat = 5
    var drawnRects: [CGRect] = []

    override func draw(_ rect: CGRect) {
        drawnRects.append(rect)
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(color.cgColor)
        context.fill(CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: stripHeight))
    }
}

/// Does not override `draw(_:)`; shows an image it sets as `layer.contents` itself.
private final class ImageHoldingView: UIView {}

/// Counts how often a layer ran it.
private final class ActionRunCounter: CAAction {
    var runs = 0

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        runs += 1
    }
}

/// A 2×2-pixel opaque blue image.
@MainActor
private func blueImage() -> CGImage {
    let context = CGContext(pixelWidth: 2, pixelHeight: 2)
    context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
    context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    return context.makeImage()!
}

@MainActor
@Suite("UIView rendering")
struct UIViewRenderingTests {
    @Test("a view overriding draw(_:) is drawn into layer.contents, y-down, at the screen scale")
    func drawOverrideFillsContents() throws {
        let host = UITestHost(device: .iPhone15Pro)
        let view = StripView(frame: CGRect(x: 0, y: 100, width: 20, height: 20))
        host.window.addSubview(view)
        host.window.makeKeyAndVisible()
        host.runFrame()

        let image = try #require(view.layer.contents as? CGImage)
        // 20 pt at the iPhone 15 Pro's 3 px/pt.
        #expect(image.width == 20 * 3)
        #expect(image.height == 20 * 3)
        // The strip is the top 5 pt = 15 px; row 0 is the image's top.
        #expect(image.pixel(atX: 30, y: 1) == opaqueRed)
        #expect(image.pixel(atX: 30, y: 14) == opaqueRed)
        #expect(image.pixel(atX: 30, y: 15) == transparent)
        #expect(image.pixel(atX: 30, y: 58) == transparent)
    }

    @Test("a drawing view displayed while zero-sized draws once it gets a size")
    func zeroSizedDrawingViewDrawsWhenSized() throws {
        let host = UITestHost(device: .iPhone15Pro)
        let view = StripView(frame: .zero)
        host.window.addSubview(view)
        host.window.makeKeyAndVisible()
        host.runFrame()
        #expect(view.drawnRects.isEmpty)
        view.frame = CGRect(x: 0, y: 100, width: 20, height: 20)
        host.runFrame()
        #expect(view.drawnRects == [CGRect(x: 0, y: 0, width: 20, height: 20)])
        let image = try #require(view.layer.contents as? CGImage)
        #expect(image.pixel(atX: 30, y: 1) == opaqueRed)
    }

    @Test("draw(_:) receives the bounds and runs once per display")
    func drawReceivesBoundsOnce() {
        let view = StripView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.layer.displayIfNeeded()
        view.layer.displayIfNeeded()
        #expect(view.drawnRects == [CGRect(x: 0, y: 0, width: 20, height: 10)])
    }

    @Test("a view drawn at a bounds origin draws that part of its content space")
    func drawingFollowsBoundsOrigin() throws {
        let view = StripView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.contentScaleFactor = 1
        view.stripHeight = 2
        view.bounds.origin = CGPoint(x: 0, y: 10)
        view.layer.displayIfNeeded()
        // The strip covers content y 10…12, the top two rows of what the layer shows
        // (content y 10…14 at 1 px/pt).
        let image = try #require(view.layer.contents as? CGImage)
        #expect(image.pixel(atX: 1, y: 0) == opaqueRed)
        #expect(image.pixel(atX: 1, y: 1) == opaqueRed)
        #expect(image.pixel(atX: 1, y: 2) == transparent)
    }

    @Test("setNeedsDisplay redraws in the next display pass, and only then")
    func setNeedsDisplayRedraws() throws {
        let host = UITestHost(device: .iPhone15Pro)
        let view = StripView(frame: CGRect(x: 0, y: 100, width: 20, height: 20))
        host.window.addSubview(view)
        host.window.makeKeyAndVisible()
        host.runFrame()
        #expect(view.drawnRects.count == 1)

        view.color = .blue
        host.runFrame()
        #expect(view.drawnRects.count == 1)
        #expect(try #require(view.layer.contents as? CGImage).pixel(atX: 30, y: 1) == opaqueRed)

        view.setNeedsDisplay()
        host.runFrame()
        #expect(view.drawnRects.count == 2)
        #expect(try #require(view.layer.contents as? CGImage).pixel(atX: 30, y: 1) == opaqueBlue)
    }

    @Test("a plain UIView never gets contents")
    func plainViewHasNoContents() {
        let host = UITestHost(device: .iPhone15Pro)
        let view = UIView(frame: CGRect(x: 0, y: 100, width: 20, height: 20))
        view.backgroundColor = .red
        host.window.addSubview(view)
        host.window.makeKeyAndVisible()
        host.runFrame()
        #expect(view.layer.contents == nil)
        view.setNeedsDisplay()
        host.runFrame()
        #expect(view.layer.contents == nil)
    }

    @Test("a view that sets layer.contents itself keeps it through display passes")
    func viewSettingContentsKeepsThem() {
        let host = UITestHost(device: .iPhone15Pro)
        let view = ImageHoldingView(frame: CGRect(x: 0, y: 100, width: 20, height: 20))
        let image = blueImage()
        view.layer.contents = image
        host.window.addSubview(view)
        host.window.makeKeyAndVisible()
        host.runFrame()
        #expect(view.layer.contents as? CGImage === image)
        view.setNeedsDisplay()
        host.runFrame()
        #expect(view.layer.contents as? CGImage === image)
    }

    @Test("a zero-sized view that sets layer.contents itself keeps it")
    func zeroSizedViewSettingContentsKeepsThem() {
        final class ZeroSizedImageView: UIView {}
        let view = ZeroSizedImageView()
        let image = blueImage()
        view.layer.contents = image
        view.layer.displayIfNeeded()
        #expect(view.layer.contents as? CGImage === image)
    }

    @Test("with content mode .redraw a bounds size change redraws; with the default it does not")
    func redrawContentModeRedrawsOnResize() {
        let view = StripView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.layer.displayIfNeeded()
        view.frame.size = CGSize(width: 30, height: 30)
        view.layer.displayIfNeeded()
        #expect(view.drawnRects.count == 1)

        view.contentMode = .redraw
        view.frame.size = CGSize(width: 40, height: 40)
        view.layer.displayIfNeeded()
        #expect(view.drawnRects == [CGRect(x: 0, y: 0, width: 20, height: 20), CGRect(x: 0, y: 0, width: 40, height: 40)])
    }

    @Test("the view answers NSNull for every action key, so its layer has no action")
    func viewLayerHasNoActions() {
        let view = UIView()
        for key in ["opacity", "bounds", "position", "backgroundColor", "contents", "anything"] {
            #expect(view.action(for: view.layer, forKey: key) is NSNull)
            #expect(view.layer.action(forKey: key) == nil)
        }
    }

    @Test("NSNull from the view stops the search before the layer's own actions dictionary")
    func viewLayerIgnoresActionsDictionary() {
        let action = ActionRunCounter()
        let loose = CALayer()
        loose.actions = ["opacity": action]
        loose.opacity = 0.5
        // A layer without a view runs the action from its dictionary…
        #expect(action.runs == 1)

        let view = UIView()
        view.layer.actions = ["opacity": action]
        view.alpha = 0.5
        // …a view's layer does not.
        #expect(action.runs == 1)
        #expect(view.layer.action(forKey: "opacity") == nil)
    }
}
