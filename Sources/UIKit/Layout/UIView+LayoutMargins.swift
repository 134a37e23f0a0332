/// Layout margins: the default 8 pt, a view controller's root view's system
/// minimum, directional margins, and preserving the superview's.
extension UIView {
    /// The margins of a view controller's root view until set: 16 pt on the
    /// sides of narrow screens, 20 pt from 414 pt wide (UIKit's system minimum
    /// layout margins), none at the top and bottom.
    static func systemMinimumMargins(forWidth width: CGFloat) -> NSDirectionalEdgeInsets {
        let side: CGFloat = width >= 414 ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    var currentLayoutMargins: UIEdgeInsets {
        if let directional = currentDirectionalMarginsIfDirectional {
            return directional.edgeInsets(in: effectiveUserInterfaceLayoutDirection)
        }
        var margins = layoutState.margins
        if let minimum = respectedSystemMinimumMargins {
            margins.left = max(margins.left, minimum.leading)
            margins.right = max(margins.right, minimum.trailing)
        }
        return margins
    }

    /// A controller's root view whose controller respects the system minimum
    /// keeps its side margins at least that wide even when set smaller.
    private var respectedSystemMinimumMargins: NSDirectionalEdgeInsets? {
        guard layoutState.marginsWereSet, let controller = owningViewController,
              controller.viewRespectsSystemMinimumLayoutMargins else { return nil }
        return UIView.systemMinimumMargins(forWidth: window?.screen.bounds.width ?? bounds.width)
    }

    private var currentDirectionalMarginsIfDirectional: NSDirectionalEdgeInsets? {
        if var directional = layoutState.directionalMargins {
            if let minimum = respectedSystemMinimumMargins {
                directional.leading = max(directional.leading, minimum.leading)
                directional.trailing = max(directional.trailing, minimum.trailing)
            }
            return directional
        }
        if !layoutState.marginsWereSet, owningViewController != nil {
            return UIView.systemMinimumMargins(forWidth: window?.screen.bounds.width ?? bounds.width)
        }
        return nil
    }

    var currentDirectionalLayoutMargins: NSDirectionalEdgeInsets {
        if let directional = currentDirectionalMarginsIfDirectional { return directional }
        let margins = layoutState.margins
        return isRightToLeft
            ? NSDirectionalEdgeInsets(top: margins.top, leading: margins.right, bottom: margins.bottom, trailing: margins.left)
            : NSDirectionalEdgeInsets(top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
    }

    func setLayoutMargins(_ margins: UIEdgeInsets?, directional: NSDirectionalEdgeInsets?) {
        layoutState.marginsWereSet = true
        if let margins {
            layoutState.margins = margins
            layoutState.directionalMargins = nil
        } else {
            layoutState.directionalMargins = directional
        }
        layoutMarginsChanged()
    }

    func layoutMarginsChanged() {
        layoutEngineIfActive?.marginsDidChange(of: self)
        layoutMarginsDidChange()
        owningViewController?.viewLayoutMarginsDidChange()
        setNeedsLayout()
    }

    /// The margins the margins guide and margin attributes use: the set
    /// margins, measured from the safe area when `insetsLayoutMarginsFromSafeArea`,
    /// and at least the superview's where they overlap when
    /// `preservesSuperviewLayoutMargins`.
    var effectiveLayoutMargins: UIEdgeInsets {
        var margins = currentLayoutMargins
        if layoutState.insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            margins = UIEdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                                   bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
        }
        if layoutState.preservesSuperviewLayoutMargins, let parent = superview {
            let outer = parent.effectiveLayoutMargins
            let frame = self.frame
            let parentBounds = parent.bounds
            margins.left = max(margins.left, outer.left - (frame.minX - parentBounds.minX))
            margins.top = max(margins.top, outer.top - (frame.minY - parentBounds.minY))
            margins.right = max(margins.right, outer.right - (parentBounds.maxX - frame.maxX))
            margins.bottom = max(margins.bottom, outer.bottom - (parentBounds.maxY - frame.maxY))
        }
        return margins
    }
}
