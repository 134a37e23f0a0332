import Foundation
import UIKit

// Alerts and action sheets as apps write them: the convenience initializers,
// handlers with and without trailing closures, the preferred action, enabling
// an action later, presenting from a controller.

final class AlertPresentingController: UIViewController {
    var saveAction: UIAlertAction?

    func confirmDeletion(of name: String) {
        let alert = UIAlertController(title: "Delete \(name)?", message: "This cannot be undone.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] action in
            self?.title = action.title
        })
        let save = UIAlertAction(title: "Save", style: .default)
        save.isEnabled = false
        alert.addAction(save)
        alert.preferredAction = save
        saveAction = save
        present(alert, animated: true, completion: nil)
    }

    func chooseSharing() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Copy", style: .default, handler: { _ in }))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(sheet, animated: true)
        let styles: [UIAlertAction.Style] = sheet.actions.map(\.style)
        let isSheet: Bool = sheet.preferredStyle == .actionSheet && UIAlertController.Style(rawValue: 1) == .alert
        _ = (styles, isSheet, sheet.message, sheet.title)
    }
}
