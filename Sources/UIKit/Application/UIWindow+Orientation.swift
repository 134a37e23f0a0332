/// Which controller decides the window's orientation.
extension UIWindow {
    /// The controller whose `supportedInterfaceOrientations`,
    /// `preferredInterfaceOrientationForPresentation` and `shouldAutorotate`
    /// decide the interface's orientation while this window is key: the
    /// topmost controller presented over full screen, else the root view
    /// controller (sheets leave it to what they cover, as on iPhone).
    package var orientationDecidingController: UIViewController? {
        rootViewController?.screenDecidingController(forStatusBar: false)
    }
}
