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
        didSet {
            liftRecognizer.isEnabled = isEnabled
            addRecognizer.isEnabled = isEnabled
        }
    }

    /// Whether the long press may recognize together with the view's other
    /// gestures until the lift (true by default).
    open var allowsSimultaneousRecognitionDuringLift = true

    /// false on iPhone, true on iPad (UIKit's idiom default).
    open class var isEnabledByDefault: Bool {
        UIDevice.current.userInterfaceIdiom == .pad
    }

    let liftRecognizer = DragLiftRecognizer()
    /// A tap with another finger during a drag, adding items to it.
    let addRecognizer = DragAddRecognizer()
    /// The drag this interaction started, while it lasts.
    var activeDrag: DragController?

    public init(delegate: any UIDragInteractionDelegate) {
        self.delegate = delegate
        isEnabled = Self.isEnabledByDefault
        super.init()
        liftRecognizer.minimumPressDuration = Self.liftDelay
        liftRecognizer.isEnabled = isEnabled
        liftRecognizer.addTarget(self, action: UIDragInteraction.handleLift(_:))
        addRecognizer.isEnabled = isEnabled
        addRecognizer.addTarget(self, action: UIDragInteraction.handleAdd(_:))
        addRecognizer.itemsToAdd = { [unowned self] point in itemsToAdd(at: point) }
    }

    public func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(liftRecognizer)
        self.view?.removeGestureRecognizer(addRecognizer)
    }

    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(liftRecognizer)
        view?.addGestureRecognizer(addRecognizer)
    }

    /// The drag a tap at `point` (window coordinates) adds to and the items
    /// the delegate adds; nil when the delegate picks no drag.
    private func itemsToAdd(at point: CGPoint) -> (drag: DragController, items: [UIDragItem])? {
        guard let delegate, let view, let window = view.window else { return nil }
        let drags = window.activeDrags
        let touch = view.convert(point, from: nil)
        var chosen = drags.first
        if drags.count > 1 {
            let session = delegate.dragInteraction(self, sessionForAddingItems: drags.map(\.session), withTouchAt: touch)
            chosen = drags.first { $0.session === session }
        }
        guard let chosen else { return nil }
        return (chosen, delegate.dragInteraction(self, itemsForAddingTo: chosen.session, withTouchAt: touch))
    }

    private func handleAdd(_ recognizer: DragAddRecognizer) {
        guard recognizer.state == .ended, let addition = recognizer.addition else { return }
        addition.drag.add(addition.items, from: self, at: recognizer.location(in: nil))
    }

    /// Only the lift needs the view in a window. A drag under way outlives its
    /// source view's place in the window, as on iOS: it moves, drops and
    /// cancels in the window it began in. (Every phase once returned early
    /// when the view had left its window, so a drag whose screen closed under
    /// the finger never ended: the window's `activeDrags` kept the controller
    /// — its session, items, preview overlay still on screen, this interaction
    /// and its view — for good. A leak check found it: docs/RELIABILITY.md.)
    private func handleLift(_ recognizer: UILongPressGestureRecognizer) {
        let point = recognizer.location(in: nil)
        switch recognizer.state {
        case .began:
            guard let window = view?.window else { return }
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
