import UIKit

/// "Why doesn't my view get touches?" Five rows, each a target that counts the
/// touches it receives (`TouchTargetView`): one that works, and four classic
/// reasons a view never hears about a finger.
public enum TouchDebugScreen: ShowcaseScreen {
    public static let name = "touches"
    public static let summary = "Why doesn't my view get touches? alpha 0, disabled, an overlay, outside the parent"

    public static func makeViewController() -> UIViewController {
        TouchDebugViewController()
    }

    /// Accessibility identifiers of the screen's views.
    public enum Identifier {
        public static let working = "working"
        public static let invisible = "invisible"
        public static let disabled = "disabled"
        public static let covered = "covered"
        public static let overlay = "overlay"
        public static let parent = "parent"
        public static let outsideChild = "outside-child"
        public static let insideChild = "inside-child"
    }

    final class TouchDebugViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            let rowHeight: CGFloat = 120
            let top: CGFloat = 16
            func row(_ index: Int) -> CGFloat { top + CGFloat(index) * (rowHeight + 20) }

            // 1. A target that works.
            addCard(at: row(0), height: rowHeight)
            view.addSubview(target(Identifier.working, CGRect(x: 40, y: row(0) + 20, width: 80, height: 80)))

            // 2. alpha 0: invisible and, below 0.01, untouchable. A dashed outline shows where it is.
            addCard(at: row(1), height: rowHeight)
            view.addSubview(outline(CGRect(x: 40, y: row(1) + 20, width: 80, height: 80)))
            let invisible = target(Identifier.invisible, CGRect(x: 40, y: row(1) + 20, width: 80, height: 80))
            invisible.alpha = 0
            view.addSubview(invisible)

            // 3. User interaction disabled: drawn, but touches go to the view behind.
            addCard(at: row(2), height: rowHeight)
            let disabled = target(Identifier.disabled, CGRect(x: 40, y: row(2) + 20, width: 80, height: 80))
            disabled.isUserInteractionEnabled = false
            disabled.backgroundColor = .systemGray3
            view.addSubview(disabled)

            // 4. A clear overlay on top takes every touch meant for the target below.
            addCard(at: row(3), height: rowHeight)
            view.addSubview(target(Identifier.covered, CGRect(x: 40, y: row(3) + 20, width: 80, height: 80)))
            let overlay = OverlayView(frame: CGRect(x: 20, y: row(3) + 10, width: view.bounds.width - 40, height: 100))
            overlay.accessibilityIdentifier = Identifier.overlay
            view.addSubview(overlay)

            // 5. A child sticking out of its 100×100 parent: visible, but hit testing
            //    never looks for it outside the parent's bounds.
            addCard(at: row(4), height: rowHeight)
            let parent = UIView(frame: CGRect(x: 40, y: row(4) + 10, width: 100, height: 100))
            parent.backgroundColor = .systemGray4
            parent.layer.cornerRadius = 12
            parent.accessibilityIdentifier = Identifier.parent
            parent.addSubview(target(Identifier.insideChild, CGRect(x: 10, y: 10, width: 60, height: 80)))
            parent.addSubview(target(Identifier.outsideChild, CGRect(x: 130, y: 10, width: 80, height: 80)))
            view.addSubview(parent)
        }

        private func addCard(at y: CGFloat, height: CGFloat) {
            let card = UIView(frame: CGRect(x: 20, y: y, width: view.bounds.width - 40, height: height))
            card.backgroundColor = .secondarySystemGroupedBackground
            card.layer.cornerRadius = 16
            view.addSubview(card)
        }

        private func target(_ identifier: String, _ frame: CGRect) -> TouchTargetView {
            let target = TouchTargetView(frame: frame)
            target.accessibilityIdentifier = identifier
            return target
        }

        private func outline(_ frame: CGRect) -> UIView {
            let outline = DashedOutlineView(frame: frame)
            outline.isUserInteractionEnabled = false
            return outline
        }
    }

    /// A clear view that records touches and tints itself faintly red when touched.
    final class OverlayView: UIView {
        private(set) var touchCount = 0

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .clear
        }

        required init?(coder: NSCoder) {
            return nil
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            touchCount += 1
            backgroundColor = UIColor.systemRed.withAlphaComponent(0.15)
        }
    }

    /// Draws a dashed rounded outline with `draw(_:)`.
    final class DashedOutlineView: UIView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .clear
        }

        required init?(coder: NSCoder) {
            return nil
        }

        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.setStrokeColor(UIColor.systemGray.cgColor)
            context.setLineWidth(2)
            context.setLineDash(phase: 0, lengths: [6, 4])
            context.addPath(CGPath(roundedRect: bounds.insetBy(dx: 1, dy: 1), cornerWidth: 12, cornerHeight: 12,
                                   transform: nil))
            context.strokePath()
        }
    }
}
