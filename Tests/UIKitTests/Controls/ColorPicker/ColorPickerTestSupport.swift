import Foundation
@testable import UIKit
import UIKitTesting

/// Pickers and wells shown the same way in every test, on the default
/// device (iPhone 15 Pro, 393 × 852 pt): the picker as a sheet at the large
/// detent, its view from y = 69.
@MainActor
enum ColorPickerFixture {
    /// A presenter in `host` presenting a picker configured by `configure`,
    /// settled.
    static func present(in host: UITestHost, configure: (UIColorPickerViewController) -> Void = { _ in })
        -> (presenter: UIViewController, picker: UIColorPickerViewController) {
        let presenter = UIViewController()
        presenter.view.backgroundColor = .systemBackground
        host.rootViewController = presenter
        let picker = UIColorPickerViewController()
        configure(picker)
        presenter.present(picker, animated: true)
        host.runUntilIdle()
        return (presenter, picker)
    }

    /// `point` in `view`'s coordinates, in the window's.
    static func inWindow(_ point: CGPoint, of view: UIView) -> CGPoint {
        view.convert(point, to: nil)
    }

    /// The middle of the grid cell at `row`, `column`, in the window.
    static func cellCenter(_ picker: UIColorPickerViewController, row: Int, column: Int) -> CGPoint {
        let rect = picker.gridView.rect(row: row, column: column)
        return inWindow(CGPoint(x: rect.midX, y: rect.midY), of: picker.gridView)
    }

    /// The middle of segment `index` of the picker's segmented control, in the window.
    static func segmentCenter(_ picker: UIColorPickerViewController, _ page: UIColorPickerViewController.Page)
        -> CGPoint {
        let control = picker.segmentedControl
        let width = control.bounds.width / CGFloat(UIColorPickerViewController.Page.allCases.count)
        return inWindow(CGPoint(x: width * (CGFloat(page.rawValue) + 0.5), y: control.bounds.midY), of: control)
    }

    /// The thumb's middle of a color slider, in the window.
    static func thumbCenter(_ slider: ColorPickerSlider) -> CGPoint {
        inWindow(slider.thumbCenter(for: slider.value), of: slider)
    }

    /// The point at fractions `x`, `y` of the spectrum, in the window.
    static func spectrumPoint(_ picker: UIColorPickerViewController, x: CGFloat, y: CGFloat) -> CGPoint {
        let bounds = picker.spectrumView.bounds
        return inWindow(CGPoint(x: bounds.width * x, y: bounds.height * y), of: picker.spectrumView)
    }

    /// `color`'s channels as the Sliders page shows them in hex.
    static func hex(_ color: UIColor) -> String {
        ColorPickerComponents(color).hexString
    }
}

/// What a picker's delegate heard, in order: "select FF0000 continuous",
/// "select FF0000 final", "finish (dismissing)".
@MainActor
final class ColorPickerDelegateRecorder: UIColorPickerViewControllerDelegate {
    private(set) var events: [String] = []

    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor,
                                   continuously: Bool) {
        events.append("select \(ColorPickerFixture.hex(color)) \(continuously ? "continuous" : "final")")
    }

    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
        events.append(viewController.isBeingDismissed ? "finish (dismissing)" : "finish")
    }
}

/// A delegate written for iOS 14: it implements only the old selection method.
@MainActor
final class ColorPickerLegacyDelegate: UIColorPickerViewControllerDelegate {
    private(set) var events: [String] = []

    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {
        events.append("didSelectColor \(ColorPickerFixture.hex(viewController.selectedColor))")
    }
}
