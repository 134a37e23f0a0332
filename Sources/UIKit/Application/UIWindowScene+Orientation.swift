import Foundation

/// Which orientations the interface may take, and turning it: when the device
/// turns, when a controller's supported orientations change, and on request.
extension UIWindowScene {
    /// Asks for a change of the scene's geometry: with
    /// `GeometryPreferences.iOS(interfaceOrientations:)`, turns the interface to
    /// one of the requested orientations the app and the deciding controller
    /// allow (the current one when it is among them; else the device's; else
    /// the first of portrait, landscape right, landscape left, upside down).
    ///
    /// When no host shows the scene (one made by app code), `errorHandler`
    /// gets code 100 (`geometryRequestUnsupported`). When none of them is
    /// allowed, `errorHandler` gets an `NSError` of
    /// `UISceneErrorDomain`, code 101, "None of the requested orientations are
    /// supported by the view controller. Requested: landscapeLeft; Supported:
    /// portrait" (iOS's words; Kumiki lists several orientations separated by
    /// commas). Kumiki calls the handler before returning, where iOS calls it
    /// later on the main queue. The turn itself is the host's rotation
    /// transition (0.3 s; advance time to finish it).
    public func requestGeometryUpdate(_ geometryPreferences: UIWindowScene.GeometryPreferences,
                                      errorHandler: ((any Error) -> Void)? = nil) {
        guard let preferences = geometryPreferences as? GeometryPreferences.iOS else {
            errorHandler?(Self.sceneError(code: 100, "The requested geometry preferences are not supported on this platform."))
            return
        }
        let requested = preferences.interfaceOrientations
        let supported = supportedInterfaceOrientations
        let allowed = requested.intersection(supported)
        guard !allowed.isEmpty else {
            errorHandler?(Self.sceneError(code: 101, "None of the requested orientations are supported by the view controller. "
                + "Requested: \(requested.names); Supported: \(supported.names)"))
            return
        }
        guard let turnInterface else {
            errorHandler?(Self.sceneError(code: 100, "The scene is not shown by a host that can turn it (Kumiki)."))
            return
        }
        let target = Self.pick(from: allowed, current: interfaceOrientation, device: deviceInterfaceOrientation)
        if target != interfaceOrientation { turnInterface(target) }
    }

    /// The orientations the interface may take now: the app's (its delegate's
    /// `application(_:supportedInterfaceOrientationsFor:)`, by default all but
    /// upside down on iPhone and all on iPad) that the deciding controller
    /// (`UIWindow.orientationDecidingController`) supports too.
    ///
    /// Stops the app, with UIKit's message, when the two have none in common
    /// and the controller's `shouldAutorotate` is true.
    package var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        let application = self.application ?? .shared
        let window = orientationWindow
        let appMask = application.delegate?.application(application, supportedInterfaceOrientationsFor: window)
            ?? .idiomDefault(application.device.userInterfaceIdiom)
        guard let controller = window?.orientationDecidingController else { return appMask }
        let common = appMask.intersection(controller.supportedInterfaceOrientations)
        if common.isEmpty && controller.shouldAutorotate {
            UncaughtException.raise("UIApplicationInvalidInterfaceOrientation", reason:
                "Supported orientations has no common orientation with the application, and "
                + "[\(String(reflecting: type(of: controller))) shouldAutorotate] is returning YES")
        }
        return common.isEmpty ? appMask : common
    }

    /// The device turned (hosts call this after `UIDevice` sensed it): the
    /// interface follows when the deciding controller autorotates and the new
    /// orientation is allowed.
    package func deviceOrientationDidChange() {
        let target = deviceInterfaceOrientation
        guard target != .unknown, target != interfaceOrientation, autorotates,
              supportedInterfaceOrientations.allows(target) else { return }
        turnInterface?(target)
    }

    /// The deciding controller's supported orientations changed
    /// (`setNeedsUpdateOfSupportedInterfaceOrientations()`): an interface in an
    /// orientation no longer allowed turns to an allowed one (the device's if
    /// it can), and one that could follow the device now does, as on iOS.
    package func supportedInterfaceOrientationsDidChange() {
        let supported = supportedInterfaceOrientations
        let device = deviceInterfaceOrientation
        let target: UIInterfaceOrientation
        if !supported.allows(interfaceOrientation) {
            let preferred = orientationWindow?.orientationDecidingController?.preferredInterfaceOrientationForPresentation
            target = supported.allows(device) ? device
                : preferred.flatMap { supported.allows($0) ? $0 : nil }
                ?? Self.pick(from: supported, current: interfaceOrientation, device: device)
        } else if device != .unknown, supported.allows(device), autorotates {
            target = device
        } else {
            return
        }
        if target != interfaceOrientation { turnInterface?(target) }
    }

    /// The window whose controller decides orientation: the key window, else
    /// the frontmost visible one.
    private var orientationWindow: UIWindow? {
        keyWindow ?? windows.last { !$0.isHidden }
    }

    private var autorotates: Bool {
        orientationWindow?.orientationDecidingController?.shouldAutorotate ?? true
    }

    /// The interface orientation the device's orientation would show.
    private var deviceInterfaceOrientation: UIInterfaceOrientation {
        UIInterfaceOrientation(deviceOrientation: (application ?? .shared).device.sensedOrientation)
    }

    private static func pick(from allowed: UIInterfaceOrientationMask, current: UIInterfaceOrientation,
                             device: UIInterfaceOrientation) -> UIInterfaceOrientation {
        if allowed.allows(current) { return current }
        if allowed.allows(device) { return device }
        return allowed.orientations.first ?? current
    }

    private static func sceneError(code: Int, _ message: String) -> NSError {
        NSError(domain: UISceneErrorDomain, code: code, userInfo: [NSLocalizedDescriptionKey: message])
    }
}
