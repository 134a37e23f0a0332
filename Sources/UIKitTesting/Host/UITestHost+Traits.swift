import UIKit

/// The system settings that become traits, set as a person would in the
/// Settings app: every window, controller and view that inherits them hears
/// the change (`traitCollectionDidChange(_:)`, registrations) and redraws in
/// the new appearance.
extension UITestHost {
    /// Light or dark, system-wide (light at launch).
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { application.systemTraits.userInterfaceStyle }
        set { setSystemTraits { $0.userInterfaceStyle = newValue } }
    }

    /// The text size (Dynamic Type; `.large` at launch). Posts
    /// `UIContentSizeCategory.didChangeNotification` when it changes.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { application.systemTraits.preferredContentSizeCategory }
        set { setSystemTraits { $0.preferredContentSizeCategory = newValue } }
    }

    /// Increase Contrast (normal at launch).
    public var accessibilityContrast: UIAccessibilityContrast {
        get { application.systemTraits.accessibilityContrast }
        set { setSystemTraits { $0.accessibilityContrast = newValue } }
    }

    /// Bold Text (regular at launch).
    public var legibilityWeight: UILegibilityWeight {
        get { application.systemTraits.legibilityWeight }
        set { setSystemTraits { $0.legibilityWeight = newValue } }
    }

    private func setSystemTraits(_ mutations: (inout any UIMutableTraits) -> Void) {
        activate()
        application.systemTraits = application.systemTraits.modifyingTraits(mutations)
        runFrame()
    }
}
