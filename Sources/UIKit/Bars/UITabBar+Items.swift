/// The item buttons, the background and what a tap does.
extension UITabBar: BarItemOwner, BarAppearanceOwner {
    /// The default color of unselected items: #999999 (uncertain, docs/BEHAVIOR.md).
    static let defaultUnselectedItemColor = UIColor(white: 0.6, alpha: 1)

    /// Replaces the items and their buttons (the controller's way in, which
    /// does not raise).
    func replaceItems(_ items: [UITabBarItem]?) {
        for button in buttons {
            if button.item.owner === self { button.item.owner = nil }
            button.removeFromSuperview()
        }
        itemList = items
        if let selected = selectedItem, items?.contains(where: { $0 === selected }) != true {
            selectedItem = nil
        }
        buttons = ((items ?? []).map { item in
            item.owner = self
            let button = TabBarButton(item: item)
            button.addTarget(self, action: UITabBar.buttonTapped(_:), for: .touchUpInside)
            addSubview(button)
            return button
        })
        refreshButtons()
        setNeedsLayout()
    }

    func barItemDidChange(_ item: UIBarItem) {
        refreshButtons()
    }

    func appearanceDidChange() {
        updateBackground()
    }

    /// Shows every item's state.
    func refreshButtons() {
        let selectedColor: UIColor = tintColor ?? .systemBlue
        let unselectedColor = unselectedItemTintColor ?? Self.defaultUnselectedItemColor
        for button in buttons {
            button.refresh(selected: button.item === selectedItem, selectedColor: selectedColor,
                           unselectedColor: unselectedColor)
        }
    }

    /// A touch ended on an item: a managing controller may refuse it; otherwise
    /// the item is selected and the delegate hears it (also when it was
    /// selected already).
    func buttonTapped(_ button: TabBarButton) {
        let item = button.item
        guard item.isEnabled, items?.contains(where: { $0 === item }) == true else { return }
        if let managingController, !managingController.tabBarShouldSelect(item) { return }
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }

    /// Draws the background the appearance (or the legacy properties) ask for.
    func updateBackground() {
        let appearance = standardAppearance
        if appearance.backgroundColor == nil, !appearanceWasSet, let barTintColor {
            backgroundView.show(effect: nil, color: barTintColor)
        } else if appearance.background == .material, !appearanceWasSet, !isTranslucent {
            backgroundView.show(effect: nil, color: appearance.backgroundColor ?? .systemBackground)
        } else {
            let color = appearance.background == .opaque ? appearance.backgroundColor ?? .systemBackground
                                                         : appearance.backgroundColor
            backgroundView.show(effect: appearance.backgroundEffect, color: color)
        }
        shadowView.backgroundColor = appearance.shadowColor
        shadowView.isHidden = appearance.shadowColor == nil
    }
}
