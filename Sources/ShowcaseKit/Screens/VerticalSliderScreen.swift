import UIKit

/// A custom vertical slider (`VerticalSliderView`) and a ten-segment level meter
/// that follows the value it reports.
public enum VerticalSliderScreen: ShowcaseScreen {
    public static let name = "slider"
    public static let summary = "A vertical slider made by overriding touchesMoved, with a level meter"

    public static func makeViewController() -> UIViewController {
        VerticalSliderViewController()
    }

    public enum Identifier {
        public static let slider = "slider"
        public static let meter = "meter"
    }

    final class VerticalSliderViewController: UIViewController {
        let slider = VerticalSliderView(frame: .zero)
        var segments: [UIView] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            slider.frame = CGRect(x: 80, y: 96, width: 80, height: 400)
            slider.accessibilityIdentifier = Identifier.slider
            view.addSubview(slider)

            let meter = UIView(frame: CGRect(x: 230, y: 96, width: 60, height: 400))
            meter.accessibilityIdentifier = Identifier.meter
            meter.isUserInteractionEnabled = false
            for index in 0..<10 {
                let segment = UIView(frame: CGRect(x: 0, y: CGFloat(9 - index) * 40 + 4, width: 60, height: 32))
                segment.layer.cornerRadius = 6
                segment.accessibilityIdentifier = "segment-\(index)"
                meter.addSubview(segment)
                segments.append(segment)
            }
            view.addSubview(meter)
            slider.onValueChange = { [weak self] value in self?.showLevel(value) }
            slider.setValue(0.3)
            showLevel(0.3)
        }

        /// Lights `round(value × 10)` segments from the bottom.
        func showLevel(_ value: CGFloat) {
            let lit = Int((value * 10).rounded())
            for (index, segment) in segments.enumerated() {
                segment.backgroundColor = index < lit ? .systemGreen : .systemGray4
            }
        }
    }
}
