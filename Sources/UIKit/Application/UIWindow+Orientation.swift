/// Which controller decides the window's orientation.
extension UIWindow {
    /// The controller whose `supportedInterfaceOrientations`,
    /// `preferredInterfaceOrientationForPresentation` and `shouldAutorotate`
    /// decide the interface's orientation while this window is key: today the
    /// root view controller. When presentation lands, a controller presented
    /// full screen decides instead (the topmost such one).
    package var orientationDecidingController: UIViewController? {
        rootViewController
    }
}
