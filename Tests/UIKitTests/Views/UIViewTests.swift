import Foundation
import Testing
import TestSupport
import UIKit

/// A layer subclass a view asks for through `layerClass`.
private final class TiledLayer: CALayer {}

private final class TiledView: UIView {
    override class var layerClass: AnyClass { TiledLayer.self }
}

@MainActor
@Suite("UIView geometry, appearance and layer mapping")
struct UIViewTests {
    // MARK: Initialization

    @Test("init(frame:) sets the frame, bounds at the origin with the frame's size, and the center")
    func initWithFrameSetsGeometry() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        // Center = origin + half the size: (10 + 100/2, 20 + 50/2).
        #expect(view.center == CGPoint(x: 60, y: 45))
    }

    @Test("init() makes a zero-sized view at the origin")
    func plainInitIsZeroFrame() {
        #expect(UIView().frame == .zero)
    }

    @Test("a new view has UIKit's defaults")
    func newViewDefaults() {
        let view = UIView()
        #expect(view.alpha == 1)
        #expect(!view.isHidden)
        #expect(!view.clipsToBounds)
        #expect(view.backgroundColor == nil)
        #expect(view.isUserInteractionEnabled)
        #expect(!view.isMultipleTouchEnabled)
        #expect(!view.isExclusiveTouch)
        #expect(view.autoresizingMask == [])
        #expect(view.autoresizesSubviews)
        #expect(view.contentMode == .scaleToFill)
        #expect(view.tag == 0)
        #expect(view.transform.isIdentity)
    }

    @Test("init?(coder:) returns nil: Kumiki decodes no nibs or storyboards")
    func initWithCoderReturnsNil() {
        #expect(UIView(coder: NSCoder()) == nil)
    }

    @Test("the view is its layer's delegate")
    func viewIsLayerDelegate() {
        let view = UIView()
        #expect(view.layer.delegate === view)
    }

    @Test("overriding layerClass gives the view a layer of that class")
    func layerClassOverride() {
        #expect(TiledView().layer is TiledLayer)
        #expect(type(of: UIView().layer) == CALayer.self)
    }

    @Test("a new view's layer draws at the main screen's scale")
    func contentsScaleIsScreenScale() {
        let view = UIView()
        #expect(view.layer.contentsScale == UIScreen.main.scale)
        #expect(view.contentScaleFactor == UIScreen.main.scale)
    }

    @Test("contentScaleFactor writes the layer's contentsScale")
    func contentScaleFactorIsContentsScale() {
        let view = UIView()
        view.contentScaleFactor = 1.5
        #expect(view.layer.contentsScale == 1.5)
    }

    // MARK: Geometry stored in the layer

    @Test("frame, bounds and center are the layer's frame, bounds and position")
    func geometryLivesInLayer() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.layer.frame == view.frame)
        #expect(view.layer.bounds == view.bounds)
        #expect(view.layer.position == view.center)

        view.layer.position = CGPoint(x: 0, y: 0)
        // Moving the layer moves the view: the frame is centered on (0, 0).
        #expect(view.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
    }

    @Test("setting center moves the frame and keeps its size")
    func settingCenterMovesFrame() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.center = CGPoint(x: 100, y: 100)
        // Origin = center − half the size: (100 − 50, 100 − 25).
        #expect(view.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
        #expect(view.layer.position == CGPoint(x: 100, y: 100))
    }

    @Test("setting the bounds size keeps the center and resizes the frame around it")
    func settingBoundsSizeKeepsCenter() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(view.center == CGPoint(x: 60, y: 45))
        // (60 − 40/2, 45 − 20/2, 40, 20).
        #expect(view.frame == CGRect(x: 40, y: 35, width: 40, height: 20))
    }

    @Test("setting the bounds origin leaves the frame where it is")
    func settingBoundsOriginKeepsFrame() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.bounds.origin = CGPoint(x: 30, y: 40)
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.layer.bounds.origin == CGPoint(x: 30, y: 40))
    }

    @Test("setting the frame sets the layer's position and bounds size")
    func settingFrameSetsLayer() {
        let view = UIView()
        view.frame = CGRect(x: 5, y: 7, width: 30, height: 10)
        #expect(view.layer.position == CGPoint(x: 20, y: 12))  // (5 + 30/2, 7 + 10/2)
        #expect(view.layer.bounds == CGRect(x: 0, y: 0, width: 30, height: 10))
    }

    @Test("transform is the layer's affine transform")
    func transformIsLayerTransform() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let transform = CGAffineTransform(a: 2, b: 0.5, c: -0.25, d: 3, tx: 7, ty: -4)
        view.transform = transform
        #expect(view.layer.affineTransform() == transform)
        #expect(view.layer.transform == CATransform3DMakeAffineTransform(transform))

        view.layer.setAffineTransform(.identity)
        #expect(view.transform.isIdentity)
    }

    @Test("a scale transform grows the frame about the center and leaves bounds and center alone")
    func scaleTransformGrowsFrameAboutCenter() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        // Size 100·2 × 50·3 = 200 × 150 centered on (60, 45): origin (60 − 100, 45 − 75).
        #expect(isClose(view.frame, CGRect(x: -40, y: -30, width: 200, height: 150)))
    }

    @Test("under a 45° rotation the frame is the bounding box of the rotated bounds")
    func rotatedFrameIsBoundingBox() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        // The square's corners lie on its circumcircle, half a diagonal (50·√2) from the
        // center (50, 50); at 45° they point straight up, down, left and right, so the
        // bounding box spans 100·√2 on each axis.
        let halfDiagonal = 50 * 2.0.squareRoot()
        #expect(isClose(view.frame, CGRect(x: 50 - halfDiagonal, y: 50 - halfDiagonal,
                                            width: 2 * halfDiagonal, height: 2 * halfDiagonal)))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.center == CGPoint(x: 50, y: 50))
    }

    // MARK: Appearance mapped to the layer

    @Test("backgroundColor sets the layer's background color, and nil clears it")
    func backgroundColorSetsLayerColor() {
        let view = UIView()
        view.backgroundColor = .systemRed
        #expect(view.layer.backgroundColor == UIColor.systemRed.cgColor)
        #expect(view.backgroundColor == .systemRed)

        view.backgroundColor = nil
        #expect(view.layer.backgroundColor == nil)
    }

    @Test("alpha is the layer's opacity")
    func alphaIsOpacity() {
        let view = UIView()
        view.alpha = 0.25
        #expect(view.layer.opacity == 0.25)
        view.layer.opacity = 0.75
        #expect(view.alpha == 0.75)
    }

    @Test("isHidden is the layer's isHidden")
    func hiddenIsLayerHidden() {
        let view = UIView()
        view.isHidden = true
        #expect(view.layer.isHidden)
        view.layer.isHidden = false
        #expect(!view.isHidden)
    }

    @Test("clipsToBounds is the layer's masksToBounds")
    func clipsToBoundsIsMasksToBounds() {
        let view = UIView()
        view.clipsToBounds = true
        #expect(view.layer.masksToBounds)
        view.layer.masksToBounds = false
        #expect(!view.clipsToBounds)
    }

    @Test("isOpaque is the layer's isOpaque")
    func opaqueIsLayerOpaque() {
        let view = UIView()
        view.isOpaque = true
        #expect(view.layer.isOpaque)
    }

    @Test("each content mode sets the layer's contents gravity, top and bottom swapped for Core Animation's y-up names",
          arguments: [
              (UIView.ContentMode.scaleToFill, CALayerContentsGravity.resize),
              (.scaleAspectFit, .resizeAspect),
              (.scaleAspectFill, .resizeAspectFill),
              (.redraw, .resize),
              (.center, .center),
              (.top, .bottom),
              (.bottom, .top),
              (.left, .left),
              (.right, .right),
              (.topLeft, .bottomLeft),
              (.topRight, .bottomRight),
              (.bottomLeft, .topLeft),
              (.bottomRight, .topRight),
          ])
    func contentModeSetsGravity(mode: UIView.ContentMode, gravity: CALayerContentsGravity) {
        let view = UIView()
        // Start from a different mode, so that the assignment has to change the gravity.
        view.contentMode = mode == .center ? .topLeft : .center
        view.contentMode = mode
        #expect(view.contentMode == mode)
        #expect(view.layer.contentsGravity == gravity)
    }

    @Test("content mode raw values match UIKit's")
    func contentModeRawValues() {
        #expect(UIView.ContentMode.scaleToFill.rawValue == 0)
        #expect(UIView.ContentMode.redraw.rawValue == 3)
        #expect(UIView.ContentMode.center.rawValue == 4)
        #expect(UIView.ContentMode.bottomRight.rawValue == 12)
    }

    @Test(".redraw makes the layer redisplay on bounds changes; other modes do not")
    func redrawSetsNeedsDisplayOnBoundsChange() {
        let view = UIView()
        #expect(!view.layer.needsDisplayOnBoundsChange)
        view.contentMode = .redraw
        #expect(view.layer.needsDisplayOnBoundsChange)
        view.contentMode = .scaleAspectFit
        #expect(!view.layer.needsDisplayOnBoundsChange)
    }

    // MARK: Invalid geometry

    @Test("a view's NaN center and infinite frame stop with Core Animation's message")
    func invalidGeometryStops() async {
        let center = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { UIView().center = CGPoint(x: 0, y: CGFloat.nan) }
        }
        #expect(standardError(of: center).contains("CALayer position contains NaN: [0 nan]"))
        let frame = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { UIView().frame = CGRect(x: 0, y: 0, width: 10, height: CGFloat.infinity) }
        }
        #expect(standardError(of: frame).contains("CALayerInvalidGeometry"))
    }

    @Test("a layerClass that is not a layer class stops the app")
    func layerClassNotALayerStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                final class Odd: UIView {
                    override class var layerClass: AnyClass { NSObject.self }
                }
                _ = Odd(frame: .zero)
            }
        }
        #expect(standardError(of: result).contains("Odd.layerClass must be a CALayer subclass, not NSObject"))
    }
}
