import QuartzCore
import Testing
import TestSupport

/// A layer with the given bounds size at `position` (default anchor point).
@MainActor
private func makeLayer(width: CGFloat, height: CGFloat, position: CGPoint) -> CALayer {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: width, height: height)
    layer.position = position
    return layer
}

/// The tree most tests use, with actions off while it is built:
///
/// - root: 200×200 at position (150, 150), so its frame in root space is
///   (50, 50, 200, 200);
/// - child: 50×50 at position (60, 60) in root, so its frame in root's
///   coordinates is (35, 35, 50, 50), and in root space (85, 85, 50, 50).
@MainActor
private func makeTree() -> (root: CALayer, child: CALayer) {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    let root = makeLayer(width: 200, height: 200, position: CGPoint(x: 150, y: 150))
    let child = makeLayer(width: 50, height: 50, position: CGPoint(x: 60, y: 60))
    root.addSublayer(child)
    CATransaction.commit()
    return (root, child)
}

@MainActor
@Suite("CALayer geometry")
struct CALayerGeometryTests {
    // MARK: Frame

    @Test("the frame is the bounds placed with the anchor point at the position")
    func frameFromBoundsPositionAndAnchor() {
        let layer = makeLayer(width: 100, height: 50, position: CGPoint(x: 200, y: 100))
        // Default anchor (0.5, 0.5): origin = position − half the size.
        #expect(layer.frame == CGRect(x: 200 - 50, y: 100 - 25, width: 100, height: 50))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 200, y: 100, width: 100, height: 50))
        layer.anchorPoint = CGPoint(x: 1, y: 1)
        #expect(layer.frame == CGRect(x: 200 - 100, y: 100 - 50, width: 100, height: 50))
        layer.anchorPoint = CGPoint(x: 0.25, y: 0.75)
        #expect(layer.frame == CGRect(x: 200 - 0.25 * 100, y: 100 - 0.75 * 50, width: 100, height: 50))
    }

    @Test("the bounds origin does not move the frame")
    func boundsOriginDoesNotMoveFrame() {
        let layer = makeLayer(width: 100, height: 50, position: CGPoint(x: 200, y: 100))
        layer.bounds.origin = CGPoint(x: 30, y: -40)
        #expect(layer.frame == CGRect(x: 150, y: 75, width: 100, height: 50))
    }

    @Test("under rotation the frame is the bounding box of the rotated bounds")
    func rotatedFrameIsBoundingBox() {
        let layer = makeLayer(width: 100, height: 100, position: CGPoint(x: 200, y: 200))
        layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        // A 100-point square turned 45° stands on a corner: its bounding box is
        // as wide as the diagonal, 100·√2, centred on the position.
        let side = 100 * CGFloat(2).squareRoot()
        let expected = CGRect(x: 200 - side / 2, y: 200 - side / 2, width: side, height: side)
        #expect(isClose(layer.frame, expected))
    }

    @Test("a quarter turn swaps the frame's width and height about the anchor point")
    func quarterTurnSwapsFrameSize() {
        let layer = makeLayer(width: 100, height: 40, position: CGPoint(x: 200, y: 100))
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(isClose(layer.frame, CGRect(x: 200 - 20, y: 100 - 50, width: 40, height: 100)))
    }

    @Test("a scale grows the frame about the anchor point")
    func scaleGrowsFrameAboutAnchor() {
        let layer = makeLayer(width: 100, height: 50, position: CGPoint(x: 200, y: 100))
        layer.anchorPoint = .zero
        layer.transform = CATransform3DMakeScale(2, 3, 1)
        #expect(layer.frame == CGRect(x: 200, y: 100, width: 100 * 2, height: 50 * 3))
    }

    @Test("setting the frame sets the position through the anchor point and the bounds size")
    func settingFrameSetsPositionAndBoundsSize() {
        let layer = CALayer()
        layer.anchorPoint = CGPoint(x: 0.25, y: 0.75)
        layer.bounds.origin = CGPoint(x: 5, y: 6)
        layer.frame = CGRect(x: 10, y: 20, width: 80, height: 40)
        #expect(layer.position == CGPoint(x: 10 + 0.25 * 80, y: 20 + 0.75 * 40))
        #expect(layer.bounds == CGRect(x: 5, y: 6, width: 80, height: 40), "the bounds origin is kept")
        #expect(layer.frame == CGRect(x: 10, y: 20, width: 80, height: 40))
    }

