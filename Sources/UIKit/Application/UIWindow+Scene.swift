/// The window's scene.
extension UIWindow {
    /// The scene the window belongs to. Setting another scene of the app moves
    /// the window there; setting nil takes it off screen until it gets a scene
    /// again, as on iOS.
    public var windowScene: UIWindowScene? {
        get { windowSceneStorage }
        set {
            guard newValue !== windowSceneStorage else { return }
            windowSceneStorage = newValue
            isDetachedFromScene = newValue == nil
            application?.animationContext.noteChange()
            updateTraitCollection()
        }
    }
}
