import QuartzCore
import Testing

private let red = CGImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
private let transparent = CGImage.Pixel(red: 0, green: 0, blue: 0, alpha: 0)

/// A delegate that replaces drawing entirely: it only logs `display(_:)`.
@MainActor
private final class DisplayingDelegate: @preconcurrency CALayerDelegate {
    let log = EventLog()

    func display(_ layer: CALayer) {
        log.entries.append("display \(layer.name ?? "?")")
    }
}

/// A delegate that draws (so the layer's default display makes a backing
/// image): it fills `rect` with red and logs the calls.
@MainActor
private final class DrawingDelegate: @preconcurrency CALayerDelegate {
    let log = EventLog()
    let rect: CGRect

    init(filling rect: CGRect) {
        self.rect = rect
    }

    func layerWillDraw(_ layer: CALayer) {
        log.entries.append("willDraw")
    }

    func draw(_ layer: CALayer, in ctx: CGContext) {
        log.entries.append("draw")
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(rect)
    }
}

/// A delegate that logs `layoutSublayers(of:)` by layer name.
@MainActor
private final class LayoutDelegate: @preconcurrency CALayerDelegate {
    let log: EventLog

    init(log: EventLog) {
        self.log = log
    }

    func layoutSublayers(of layer: CALayer) {
        log.entries.append("layout \(layer.name ?? "?")")
    }
}

/// A layer without a delegate that draws by overriding `draw(in:)`.
private final class SquareLayer: CALayer {
    override func draw(in ctx: CGContext) {
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    }
}

/// A layer without a delegate that lays out by overriding `layoutSublayers()`.
private final class SelfLayingOutLayer: CALayer {
    var layoutCount = 0

    override func layoutSublayers() {
        layoutCount += 1
    }
}

@MainActor
@Suite("CALayer display and layout")
struct CALayerDisplayTests {
    // MARK: Display

    @Test("a new layer does not need display")
    func newLayerDoesNotNeedDisplay() {
        let delegate = DisplayingDelegate()
        let layer = CALayer()
        layer.delegate = delegate
        #expect(!layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(delegate.log.entries.isEmpty)
    }

    @Test("setNeedsDisplay, then displayIfNeeded calls the delegate's display(_:) once")
    func displayIfNeededCallsDelegateOnce() {
        let delegate = DisplayingDelegate()
        let layer = CALayer()
        layer.name = "layer"
        layer.delegate = delegate
        layer.setNeedsDisplay()
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(delegate.log.entries == ["display layer"])
        #expect(!layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(delegate.log.entries == ["display layer"], "a second pass finds nothing marked")
    }

    @Test("setNeedsDisplay(_:) with a rectangle marks the whole layer")
    func setNeedsDisplayInRectMarks() {
        let layer = CALayer()
        layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(layer.needsDisplay())
    }

