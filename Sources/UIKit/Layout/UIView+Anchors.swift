/// A view's anchors and layout guides.
extension UIView {
    private func anchor(_ attribute: NSLayoutConstraint.Attribute) -> LayoutTerm {
        .attribute(LayoutItemReference(self), attribute)
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(term: anchor(.leading)) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(term: anchor(.trailing)) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(term: anchor(.left)) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(term: anchor(.right)) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(term: anchor(.centerX)) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(term: anchor(.top)) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(term: anchor(.bottom)) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(term: anchor(.centerY)) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(term: anchor(.firstBaseline)) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(term: anchor(.lastBaseline)) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(term: anchor(.width)) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(term: anchor(.height)) }

    /// The layout guides added to this view.
    public var layoutGuides: [UILayoutGuide] { layoutState.guides }

    /// Adds `layoutGuide` to this view (moving it from another view).
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let owner = layoutGuide.owningView, owner !== self { owner.removeLayoutGuide(layoutGuide) }
        guard !layoutState.guides.contains(where: { $0 === layoutGuide }) else { return }
        layoutGuide.owningView = self
        layoutState.guides.append(layoutGuide)
        markSubtreeConstrained()
        layoutEngineIfActive?.itemNeedsRebuild()
    }

    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutState.guides.contains(where: { $0 === layoutGuide }) else { return }
        layoutState.guides.removeAll { $0 === layoutGuide }
        for constraint in layoutState.constraints + (superview?.layoutState.constraints ?? [])
        where constraint.allItems.contains(where: { $0 === layoutGuide }) {
            constraint.isActive = false
        }
        layoutGuide.owningView = nil
        layoutEngineIfActive?.itemNeedsRebuild()
    }

    /// The part of the view inside the safe area.
    public var safeAreaLayoutGuide: UILayoutGuide {
        builtInGuide(\.safeAreaGuide, .safeArea, identifier: "UIViewSafeAreaLayoutGuide")
    }

    /// The part of the view inside its layout margins.
    public var layoutMarginsGuide: UILayoutGuide {
        builtInGuide(\.marginsGuide, .margins, identifier: "UIViewLayoutMarginsGuide")
    }

    /// A column of comfortable reading width inside the margins.
    public var readableContentGuide: UILayoutGuide {
        builtInGuide(\.readableGuide, .readableContent, identifier: "UIViewReadableContentGuide")
    }

    func builtInGuide(_ path: WritableKeyPath<ViewLayoutState, UILayoutGuide?>, _ kind: UILayoutGuide.BuiltIn,
                      identifier: String) -> UILayoutGuide {
        if let guide = layoutState[keyPath: path] { return guide }
        let guide = UILayoutGuide()
        guide.identifier = identifier
        guide.builtIn = kind
        guide.owningView = self
        layoutState[keyPath: path] = guide
        markSubtreeConstrained()
        layoutEngineIfActive?.itemNeedsRebuild()
        return guide
    }
}
