import Foundation

/// The delegate of the picker a `UIColorWell` presents: it hands each pick
/// to the well. A separate object so that the well does not show
/// `UIColorPickerViewControllerDelegate` conformance, which UIKit's well
/// does not have.
@MainActor
final class ColorWellPickerDelegate: UIColorPickerViewControllerDelegate {
    private weak var well: UIColorWell?

    init(well: UIColorWell) {
        self.well = well
    }

    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor,
                                   continuously: Bool) {
        well?.pickerDidSelect(color)
    }

    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
        if well?.presentedPicker === viewController { well?.presentedPicker = nil }
    }
}
