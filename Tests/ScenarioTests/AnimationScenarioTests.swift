import Testing
import UIKit
import UIKitTesting

/// Everyday animation code: hiding a view by fading it and flipping `isHidden`
/// in the completion, a bottom sheet that snaps open or closed after a drag,
/// and a card thrown with a velocity and settled by a spring.
@MainActor
@Suite struct AnimationScenarioTests {
    let host = UITestHost(device: .iPhone15Pro)
    let controller = UIViewController()

    init() {
        host.rootViewController = controller
    }

    func presentedOpacity(_ view: UIView) -> Float {
        view.layer.presentation()?.opacity ?? -1
    }

    @Test func fadingOutThenHidingInTheCompletion() {
        let banner = UIView(frame: CGRect(x: 20, y: 100, width: 353, height: 60))
        banner.backgroundColor = .systemRed
        controller.view.addSubview(banner)
        host.runFrame()
        var completed: [Bool] = []
        UIView.animate(withDuration: 0.3, animations: { banner.alpha = 0 }, completion: { finished in
            completed.append(finished)
            banner.isHidden = true
        })
        // The model is 0 at once; the screen fades.
        #expect(banner.alpha == 0)
        host.advance(by: 0.15)
        // Halfway through an ease-in-out curve the value is exactly halfway.
        #expect(abs(presentedOpacity(banner) - 0.5) < 0.01)
        #expect(!banner.isHidden)
        host.advance(by: 0.2)
        #expect(completed == [true])
        #expect(banner.isHidden)
    }

    @Test func unhidingThenFadingIn() {
        let banner = UIView(frame: CGRect(x: 20, y: 100, width: 353, height: 60))
        banner.backgroundColor = .systemGreen
        banner.isHidden = true
        banner.alpha = 0
        controller.view.addSubview(banner)
        host.runFrame()
        banner.isHidden = false
        var finished = false
        UIView.animate(withDuration: 0.3, animations: { banner.alpha = 1 }, completion: { finished = $0 })
        host.runFrame()
        #expect(presentedOpacity(banner) < 0.1)
        host.advance(by: 0.4)
        #expect(finished)
        #expect(presentedOpacity(banner) == 1)
        let pixel = host.snapshot().pixel(atX: 100 * 3, y: 130 * 3)
        #expect(pixel == CGImage.Pixel(red: 52, green: 199, blue: 89, alpha: 255))
    }

    /// A sheet dragged by its pan: released moving up it animates open, moving
    /// down it animates closed; the completion records where it settled.
    final class SheetController: UIViewController {
        let sheet = UIView()
        let openY: CGFloat = 300
        let closedY: CGFloat = 760
        var settledOpen: [Bool] = []
        private var startY: CGFloat = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGray6
            sheet.frame = CGRect(x: 0, y: closedY, width: view.bounds.width, height: 600)
            sheet.backgroundColor = .white
            sheet.layer.cornerRadius = 16
            sheet.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: SheetController.handlePan(_:)))
            view.addSubview(sheet)
        }

        func handlePan(_ pan: UIPanGestureRecognizer) {
            switch pan.state {
            case .began:
                startY = sheet.frame.origin.y
            case .changed:
                sheet.frame.origin.y = min(closedY, max(openY, startY + pan.translation(in: view).y))
            case .ended:
                let opens = pan.velocity(in: view).y < 0
                UIView.animate(withDuration: 0.35, delay: 0, options: .curveEaseOut, animations: {
                    self.sheet.frame.origin.y = opens ? self.openY : self.closedY
                }, completion: { _ in self.settledOpen.append(opens) })
            default:
                break
            }
        }
    }

    @Test func aSheetReleasedMovingUpAnimatesOpen() {
        let sheetController = SheetController()
        host.rootViewController = sheetController
        let sheet = sheetController.sheet
        host.drag(from: CGPoint(x: 200, y: 780), to: CGPoint(x: 200, y: 600), duration: 0.2)
        // Released at y = 760 − 180 = 580, moving up: the model is already open…
        #expect(sheet.frame.origin.y == sheetController.openY)
        // …and the screen is on its way there.
        let shownY = (sheet.layer.presentation()?.position.y ?? 0) - sheet.bounds.height / 2
        #expect(shownY > sheetController.openY && shownY <= 580)
        #expect(sheetController.settledOpen.isEmpty)
        host.advance(by: 0.4)
        #expect(sheetController.settledOpen == [true])
        #expect(sheet.layer.presentation()?.position.y == sheet.layer.position.y)
    }

    @Test func aSheetReleasedMovingDownAnimatesClosed() {
        let sheetController = SheetController()
        host.rootViewController = sheetController
        // Open it first, then drag it down a little and let go.
        sheetController.sheet.frame.origin.y = sheetController.openY
        host.drag(from: CGPoint(x: 200, y: 320), to: CGPoint(x: 200, y: 420), duration: 0.2)
        host.advance(by: 0.4)
        #expect(sheetController.settledOpen == [false])
        #expect(sheetController.sheet.frame.origin.y == sheetController.closedY)
    }

    @Test func aThrownCardSettlesOnASpringPastItsTarget() {
        let card = UIView(frame: CGRect(x: 100, y: 400, width: 120, height: 80))
        card.backgroundColor = .systemIndigo
        controller.view.addSubview(card)
        host.runFrame()
        // Thrown right at 1,500 pt/s toward a target 150 pt away: the spring's
        // initial velocity is in units of the distance per second, 1500 / 150 = 10.
        let target = card.center.x + 150
        var finished = false
        UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 1500 / 150,
                       animations: { card.center.x = target }, completion: { finished = $0 })
        var farthest: CGFloat = 0
        for _ in 0..<Int(0.8 * 120) {
            host.runFrame()
            farthest = max(farthest, card.layer.presentation()?.position.x ?? 0)
        }
        // Underdamped (ζ = 0.5): it overshoots, then comes to rest on the target.
        #expect(farthest > target + 1)
        host.runFrame()
        #expect(finished)
        #expect(card.layer.presentation()?.position.x == target)
    }
}
