import Foundation
import UIKit

// Auto Layout as iOS code writes it: anchors, the item-attribute initializer,
// visual formats, stack views, guides, priorities, fitting sizes, and a small
// anchor DSL of the kind layout libraries build on NSLayoutAnchor.

final class BottomSheetController: UIViewController {
    let sheet = UIView()
    let handle = UIView()
    var sheetTop: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        sheet.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(sheet)
        sheetTop = sheet.topAnchor.constraint(equalTo: view.topAnchor, constant: 400)
        sheetTop.identifier = "sheetTop"
        NSLayoutConstraint.activate([
            sheetTop,
            sheet.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            sheet.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            sheet.heightAnchor.constraint(equalTo: view.heightAnchor),
        ])
        handle.translatesAutoresizingMaskIntoConstraints = false
        sheet.addSubview(handle)
        handle.centerXAnchor.constraint(equalTo: sheet.centerXAnchor).isActive = true
        handle.topAnchor.constraint(equalToSystemSpacingBelow: sheet.topAnchor, multiplier: 1).isActive = true
        handle.widthAnchor.constraint(equalToConstant: 36).isActive = true
        handle.heightAnchor.constraint(equalTo: handle.widthAnchor, multiplier: 5.0 / 36.0).isActive = true
    }

    func expand() {
        sheetTop.constant = 100
        UIView.animate(withDuration: 0.3) {
            self.view.layoutIfNeeded()
        }
    }
}

final class FormView: UIView {
    let stack = UIStackView()
    let nameLabel = UILabel()
    let field = UIView()
    let spacerGuide = UILayoutGuide()

    override init(frame: CGRect) {
        super.init(frame: frame)
        stack.axis = .vertical
        stack.alignment = .fill
        stack.distribution = .equalSpacing
        stack.spacing = UIStackView.spacingUseSystem
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        stack.addArrangedSubview(nameLabel)
        stack.insertArrangedSubview(field, at: 1)
        stack.setCustomSpacing(20, after: nameLabel)
        _ = stack.customSpacing(after: field) == UIStackView.spacingUseDefault
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        addLayoutGuide(spacerGuide)
        nameLabel.setContentHuggingPriority(.defaultHigh + 1, for: .vertical)
        nameLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
        nameLabel.numberOfLines = 0
        let views: [String: Any] = ["stack": stack]
        let metrics = ["margin": 12]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-margin-[stack]-margin-|", options: [],
                                           metrics: metrics, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|-[stack(>=44@750)]-(>=0)-|",
                                             options: .directionLeadingToTrailing, metrics: nil, views: views))
        spacerGuide.heightAnchor.constraint(equalToConstant: 10).isActive = true
        spacerGuide.topAnchor.constraint(equalTo: stack.bottomAnchor).isActive = true
        spacerGuide.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor).isActive = true
        spacerGuide.widthAnchor.constraint(equalTo: readableContentGuide.widthAnchor).isActive = true
        _ = safeAreaLayoutGuide.layoutFrame
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 120)
    }

    override func updateConstraints() {
        super.updateConstraints()
    }

    func measure() -> CGSize {
        let fitted = systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        let width = systemLayoutSizeFitting(CGSize(width: 320, height: 0),
                                            withHorizontalFittingPriority: .required,
                                            verticalFittingPriority: .fittingSizeLevel)
        setNeedsUpdateConstraints()
        updateConstraintsIfNeeded()
        _ = hasAmbiguousLayout
        _ = constraintsAffectingLayout(for: .vertical)
        return CGSize(width: max(fitted.width, width.width), height: width.height)
    }
}

final class ScrollingContent: UIView {
    let scrollView = UIScrollView()
    let content = UIView()

    func build() {
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        content.translatesAutoresizingMaskIntoConstraints = false
        addSubview(scrollView)
        scrollView.addSubview(content)
        NSLayoutConstraint.activate([
            scrollView.frameLayoutGuide.widthAnchor.constraint(equalTo: widthAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 2000),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
        ])
    }
}

// A miniature anchor DSL, as layout libraries write one.
infix operator ~~: ComparisonPrecedence

@MainActor
@discardableResult
func ~~ <T: AnyObject>(lhs: NSLayoutAnchor<T>, rhs: NSLayoutAnchor<T>) -> NSLayoutConstraint {
    let constraint = lhs.constraint(equalTo: rhs)
    constraint.isActive = true
    return constraint
}

@MainActor
func pinEdges(of view: UIView, to other: UIView, insets: UIEdgeInsets = .zero) -> [NSLayoutConstraint] {
    view.translatesAutoresizingMaskIntoConstraints = false
    let constraints = [
        view.topAnchor.constraint(equalTo: other.topAnchor, constant: insets.top),
        view.leftAnchor.constraint(equalTo: other.leftAnchor, constant: insets.left),
        other.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: insets.bottom),
        other.rightAnchor.constraint(equalTo: view.rightAnchor, constant: insets.right),
    ]
    NSLayoutConstraint.activate(constraints)
    let width: NSLayoutDimension = view.leadingAnchor.anchorWithOffset(to: view.trailingAnchor)
    _ = width.constraint(greaterThanOrEqualToConstant: 1)
    _ = view.firstBaselineAnchor.constraint(equalTo: other.lastBaselineAnchor)
    _ = view.centerYAnchor ~~ other.centerYAnchor
    let priority: UILayoutPriority = UILayoutPriority(rawValue: 999)
    constraints.first?.priority = priority
    NSLayoutConstraint.deactivate(constraints)
    other.removeConstraints(other.constraints)
    return constraints
}
