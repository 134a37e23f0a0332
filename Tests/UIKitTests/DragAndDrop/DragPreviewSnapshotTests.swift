import CoreGraphics
import Testing
@testable import UIKit
import UIKitTesting

/// A drag preview's picture: the view over the background color, cut to the
/// parameters' visible path, and lifted with a shadow of the shadow path.
@MainActor
@Suite struct DragPreviewSnapshotTests {
    let host = UITestHost(device: .iPhone15Pro)
    let view = UIView(frame: CGRect(x: 50, y: 100, width: 80, height: 60))

    init() {
        let controller = UIViewController()
        view.backgroundColor = .red
        controller.view.addSubview(view)
        host.rootViewController = controller
    }

    func image(of snapshot: UIView) -> CGImage {
        (snapshot as! UIImageView).image!.cgImage!
    }

    @Test func theVisiblePathCutsThePicture() {
        let parameters = UIDragPreviewParameters()
        parameters.visiblePath = UIBezierPath(ovalIn: view.bounds)
        let picture = image(of: DragPreviewSnapshot.make(of: view, parameters: parameters))
        // At 3×: the middle is red, the corner outside the oval clear.
        #expect(picture.pixel(atX: 120, y: 90) == .init(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(picture.pixel(atX: 2, y: 2).alpha == 0)
    }

    @Test func theBackgroundIsCutToo() {
        view.backgroundColor = .clear
        let parameters = UIDragPreviewParameters()
        parameters.backgroundColor = .blue
        parameters.visiblePath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 60))
        let picture = image(of: DragPreviewSnapshot.make(of: view, parameters: parameters))
        #expect(picture.pixel(atX: 60, y: 90) == .init(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(picture.pixel(atX: 180, y: 90).alpha == 0)
    }

    @Test func aLiftedPreviewCastsItsShadowFromTheShadowPath() {
        let parameters = UIDragPreviewParameters()
        let snapshot = DragPreviewSnapshot.make(of: view, parameters: parameters)
        DragPreviewSnapshot.castLiftShadow(from: snapshot, of: view, parameters: parameters)
        #expect(snapshot.layer.shadowOpacity == 0.2)
        #expect(snapshot.layer.shadowRadius == 10)
        #expect(snapshot.layer.shadowPath == nil)
        parameters.visiblePath = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20))
        DragPreviewSnapshot.castLiftShadow(from: snapshot, of: view, parameters: parameters)
        #expect(snapshot.layer.shadowPath?.boundingBoxOfPath == CGRect(x: 10, y: 10, width: 20, height: 20))
        parameters.shadowPath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5))
        DragPreviewSnapshot.castLiftShadow(from: snapshot, of: view, parameters: parameters)
        #expect(snapshot.layer.shadowPath?.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 5, height: 5))
    }
}
