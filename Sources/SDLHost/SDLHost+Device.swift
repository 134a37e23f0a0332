import CSDL2
import Foundation
import UIKit

/// What `UIDevice.current` reports in a window: the chosen device's idiom,
/// this computer's identity, and this computer's power supply as the battery.
extension SDLHost {
    /// Seconds between readings of the power supply (media time). iOS reports
    /// level changes at most once a minute, so reading twice as often loses none.
    static let batteryReadingInterval: TimeInterval = 30

    /// Describes the device to the app: idiom from `device`, a vendor
    /// identifier stable for this computer and program, and the battery now.
    func configureDevice() {
        let machine = (try? String(contentsOfFile: "/etc/machine-id", encoding: .utf8)) ?? ""
        let program = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? ""
        application.device.configure(idiom: device.userInterfaceIdiom, systemVersion: "17.0",
                                     identifierForVendor: UIDevice.vendorIdentifier(seed: machine + program))
        readBatteryIfDue(at: CACurrentMediaTime())
    }

    /// Reads the power supply when `batteryReadingInterval` has passed.
    func readBatteryIfDue(at now: CFTimeInterval) {
        guard now - lastBatteryReading >= Self.batteryReadingInterval else { return }
        lastBatteryReading = now
        var percent: Int32 = -1
        let state = SDL_GetPowerInfo(nil, &percent)
        let reading = Self.battery(from: state, percent: percent)
        application.device.sense(batteryState: reading.state, level: reading.level)
    }

    /// SDL's power state as iOS's battery: a computer without a battery, or
    /// whose battery SDL cannot read, reports `.unknown` and -1 as the
    /// simulator does.
    static func battery(from state: SDL_PowerState, percent: Int32) -> (state: UIDevice.BatteryState, level: Float) {
        let level: Float = percent >= 0 ? Float(min(percent, 100)) / 100 : -1
        switch state {
        case SDL_POWERSTATE_ON_BATTERY: return (.unplugged, level)
        case SDL_POWERSTATE_CHARGING: return (.charging, level)
        case SDL_POWERSTATE_CHARGED: return (.full, percent >= 0 ? level : 1)
        default: return (.unknown, -1)
        }
    }
}