    @Test("setting a frame with a negative size uses the standardized rectangle")
    func settingNegativeFrameStandardizes() {
        let layer = CALayer()
        layer.frame = CGRect(x: 100, y: 100, width: -40, height: -20)
        #expect(layer.frame == CGRect(x: 60, y: 80, width: 40, height: 20))
    }

    @Test("affineTransform() and setAffineTransform(_:) read and write the transform's 2-D part")
    func affineTransformAccessors() {
        let layer = CALayer()
        let affine = CGAffineTransform(a: 2, b: 0.5, c: -0.5, d: 2, tx: 10, ty: 20)
        layer.setAffineTransform(affine)
        #expect(layer.affineTransform() == affine)
        #expect(layer.transform == CATransform3DMakeAffineTransform(affine))
    }

    // MARK: Converting points and rectangles

    @Test("a point converts between a layer and its superlayer by the layer's frame")
    func convertPointToSuperlayer() {
        let (root, child) = makeTree()
        #expect(root.convert(CGPoint(x: 0, y: 0), from: child) == CGPoint(x: 35, y: 35))
        #expect(child.convert(CGPoint(x: 0, y: 0), to: root) == CGPoint(x: 35, y: 35))
        #expect(root.convert(CGPoint(x: 45, y: 40), to: child) == CGPoint(x: 45 - 35, y: 40 - 35))
        #expect(child.convert(CGPoint(x: 45, y: 40), from: root) == CGPoint(x: 10, y: 5))
    }

