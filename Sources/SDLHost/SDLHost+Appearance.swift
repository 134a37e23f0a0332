import Foundation
import UIKit

/// The system appearance in the window: Ctrl+D (⌘D) switches between light
/// and dark, as the Dark Mode button in Control Center does. (SDL2 does not
/// report the desktop's dark preference, so the window starts light.)
extension SDLHost {
    /// Switches the system appearance between light and dark: every window,
    /// controller and view that inherits it hears the change and redraws.
    public func toggleDarkMode() {
        application.makeCurrent()
        let traits = application.systemTraits
        let next: UIUserInterfaceStyle = traits.userInterfaceStyle == .dark ? .light : .dark
        application.systemTraits = traits.modifyingTraits { $0.userInterfaceStyle = next }
        _ = runTurn()
    }
}
