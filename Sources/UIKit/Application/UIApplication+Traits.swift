import Foundation

/// The system's side of traits: the settings a user changes in the Settings
/// app (appearance, text size, contrast, bold text), which every window
/// scene starts from.
extension UIApplication {
    /// Light, the default text size (large), normal contrast, regular weight.
    static let defaultSystemTraits = UITraitCollection { traits in
        traits.userInterfaceStyle = .light
        traits.preferredContentSizeCategory = .large
        traits.accessibilityContrast = .normal
        traits.legibilityWeight = .regular
    }

    /// The system settings as traits. Hosts set them (`UITestHost`'s
    /// `userInterfaceStyle`, the window's dark-mode key); every window scene,
    /// window, controller and view that inherits them updates.
    package var systemTraits: UITraitCollection {
        get { systemTraitsStorage }
        set {
            let previous = systemTraitsStorage
            systemTraitsStorage = newValue
            if previous.preferredContentSizeCategory != newValue.preferredContentSizeCategory {
                NotificationCenter.default.post(
                    name: UIContentSizeCategory.didChangeNotification, object: self,
                    userInfo: [UIContentSizeCategory.newValueUserInfoKey: newValue.preferredContentSizeCategory])
            }
            screen.updateTraitCollection()
        }
    }

    /// The user's text size (Dynamic Type).
    public var preferredContentSizeCategory: UIContentSizeCategory {
        systemTraitsStorage.preferredContentSizeCategory
    }

    /// `UITraitCollection.current` on the main actor: the one set, else the
    /// key window's, else the screen's.
    var resolvingTraitCollection: UITraitCollection {
        explicitCurrentTraits ?? keyWindow?.traitCollection ?? screen.traitCollection
    }
}