    @Test("the default display draws through draw(_:in:) into contents of bounds × contentsScale pixels")
    func defaultDisplayDrawsBackingImage() throws {
        let delegate = DrawingDelegate(filling: CGRect(x: 0, y: 0, width: 10, height: 2))
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 6)
        layer.contentsScale = 2
        layer.delegate = delegate
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(delegate.log.entries == ["willDraw", "draw"])
        let image = try #require(layer.contents as? CGImage)
        #expect(image.width == 10 * 2)
        #expect(image.height == 6 * 2)
        // The context is y-down in points: the 2-point band at the top covers
        // pixel rows 0…3 at scale 2, and nothing else.
        #expect(image.pixel(atX: 0, y: 0) == red)
        #expect(image.pixel(atX: 19, y: 3) == red)
        #expect(image.pixel(atX: 0, y: 4) == transparent)
        #expect(image.pixel(atX: 0, y: 11) == transparent)
    }

    @Test("the drawing context puts the bounds origin at the top-left pixel")
    func drawingContextFollowsBoundsOrigin() throws {
        let delegate = DrawingDelegate(filling: CGRect(x: 5, y: 7, width: 1, height: 1))
        let layer = CALayer()
        layer.bounds = CGRect(x: 5, y: 7, width: 4, height: 4)
        layer.delegate = delegate
        defer { withExtendedLifetime(delegate) {} } // a layer holds its delegate weakly
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        let image = try #require(layer.contents as? CGImage)
        #expect(image.pixel(atX: 0, y: 0) == red)
        #expect(image.pixel(atX: 1, y: 1) == transparent)
    }

    @Test("the pixel size rounds a fractional bounds × scale up")
    func backingImageSizeRoundsUp() throws {
        let delegate = DrawingDelegate(filling: .zero)
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10.2, height: 3)
        layer.contentsScale = 3
        layer.delegate = delegate
        defer { withExtendedLifetime(delegate) {} } // a layer holds its delegate weakly
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        let image = try #require(layer.contents as? CGImage)
        // 10.2 × 3 = 30.6 → 31 pixels; 3 × 3 = 9.
        #expect(image.width == 31)
        #expect(image.height == 9)
    }

    @Test("a layer without a delegate draws through its own draw(in:)")
    func subclassDrawsWithoutDelegate() throws {
        let layer = SquareLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 2, height: 2)
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        let image = try #require(layer.contents as? CGImage)
        #expect(image.pixel(atX: 0, y: 0) == red)
        #expect(image.pixel(atX: 1, y: 1) == transparent)
    }

    @Test("displaying empty bounds leaves no contents")
    func emptyBoundsClearContents() {
        let delegate = DrawingDelegate(filling: .zero)
        let layer = CALayer()
        layer.delegate = delegate
        layer.contents = "earlier contents"
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(layer.contents == nil)
        #expect(delegate.log.entries.isEmpty, "nothing is drawn into an empty bitmap")
    }

    @Test("displayTreeIfNeeded displays the marked layers, parents before children")
    func displayTreeIfNeededIsTopDown() {
        let delegate = DisplayingDelegate()
        let parent = CALayer(), child = CALayer(), unmarked = CALayer()
        (parent.name, child.name, unmarked.name) = ("parent", "child", "unmarked")
        for layer in [parent, child, unmarked] { layer.delegate = delegate }
        parent.addSublayer(child)
        parent.addSublayer(unmarked)
        child.setNeedsDisplay()
        parent.setNeedsDisplay()
        parent.displayTreeIfNeeded()
        #expect(delegate.log.entries == ["display parent", "display child"])
    }

    @Test("with needsDisplayOnBoundsChange a bounds size change marks the layer for display")
    func needsDisplayOnBoundsChange() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(!layer.needsDisplay(), "off by default")
        layer.needsDisplayOnBoundsChange = true
        layer.bounds.origin = CGPoint(x: 3, y: 3)
        #expect(!layer.needsDisplay(), "moving the origin keeps the size")
        layer.bounds.size = CGSize(width: 20, height: 10)
        #expect(layer.needsDisplay())
    }

    // MARK: Layout

    @Test("setNeedsLayout, then layoutIfNeeded calls layoutSublayers(of:) once per layer, top-down")
    func layoutIfNeededIsTopDownAndOnce() {
        let log = EventLog()
        let delegate = LayoutDelegate(log: log)
        let parent = CALayer(), child = CALayer(), grandchild = CALayer()
        (parent.name, child.name, grandchild.name) = ("parent", "child", "grandchild")
        for layer in [parent, child, grandchild] { layer.delegate = delegate }
        defer { withExtendedLifetime(delegate) {} } // a layer holds its delegate weakly
        parent.addSublayer(child)
        child.addSublayer(grandchild)
        grandchild.setNeedsLayout()
        parent.setNeedsLayout()
        #expect(parent.needsLayout())
        parent.layoutIfNeeded()
        #expect(log.entries == ["layout parent", "layout child", "layout grandchild"])
        #expect(!parent.needsLayout() && !child.needsLayout() && !grandchild.needsLayout())
        parent.layoutIfNeeded()
        #expect(log.entries.count == 3, "a second pass finds nothing marked")
    }

    @Test("layoutIfNeeded lays out only the marked layers")
    func layoutIfNeededSkipsUnmarkedLayers() {
        let log = EventLog()
        let delegate = LayoutDelegate(log: log)
        let parent = CALayer(), child = CALayer()
        (parent.name, child.name) = ("parent", "child")
        parent.delegate = delegate
        child.delegate = delegate
        defer { withExtendedLifetime(delegate) {} } // a layer holds its delegate weakly
        parent.addSublayer(child)
        parent.layoutIfNeeded() // clears the mark that adding the child set
        log.entries.removeAll()
        child.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect(log.entries == ["layout child"])
    }

    @Test("layoutIfNeeded on a sublayer first lays out its marked superlayer, then the sublayer")
    func layoutIfNeededStartsAtMarkedAncestor() {
        let log = EventLog()
        let delegate = LayoutDelegate(log: log)
        let parent = CALayer(), child = CALayer()
        (parent.name, child.name) = ("parent", "child")
        parent.delegate = delegate
        child.delegate = delegate
        defer { withExtendedLifetime(delegate) {} } // a layer holds its delegate weakly
        parent.addSublayer(child) // marks parent
        child.setNeedsLayout()
        child.layoutIfNeeded()
        #expect(log.entries == ["layout parent", "layout child"])
        #expect(!parent.needsLayout())
    }

    @Test("a bounds size change marks the layer for layout; moving the origin or position does not")
    func boundsSizeChangeMarksLayout() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(layer.needsLayout())
        layer.layoutIfNeeded()
        layer.bounds.origin = CGPoint(x: 4, y: 4)
        layer.position = CGPoint(x: 50, y: 50)
        #expect(!layer.needsLayout())
        layer.bounds.size.height = 11
        #expect(layer.needsLayout())
    }

    @Test("a layer without a delegate lays out through its own layoutSublayers()")
    func subclassLaysOutWithoutDelegate() {
        let layer = SelfLayingOutLayer()
        layer.setNeedsLayout()
        layer.layoutIfNeeded()
        layer.layoutIfNeeded()
        #expect(layer.layoutCount == 1)
    }
}
