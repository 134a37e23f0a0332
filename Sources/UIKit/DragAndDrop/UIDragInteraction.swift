import Foundation

/// Makes a view a drag source: a long press lifts the items its delegate
/// gives, their preview follows the finger, and lifting the finger drops them
/// on the drop interaction under it (or sends them back).
///
/// As on iOS, `isEnabled` starts as `isEnabledByDefault`, which is false on
/// iPhone: an iPhone app sets `isEnabled = true` to drag.
@preconcurrency @MainActor
open class UIDragInteraction: NSObject, UIInteraction {
    /// The lift: a finger held this long (seconds) within 10 pt. UIKit's
    /// value is not documented (about half a second to a second on iPhone;
    /// uncertain).
    static let liftDelay: CFTimeInterval = 0.5

    public private(set) weak var delegate: (any UIDragInteractionDelegate)?
    public private(set) weak var view: UIView?

    /// Whether a long press lifts. Starts as `isEnabledByDefault`.
    open var isEnabled: Bool {
        didSet { liftRecognizer.isEnabled = isEnabled }
    }

    /// Whether the long press may recognize together with the view's other
    /// gestures until the lift (true by default).
    open var allowsSimultaneousRecognitionDuringLift = true

    /// false on iPhone, true on iPad (UIKit's idiom default).
    open class var isEnabledByDefault: Bool {
        UIDevice.current.userInterfaceIdiom == .pad
    }

    let liftRecognizer = UILongPressGestureRecognizer()
    /// The drag this interaction started, while it lasts.
    var activeDrag: DragController?

    public init(delegate: any UIDragInteractionDelegate) {
        self.delegate = delegate
        isEnabled = Self.isEnabledByDefault
        super.init()
        liftRecognizer.minimumPressDuration = Self.liftDelay
        liftRecognizer.isEnabled = isEnabled
        liftRecognizer.addTarget(self, action: UIDragInteraction.handleLift(_:))
    }

    public func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(liftRecognizer)
    }

    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(liftRecognizer)
    }

    private func handleLift(_ recognizer: UILongPressGestureRecognizer) {
        guard let window = view?.window else { return }
        let point = recognizer.location(in: nil)
        switch recognizer.state {
        case .began:
            activeDrag = DragController.begin(from: self, at: point, in: window)
        case .changed:
            activeDrag?.move(to: point)
        case .ended:
            activeDrag?.end(at: point)
            activeDrag = nil
        case .cancelled, .failed:
            activeDrag?.cancel()
            activeDrag = nil
        default:
            break
        }
    }
}
