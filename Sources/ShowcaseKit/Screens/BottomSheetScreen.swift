import UIKit

/// A bottom sheet as iOS apps build it: pinned by a top constraint whose
/// constant a pan gesture changes, snapping to the nearest of two detents
/// with `UIView.animate { view.layoutIfNeeded() }` when the finger lifts
/// (a fast flick goes the way it was thrown).
public enum BottomSheetScreen: ShowcaseScreen {
    public static let name = "sheet"
    public static let summary = "A bottom sheet pinned by a constraint: drag it and it snaps open or shut"

    public static func makeViewController() -> UIViewController {
        BottomSheetViewController()
    }

    public enum Identifier {
        public static let sheet = "sheet"
        public static let handle = "sheet.handle"
    }

    /// The sheet's top when expanded, and its visible height when collapsed, in points.
    public static let expandedTop: CGFloat = 120
    public static let collapsedHeight: CGFloat = 220
    /// A release faster than this (points per second) snaps the way it moves.
    public static let flickVelocity: CGFloat = 500

    public final class BottomSheetViewController: UIViewController {
        let sheet = UIView()
        public private(set) var sheetTop: NSLayoutConstraint!
        private var topAtPanStart: CGFloat = 0

        public override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemTeal
            sheet.backgroundColor = .systemBackground
            // Raised above the map like UIKit's own sheets: in dark mode the
            // background colors take their elevated, lighter values.
            sheet.traitOverrides.userInterfaceLevel = .elevated
            sheet.layer.cornerRadius = 16
            sheet.accessibilityIdentifier = Identifier.sheet
            sheet.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(sheet)
            sheetTop = sheet.topAnchor.constraint(equalTo: view.topAnchor, constant: 600)
            NSLayoutConstraint.activate([
                sheetTop,
                sheet.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                sheet.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                sheet.heightAnchor.constraint(equalTo: view.heightAnchor),
            ])

            let handle = UIView()
            handle.backgroundColor = .systemGray3
            handle.layer.cornerRadius = 2.5
            handle.accessibilityIdentifier = Identifier.handle
            handle.translatesAutoresizingMaskIntoConstraints = false
            sheet.addSubview(handle)

            let rows = UIStackView(arrangedSubviews: (1...6).map { index in
                let label = UILabel()
                label.text = "Place \(index)"
                label.font = .systemFont(ofSize: 17)
                return label
            })
            rows.axis = .vertical
            rows.spacing = 16
            rows.translatesAutoresizingMaskIntoConstraints = false
            sheet.addSubview(rows)
            NSLayoutConstraint.activate([
                handle.topAnchor.constraint(equalTo: sheet.topAnchor, constant: 8),
                handle.centerXAnchor.constraint(equalTo: sheet.centerXAnchor),
                handle.widthAnchor.constraint(equalToConstant: 36),
                handle.heightAnchor.constraint(equalToConstant: 5),
                rows.topAnchor.constraint(equalTo: handle.bottomAnchor, constant: 24),
                rows.leadingAnchor.constraint(equalTo: sheet.layoutMarginsGuide.leadingAnchor),
                rows.trailingAnchor.constraint(equalTo: sheet.layoutMarginsGuide.trailingAnchor),
            ])
            sheet.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: BottomSheetViewController.pan(_:)))
        }

        public override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            // Collapsed until the first pan; follows rotation.
            if sheetTop.constant == 600 { sheetTop.constant = collapsedTop }
        }

        var collapsedTop: CGFloat { view.bounds.height - BottomSheetScreen.collapsedHeight }

        func pan(_ recognizer: UIPanGestureRecognizer) {
            switch recognizer.state {
            case .began:
                topAtPanStart = sheetTop.constant
            case .changed:
                let proposed = topAtPanStart + recognizer.translation(in: view).y
                sheetTop.constant = min(max(proposed, BottomSheetScreen.expandedTop), collapsedTop)
            case .ended, .cancelled:
                let velocity = recognizer.velocity(in: view).y
                let middle = (BottomSheetScreen.expandedTop + collapsedTop) / 2
                let expand = abs(velocity) > BottomSheetScreen.flickVelocity ? velocity < 0 : sheetTop.constant < middle
                sheetTop.constant = expand ? BottomSheetScreen.expandedTop : collapsedTop
                UIView.animate(withDuration: 0.35, delay: 0, usingSpringWithDamping: 0.9, initialSpringVelocity: 0,
                               options: [.allowUserInteraction]) {
                    self.view.layoutIfNeeded()
                }
            default:
                break
            }
        }
    }
}
