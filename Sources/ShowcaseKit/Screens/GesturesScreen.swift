import UIKit

/// Gesture recognizers at work: two cards dragged by pan recognizers that land
/// in the top or bottom half depending on where a release would carry them, a
/// long press that marks a card, a double tap that resets it, a log strip of
/// recognizer states, and a control that highlights while pressed.
public enum GesturesScreen: ShowcaseScreen {
    public static let name = "gestures"
    public static let summary = "Pan, long press, double tap, arbitration log, a highlighting control"

    public static func makeViewController() -> UIViewController {
        GesturesViewController()
    }

    public enum Identifier {
        public static let firstCard = "card-0"
        public static let secondCard = "card-1"
        public static let log = "log"
        public static let button = "button"
    }

    /// Color of each state in the log strip.
    static func color(for state: UIGestureRecognizer.State) -> UIColor {
        switch state {
        case .possible: .systemGray4
        case .began: .systemBlue
        case .changed: .systemGray
        case .ended: .systemGreen
        case .cancelled: .systemOrange
        case .failed: .systemRed
        }
    }

    final class GesturesViewController: UIViewController, UIGestureRecognizerDelegate {
        let logView = StateLogView(frame: .zero)
        let button = HighlightingControl(frame: .zero)
        private var cardStart = CGPoint.zero
        private(set) var buttonTaps = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            let width = view.bounds.width
            logView.frame = CGRect(x: 20, y: 16, width: width - 40, height: 28)
            logView.accessibilityIdentifier = Identifier.log
            view.addSubview(logView)

            for (index, color) in [UIColor.systemIndigo, UIColor.systemOrange].enumerated() {
                let card = UIView(frame: CGRect(x: 40 + CGFloat(index) * 170, y: 106, width: 140, height: 180))
                card.backgroundColor = color
                card.layer.cornerRadius = 18
                card.accessibilityIdentifier = "card-\(index)"
                let pan = UIPanGestureRecognizer(target: self, action: GesturesViewController.handlePan(_:))
                pan.name = "pan"
                let press = UILongPressGestureRecognizer(target: self, action: GesturesViewController.handlePress(_:))
                press.name = "press"
                press.delegate = self
                let doubleTap = UITapGestureRecognizer(target: self, action: GesturesViewController.handleDoubleTap(_:))
                doubleTap.numberOfTapsRequired = 2
                doubleTap.name = "double-tap"
                card.addGestureRecognizer(pan)
                card.addGestureRecognizer(press)
                card.addGestureRecognizer(doubleTap)
                view.addSubview(card)
            }

            button.frame = CGRect(x: 40, y: view.bounds.height - 160, width: width - 80, height: 56)
            button.accessibilityIdentifier = Identifier.button
            button.addTarget(self, action: GesturesViewController.buttonTapped, for: .touchUpInside)
            view.addSubview(button)
        }

        /// The card follows the finger exactly: translation from touch-down is
        /// added to the center it had when the pan began. On release, where the
        /// card would coast to (position + velocity × 0.2 s) picks the half it lands in.
        func handlePan(_ pan: UIPanGestureRecognizer) {
            logView.append(pan.state)
            guard let card = pan.view else { return }
            switch pan.state {
            case .began:
                cardStart = card.center
                fallthrough
            case .changed:
                let t = pan.translation(in: view)
                card.center = CGPoint(x: cardStart.x + t.x, y: cardStart.y + t.y)
            case .ended:
                let projectedY = card.center.y + pan.velocity(in: view).y * 0.2
                let landsLow = projectedY > view.bounds.midY
                card.center.y = landsLow ? view.bounds.height * 0.7 : view.bounds.height * 0.3
            default:
                break
            }
        }

        func handlePress(_ press: UILongPressGestureRecognizer) {
            logView.append(press.state)
            if press.state == .began { press.view?.layer.borderWidth = 6 }
        }

        func handleDoubleTap(_ tap: UITapGestureRecognizer) {
            logView.append(tap.state)
            tap.view?.layer.borderWidth = 0
        }

        func buttonTapped() {
            buttonTaps += 1
        }

        /// The long press may run together with the pan (press, then drag).
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
            true
        }
    }

    /// A strip of colored cells, one per recognizer state reported, newest last.
    public final class StateLogView: UIView {
        public private(set) var states: [UIGestureRecognizer.State] = []
        static let capacity = 24

        public override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .secondarySystemGroupedBackground
            layer.cornerRadius = 6
            isUserInteractionEnabled = false
        }

        public required init?(coder: NSCoder) {
            return nil
        }

        func append(_ state: UIGestureRecognizer.State) {
            states.append(state)
            let visible = states.suffix(Self.capacity)
            subviews.forEach { $0.removeFromSuperview() }
            let cell = (bounds.width - 8) / CGFloat(Self.capacity)
            for (index, state) in visible.enumerated() {
                let mark = UIView(frame: CGRect(x: 4 + CGFloat(index) * cell, y: 4, width: cell - 2, height: bounds.height - 8))
                mark.backgroundColor = GesturesScreen.color(for: state)
                mark.accessibilityLabel = state.description
                addSubview(mark)
            }
        }
    }

    /// A control drawn as a rounded bar that darkens while highlighted.
    public final class HighlightingControl: UIControl {
        public override init(frame: CGRect) {
            super.init(frame: frame)
            layer.cornerRadius = 14
            updateAppearance()
        }

        public required init?(coder: NSCoder) {
            return nil
        }

        public override var isHighlighted: Bool {
            didSet { updateAppearance() }
        }

        private func updateAppearance() {
            backgroundColor = isHighlighted ? UIColor(red: 0, green: 0.32, blue: 0.75, alpha: 1) : .systemBlue
        }
    }
}
