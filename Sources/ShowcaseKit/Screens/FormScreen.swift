import UIKit

/// A sign-up form laid out entirely with Auto Layout: a scroll view sized by
/// its content layout guide, holding a stack of labels, fields and a button
/// in the readable content guide, with a name row that puts its two fields
/// side by side once the screen is wide enough. Rotating the device reflows it.
/// Its text fields move on with return, and the scroll view ends at the
/// keyboard layout guide, above the keyboard while it shows.
public enum FormScreen: ShowcaseScreen {
    public static let name = "form"
    public static let summary = "A form of stack views and anchors that reflows when the device rotates"

    public static func makeViewController() -> UIViewController {
        FormViewController()
    }

    public enum Identifier {
        public static let form = "form.stack"
        public static let nameRow = "form.names"
        public static let submit = "form.submit"
        public static func field(_ name: String) -> String { "form.field.\(name)" }
        /// The text field under the caption `name`.
        public static func input(_ name: String) -> String { "form.input.\(name)" }
    }

    /// Wider than this (points), the first and last name share a row.
    public static let sideBySideWidth: CGFloat = 500

    final class FormViewController: UIViewController {
        let scrollView = UIScrollView()
        let form = UIStackView()
        let nameRow = UIStackView()
        let submit = UIButton(type: .system)

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground

            let title = UILabel()
            title.text = "Create your account"
            title.font = .boldSystemFont(ofSize: 28)
            title.numberOfLines = 0

            nameRow.axis = .vertical
            nameRow.spacing = 12
            nameRow.distribution = .fillEqually
            nameRow.accessibilityIdentifier = Identifier.nameRow
            nameRow.addArrangedSubview(makeField("First name") { $0.textContentType = .givenName; $0.autocapitalizationType = .words })
            nameRow.addArrangedSubview(makeField("Last name") { $0.textContentType = .familyName; $0.autocapitalizationType = .words })

            form.axis = .vertical
            form.spacing = 12
            form.accessibilityIdentifier = Identifier.form
            submit.setTitle("Sign up", for: .normal)
            submit.backgroundColor = .systemBlue
            submit.setTitleColor(.white, for: .normal)
            submit.layer.cornerRadius = 12
            submit.accessibilityIdentifier = Identifier.submit
            submit.heightAnchor.constraint(equalToConstant: 50).isActive = true
            let email = makeField("Email") { field in
                field.textContentType = .emailAddress
                field.keyboardType = .emailAddress
                field.autocapitalizationType = .none
            }
            let password = makeField("Password") { field in
                field.textContentType = .newPassword
                field.isSecureTextEntry = true
                field.returnKeyType = .done
            }
            for view in [title, nameRow, email, password, submit] {
                form.addArrangedSubview(view)
            }
            form.setCustomSpacing(24, after: title)
            form.setCustomSpacing(24, after: form.arrangedSubviews[3])
            form.translatesAutoresizingMaskIntoConstraints = false
            scrollView.contentInsetAdjustmentBehavior = .never
            scrollView.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(form)
            view.addSubview(scrollView)

            let content = scrollView.contentLayoutGuide
            let readable = view.readableContentGuide
            NSLayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                // Above the keyboard while it shows, so every field can be scrolled into view.
                scrollView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
                scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
                form.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
                form.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -32),
                form.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
                form.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
            ])
        }

        /// The form's text fields, in the order return moves through them.
        private(set) var fields: [FormField] = []

        /// A caption above a rounded text field.
        func makeField(_ caption: String, configure: (FormField) -> Void = { _ in }) -> UIView {
            let label = UILabel()
            label.text = caption
            label.font = .systemFont(ofSize: 13)
            label.textColor = .secondaryLabel
            let field = FormField()
            field.backgroundColor = .secondarySystemGroupedBackground
            field.layer.cornerRadius = 8
            field.layer.borderWidth = 1
            field.accessibilityIdentifier = Identifier.input(caption)
            field.returnKeyType = .next
            field.delegate = self
            configure(field)
            field.heightAnchor.constraint(equalToConstant: 40).isActive = true
            fields.append(field)
            let stack = UIStackView(arrangedSubviews: [label, field])
            stack.axis = .vertical
            stack.spacing = 4
            stack.accessibilityIdentifier = Identifier.field(caption)
            return stack
        }

        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            let axis: NSLayoutConstraint.Axis = view.bounds.width > FormScreen.sideBySideWidth ? .horizontal : .vertical
            if nameRow.axis != axis { nameRow.axis = axis }
        }
    }

    /// A text field in a rounded box, its text 12 pt in from the sides. Its
    /// border is a layer's `CGColor`, which stays as set (as on iOS), so the
    /// field gives it the gray of each appearance.
    final class FormField: UITextField {
        override init(frame: CGRect) {
            super.init(frame: frame)
            layer.borderColor = UIColor.systemGray4.resolvedColor(with: traitCollection).cgColor
        }

        override func textRect(forBounds bounds: CGRect) -> CGRect {
            bounds.insetBy(dx: 12, dy: 0)
        }

        override func editingRect(forBounds bounds: CGRect) -> CGRect {
            bounds.insetBy(dx: 12, dy: 0)
        }

        required init?(coder: NSCoder) {
            return nil
        }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
                layer.borderColor = UIColor.systemGray4.resolvedColor(with: traitCollection).cgColor
            }
        }
    }
}

/// Return moves on to the next field, and the last one ends editing.
extension FormScreen.FormViewController: UITextFieldDelegate {
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        guard let index = fields.firstIndex(where: { $0 === textField }) else { return true }
        if index + 1 < fields.count {
            fields[index + 1].becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return false
    }
}