    @Test("nil means the space the root layer is positioned in")
    func convertPointWithNilLayer() {
        let (root, child) = makeTree()
        // child (0, 0) → root (35, 35) → root space (35 + 50, 35 + 50).
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 85, y: 85))
        #expect(child.convert(CGPoint(x: 85, y: 85), from: nil) == .zero)
        #expect(root.convert(CGPoint.zero, to: nil) == CGPoint(x: 50, y: 50))
    }

    @Test("converting goes through the layer's transform about its anchor point")
    func convertPointThroughTransform() {
        let (root, child) = makeTree()
        child.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        // (0, 0) is (−25, −25) from the anchor (25, 25). A quarter turn maps
        // (x, y) to (−y, x): (25, −25). Adding the position (60, 60) gives (85, 35):
        // the top-left corner moved to the top right, clockwise on screen.
        #expect(isClose(root.convert(CGPoint.zero, from: child), CGPoint(x: 85, y: 35)))
        #expect(isClose(child.convert(CGPoint(x: 85, y: 35), from: root), .zero))
    }

    @Test("converting goes through the superlayer's sublayerTransform about its anchor point")
    func convertPointThroughSublayerTransform() {
        let (root, child) = makeTree()
        root.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        // child (0, 0) sits at (35, 35) before the sublayer transform; scaling by 2
        // about root's anchor (100, 100): (35 − 100)·2 + 100 = −30.
        #expect(isClose(root.convert(CGPoint.zero, from: child), CGPoint(x: -30, y: -30)))
        root.anchorPoint = .zero
        // About the new anchor (0, 0): 35·2 = 70.
        #expect(isClose(root.convert(CGPoint.zero, from: child), CGPoint(x: 70, y: 70)))
    }

    @Test("the superlayer's bounds origin shifts its sublayers the other way")
    func convertPointThroughBoundsOrigin() {
        let (root, child) = makeTree()
        root.bounds.origin = CGPoint(x: 10, y: 20)
        // Sublayer positions are in root's bounds coordinates, so child still
        // starts at (35, 35) there; in root space everything moves up-left by the
        // bounds origin: (85 − 10, 85 − 20).
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 75, y: 65))
        #expect(root.convert(CGPoint.zero, from: child) == CGPoint(x: 35, y: 35))
    }

    @Test("a point converts between siblings through their common superlayer")
    func convertPointBetweenSiblings() {
        let (root, child) = makeTree()
        let sibling = makeLayer(width: 50, height: 50, position: CGPoint(x: 160, y: 160))
        root.addSublayer(sibling)
        // The sibling's frame starts at (135, 135), child's at (35, 35).
        #expect(sibling.convert(CGPoint.zero, from: child) == CGPoint(x: 35 - 135, y: 35 - 135))
        #expect(child.convert(CGPoint.zero, to: sibling) == CGPoint(x: -100, y: -100))
    }

    @Test("layers in different trees meet in root space")
    func convertPointBetweenTrees() {
        let (root, child) = makeTree()
        let otherRoot = makeLayer(width: 10, height: 10, position: CGPoint(x: 15, y: 25))
        // child (0, 0) is (85, 85) in root space; otherRoot's frame starts at (10, 20).
        withExtendedLifetime(root) { // a superlayer is held weakly, as in Core Animation
            #expect(otherRoot.convert(CGPoint.zero, from: child) == CGPoint(x: 85 - 10, y: 85 - 20))
            #expect(child.convert(CGPoint.zero, to: otherRoot) == CGPoint(x: 75, y: 65))
        }
    }

    @Test("converting there and back gives the point back, even through rotation and scale")
    func convertRoundTrip() {
        let (root, child) = makeTree()
        child.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
        root.sublayerTransform = CATransform3DMakeScale(1.5, 0.5, 1)
        root.transform = CATransform3DMakeRotation(-1.1, 0, 0, 1)
        let point = CGPoint(x: 12, y: -7)
        #expect(isClose(child.convert(child.convert(point, to: nil), from: nil), point))
        #expect(isClose(root.convert(root.convert(point, from: child), to: child), point))
    }

    @Test("a rectangle converts to its bounding box, which grows under rotation")
    func convertRectIsBoundingBox() {
        let (root, child) = makeTree()
        child.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        // The 50-point square turned 45° about its centre (60, 60): 50·√2 wide.
        let side = 50 * CGFloat(2).squareRoot()
        let expected = CGRect(x: 60 - side / 2, y: 60 - side / 2, width: side, height: side)
        #expect(isClose(root.convert(child.bounds, from: child), expected))
        #expect(isClose(child.convert(child.bounds, to: root), expected))
    }

    @Test("an unrotated rectangle converts by translation only")
    func convertRectTranslates() {
        let (root, child) = makeTree()
        let rect = CGRect(x: 5, y: 10, width: 20, height: 30)
        #expect(child.convert(rect, to: nil) == CGRect(x: 90, y: 95, width: 20, height: 30))
        #expect(root.convert(rect, from: child) == CGRect(x: 40, y: 45, width: 20, height: 30))
        #expect(child.convert(CGRect(x: 40, y: 45, width: 20, height: 30), from: root) == rect)
    }

    // MARK: Hit testing

    @Test("hitTest takes the point in the superlayer's coordinates")
    func hitTestUsesSuperlayerCoordinates() {
        let (root, _) = makeTree()
        // Root's frame in root space is (50, 50, 200, 200).
        #expect(root.hitTest(CGPoint(x: 60, y: 60)) === root)
        // (10, 10) is inside root's bounds in root's own coordinates, but the
        // point is read in the superlayer's (root space), where it misses.
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) == nil)
    }

    @Test("hitTest returns the deepest layer that contains the point")
    func hitTestFindsSublayer() {
        let (root, child) = makeTree()
        // Child's frame in root space: (85, 85, 50, 50).
        #expect(child.hitTest(CGPoint(x: 40, y: 40)) === child, "child's superlayer is root")
        #expect(root.hitTest(CGPoint(x: 100, y: 100)) === child)
    }

    @Test("a hidden layer is skipped with its sublayers")
    func hitTestSkipsHidden() {
        let (root, child) = makeTree()
        child.isHidden = true
        #expect(root.hitTest(CGPoint(x: 100, y: 100)) === root)
        child.isHidden = false
        root.isHidden = true
        #expect(root.hitTest(CGPoint(x: 100, y: 100)) == nil)
    }

    @Test("overlapping siblings: the later sublayer is in front")
    func hitTestPrefersLaterSibling() {
        let (root, child) = makeTree()
        let front = makeLayer(width: 50, height: 50, position: CGPoint(x: 70, y: 70))
        root.addSublayer(front)
        // front covers root (45…95); child covers (35…85): both contain (50, 50)
        // of root, i.e. (100, 100) in root space.
        #expect(root.hitTest(CGPoint(x: 100, y: 100)) === front)
        #expect(root.hitTest(CGPoint(x: 88, y: 88)) === child, "only child covers root (38, 38)")
    }

    @Test("a higher zPosition puts a sibling in front regardless of order")
    func hitTestOrdersByZPosition() {
        let (root, child) = makeTree()
        let later = makeLayer(width: 50, height: 50, position: CGPoint(x: 70, y: 70))
        root.addSublayer(later)
        child.zPosition = 1
        #expect(root.hitTest(CGPoint(x: 100, y: 100)) === child)
        later.zPosition = 2
        #expect(root.hitTest(CGPoint(x: 100, y: 100)) === later)
    }

    @Test("a sublayer outside unmasked bounds can still be hit")
    func hitTestReachesOutsideUnmaskedBounds() {
        let (root, _) = makeTree()
        // 50×50 at (240, 100) in root: x 215…265, beyond root's width of 200.
        let outside = makeLayer(width: 50, height: 50, position: CGPoint(x: 240, y: 100))
        root.addSublayer(outside)
        // Root (240, 100) is (290, 150) in root space.
        #expect(root.hitTest(CGPoint(x: 290, y: 150)) === outside)
    }

    @Test("masksToBounds hides sublayers outside the bounds from hit testing")
    func hitTestRespectsMasksToBounds() {
        let (root, _) = makeTree()
        let outside = makeLayer(width: 50, height: 50, position: CGPoint(x: 240, y: 100))
        root.addSublayer(outside)
        root.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 290, y: 150)) == nil)
        // Half inside: at x 200 the sublayer spans 175…225 in root.
        outside.position = CGPoint(x: 200, y: 100)
        // Root (190, 100), root space (240, 150): inside both, so the sublayer is hit.
        #expect(root.hitTest(CGPoint(x: 240, y: 150)) === outside)
        // Root (210, 100), root space (260, 150): in the sublayer, outside root's bounds.
        #expect(root.hitTest(CGPoint(x: 260, y: 150)) == nil)
    }

    @Test("hit testing follows transforms and the superlayer's sublayerTransform")
    func hitTestThroughTransforms() {
        let (root, child) = makeTree()
        root.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        // Scaled by 2 about root's anchor (100, 100), child's 35…85 becomes
        // (35 − 100)·2 + 100 = −30 … (85 − 100)·2 + 100 = 70 in root, outside
        // root's bounds on the left; root space adds 50: −20 … 120.
        #expect(root.hitTest(CGPoint(x: 30, y: 30)) === child, "root (−20, −20) is only in the scaled child")
        root.sublayerTransform = CATransform3DIdentity
        #expect(root.hitTest(CGPoint(x: 30, y: 30)) == nil)
    }

    @Test("contains(_:) tests a point in the layer's own coordinates against its bounds")
    func containsUsesBounds() {
        let layer = makeLayer(width: 100, height: 50, position: CGPoint(x: 500, y: 500))
        layer.bounds.origin = CGPoint(x: 10, y: 10)
        #expect(layer.contains(CGPoint(x: 50, y: 30)))
        #expect(!layer.contains(CGPoint(x: 5, y: 30)))
        #expect(!layer.contains(CGPoint(x: 50, y: 65)))
    }

    // MARK: Invalid geometry

    @Test("a NaN position stops with Core Animation's CALayerInvalidGeometry message")
    func nanPositionStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { CALayer().position = CGPoint(x: CGFloat.nan, y: 0) }
        }
        #expect(standardError(of: result).contains(
            "uncaught exception 'CALayerInvalidGeometry', reason: 'CALayer position contains NaN: [nan 0]'"))
    }

    @Test("a bounds with an infinite size stops with the bounds message")
    func infiniteBoundsStop() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { CALayer().bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10) }
        }
        #expect(standardError(of: result).contains("CALayer bounds contains NaN: [0 0; inf 10]"))
    }

    @Test("a NaN frame stops before anything is stored")
    func nanFrameStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { CALayer().frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10) }
        }
        #expect(standardError(of: result).contains("CALayer position contains NaN: [nan 5]"))
    }

    @Test("finite geometry of any size is accepted")
    func largeFiniteGeometry() {
        let layer = CALayer()
        layer.frame = CGRect(x: -1e12, y: 1e12, width: 1e15, height: 0)
        #expect(layer.bounds.size.width == 1e15)
    }
}
