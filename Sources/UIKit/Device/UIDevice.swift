import Foundation

/// The device the app runs on: what it is (idiom, model, system), how it is
/// held, and its battery. `UIDevice.current` is the running app's device; the
/// host describes it (a `UITestHost`'s `UITestDevice`, the window host's
/// `SDLDevice` and the computer's power supply).
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The running app's device.
    public class var current: UIDevice { UIApplication.shared.device }

    /// The device's name. Since iOS 16 apps without a special entitlement get the
    /// generic model name ("iPhone", "iPad") rather than the owner's name, and so
    /// does every Kumiki app.
    public var name: String { model }
    /// The kind of device: "iPhone", "iPad".
    public private(set) var model: String
    /// `model` in the user's language; Kumiki's is always `model`.
    public var localizedModel: String { model }
    /// The operating system apps see: "iOS", as on an iPhone (Kumiki follows iOS's
    /// behavior, whatever system actually runs it).
    public var systemName: String { "iOS" }
    /// The iOS version whose behavior the host presents ("17.0" unless the host
    /// says otherwise).
    public private(set) var systemVersion: String
    /// The interface idiom: `.phone` or `.pad` from the host's device.
    public private(set) var userInterfaceIdiom: UIUserInterfaceIdiom
    /// Identifies the device to one vendor's apps; stable for a host's device.
    public private(set) var identifierForVendor: UUID?
    /// Always true: iOS devices since the iPhone 3GS run apps in the background.
    public var isMultitaskingSupported: Bool { true }

    /// The orientation the sensors report, `.unknown` while nothing asks for
    /// orientation notifications.
    public var orientation: UIDeviceOrientation {
        orientationRequests > 0 ? sensedOrientation : .unknown
    }
    /// Whether orientation changes are being reported.
    public var isGeneratingDeviceOrientationNotifications: Bool { orientationRequests > 0 }

    /// Whether battery state and level are reported; `batteryState` is `.unknown`
    /// and `batteryLevel` -1 while this is false.
    public var isBatteryMonitoringEnabled = false
    /// Charging, full, unplugged, or unknown (monitoring off, or no battery).
    public var batteryState: UIDevice.BatteryState { isBatteryMonitoringEnabled ? battery.state : .unknown }
    /// The charge from 0 to 1, or -1 when unknown (monitoring off, or no battery).
    public var batteryLevel: Float { isBatteryMonitoringEnabled ? battery.level : -1 }

    /// Whether the proximity sensor turns the screen off when something is near.
    /// As on devices without a proximity sensor (every iPad, every Linux
    /// computer), setting it leaves it false.
    public var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }
    /// Whether something is near the proximity sensor: always false without one.
    public var proximityState: Bool { false }

    /// Orientation requests: UIKit makes one of its own at launch (it rotates
    /// the interface), so `orientation` answers in a fresh app as it does on iOS.
    private var orientationRequests = 1
    /// What the sensors report, whether or not anyone asked for it (UIKit
    /// turns the interface by it).
    package private(set) var sensedOrientation: UIDeviceOrientation = .portrait
    private var battery: (state: BatteryState, level: Float) = (.unknown, -1)
    /// The media time of the last level notification; iOS sends at most one a minute.
    private var lastLevelNotification: TimeInterval?
    private var isLevelNotificationPending = false
    private let timers: MediaTimerQueue

    init(timers: MediaTimerQueue) {
        self.timers = timers
        model = "iPhone"
        systemVersion = "17.0"
        userInterfaceIdiom = .phone
        identifierForVendor = nil
        super.init()
    }

    /// Starts orientation reporting (calls nest: each needs a matching end).
    public func beginGeneratingDeviceOrientationNotifications() {
        orientationRequests += 1
    }

    /// Ends one `beginGeneratingDeviceOrientationNotifications()`.
    public func endGeneratingDeviceOrientationNotifications() {
        orientationRequests = max(0, orientationRequests - 1)
    }
}

extension UIDevice {
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    public static let batteryStateDidChangeNotification =
        Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    public static let batteryLevelDidChangeNotification =
        Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    public static let proximityStateDidChangeNotification =
        Notification.Name("UIDeviceProximityStateDidChangeNotification")

    /// Seconds between battery level notifications at most, as iOS spaces them.
    static let batteryLevelNotificationInterval: TimeInterval = 60

    /// The host describes its device.
    package func configure(idiom: UIUserInterfaceIdiom, systemVersion: String, identifierForVendor: UUID?) {
        userInterfaceIdiom = idiom
        model = idiom == .pad ? "iPad" : "iPhone"
        self.systemVersion = systemVersion
        self.identifierForVendor = identifierForVendor
    }

    /// The host's sensors felt the device turn; observers hear of it while
    /// orientation notifications are on.
    package func sense(_ orientation: UIDeviceOrientation) {
        guard orientation != sensedOrientation else { return }
        sensedOrientation = orientation
        if isGeneratingDeviceOrientationNotifications {
            NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: self)
        }
    }

    /// The host read the battery: a state change is announced at once, a level
    /// change at most once a minute (media time), while monitoring is on.
    package func sense(batteryState state: BatteryState, level: Float) {
        let previous = battery
        battery = (state, state == .unknown ? -1 : min(max(level, 0), 1))
        guard isBatteryMonitoringEnabled else { return }
        if battery.state != previous.state {
            NotificationCenter.default.post(name: UIDevice.batteryStateDidChangeNotification, object: self)
        }
        if battery.level != previous.level { announceLevelChange() }
    }

    private func announceLevelChange() {
        let now = timers.clock.now
        guard let last = lastLevelNotification, now - last < Self.batteryLevelNotificationInterval else {
            lastLevelNotification = now
            NotificationCenter.default.post(name: UIDevice.batteryLevelDidChangeNotification, object: self)
            return
        }
        guard !isLevelNotificationPending else { return }
        isLevelNotificationPending = true
        _ = timers.schedule(after: last + Self.batteryLevelNotificationInterval - now) { [weak self] in
            guard let self else { return }
            self.isLevelNotificationPending = false
            guard self.isBatteryMonitoringEnabled else { return }
            self.lastLevelNotification = self.timers.clock.now
            NotificationCenter.default.post(name: UIDevice.batteryLevelDidChangeNotification, object: self)
        }
    }
}

extension UIDevice {
    /// A vendor identifier that stays the same for the same `seed` (a device's
    /// name, a machine's identity): 128 bits of two FNV-1a hashes, marked as a
    /// version 4 UUID so that it looks like the ones iOS hands out.
    package static func vendorIdentifier(seed: String) -> UUID {
        func fnv1a(_ bytes: some Sequence<UInt8>, basis: UInt64) -> UInt64 {
            bytes.reduce(basis) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
        }
        let utf8 = Array(seed.utf8)
        let high = fnv1a(utf8, basis: 0xcbf2_9ce4_8422_2325)
        let low = fnv1a(utf8.reversed(), basis: high)
        var bytes = (0..<8).map { UInt8(truncatingIfNeeded: high >> (56 - 8 * $0)) }
            + (0..<8).map { UInt8(truncatingIfNeeded: low >> (56 - 8 * $0)) }
        bytes[6] = bytes[6] & 0x0f | 0x40
        bytes[8] = bytes[8] & 0x3f | 0x80
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
}
