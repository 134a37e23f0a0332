import Testing
import UIKit
import UIKitTesting

/// A modal whose grabber (a child view) owns the pan recognizer and forwards it
/// through a delegate protocol to the parent controller, which drags its own
/// view down — never up — and dismisses when the release is past a quarter of
/// the screen height.
@MainActor
protocol GrabberViewDelegate: AnyObject {
    func grabberDidPan(by translationY: CGFloat)
    func grabberDidEndPan(at translationY: CGFloat)
}

@MainActor
final class GrabberView: UIView {
    weak var delegate: GrabberViewDelegate?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray3
        addGestureRecognizer(UIPanGestureRecognizer(target: self, action: GrabberView.handlePan(_:)))
    }

    required init?(coder: NSCoder) {
        return nil
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        let translationY = pan.translation(in: superview).y
        switch pan.state {
        case .began, .changed: delegate?.grabberDidPan(by: translationY)
        case .ended: delegate?.grabberDidEndPan(at: translationY)
        default: break
        }
    }
}

@MainActor
final class ModalViewController: UIViewController, GrabberViewDelegate {
    let grabber = GrabberView(frame: CGRect(x: 0, y: 0, width: 393, height: 60))
    private(set) var dismissedResults: [Bool] = []
    private(set) var restingY: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        grabber.delegate = self
        view.addSubview(grabber)
    }

    func grabberDidPan(by translationY: CGFloat) {
        view.frame.origin.y = restingY + max(0, translationY)
    }

    func grabberDidEndPan(at translationY: CGFloat) {
        let passedQuarter = translationY > view.bounds.height / 4
        dismissedResults.append(passedQuarter)
        if !passedQuarter { view.frame.origin.y = restingY }
    }
}

@MainActor
@Suite struct SwipeToDismissScenarioTests {
    let host = UITestHost(device: .iPhone15Pro)
    let modal = ModalViewController()

    init() {
        host.rootViewController = modal
    }

    @Test func draggingTheGrabberDownMovesTheWholeModal() {
        let touch = host.touchDown(at: CGPoint(x: 200, y: 30))
        touch.move(to: CGPoint(x: 200, y: 130), duration: 0.2)
        // The finger moved 100 pt; the modal's view moved with it.
        #expect(modal.view.frame.origin.y == 100)
        touch.up()
    }

    @Test func draggingUpNeverLiftsTheModalAboveItsRestingPlace() {
        let touch = host.touchDown(at: CGPoint(x: 200, y: 40))
        touch.move(to: CGPoint(x: 200, y: 10), duration: 0.2)
        #expect(modal.view.frame.origin.y == 0)
        touch.up()
        #expect(modal.dismissedResults == [false])
    }

    @Test func aReleasePastAQuarterOfTheScreenDismisses() {
        // A quarter of 852 pt is 213 pt; drag 250 pt.
        host.drag(from: CGPoint(x: 200, y: 30), to: CGPoint(x: 200, y: 280), duration: 0.4)
        #expect(modal.dismissedResults == [true])
        #expect(modal.view.frame.origin.y == 250)
    }

    @Test func aReleaseShortOfAQuarterSnapsBack() {
        // 150 pt < 213 pt.
        host.drag(from: CGPoint(x: 200, y: 30), to: CGPoint(x: 200, y: 180), duration: 0.4)
        #expect(modal.dismissedResults == [false])
        #expect(modal.view.frame.origin.y == 0)
    }
}
