import Foundation
import SDLHost
import ShowcaseKit
import UIKit
import UIKitTesting

/// The showcase: every Kumiki capability on a screen of its own, behind a home
/// screen. With a display (`DISPLAY` or `WAYLAND_DISPLAY`) it runs in a window
/// (SDLHost); without one, or with `--headless`, it renders each screen through
/// the test host — which shows exactly what a window would — to a PNG.
let allScreens: [any ShowcaseScreen.Type] = [ShowcaseCatalog.home] + ShowcaseCatalog.screens
let usage = """
    Usage: swift run Showcase [--device NAME] [--screen NAME] [--headless DIR] [--no-status-bar]
      --device NAME   \(SDLDevice.presets.map { "\"\($0.name)\"" }.joined(separator: ", ")) (default: iPhone 15 Pro)
      --screen NAME   start on this screen, or render only this screen headlessly
                      (\(allScreens.map { $0.name }.joined(separator: ", ")))
      --headless DIR  render the screens to PNG files in DIR instead of opening a window
                      (the default when there is no display; DIR defaults to showcase-output)
      --screenshot PNG  open the window, run it for a second, save what it shows to PNG, quit
      --right-to-left the interface reads right to left, as under an Arabic or Hebrew system language
      --dark          start in dark mode (the window can switch with Ctrl+D)
      --no-status-bar leave out the system status bar (9:41, signal, Wi‑Fi, battery) drawn over the
                      screens
      --help          this text

    In the window: the mouse is a finger; Ctrl or Alt + drag adds a second finger mirrored
    around the center (pinch, rotate); the wheel or trackpad drags at the pointer;
    Ctrl+R rotates; Ctrl+D switches dark mode; Escape or Ctrl+W quits.

    Environment: KUMIKI_SHOW_DAMAGE=1 tints, for one frame, what each frame drew again.
    """

let arguments = Array(CommandLine.arguments.dropFirst())

@MainActor func value(after flag: String) -> String {
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else {
        print("\(flag) needs a value\n\n\(usage)")
        exit(2)
    }
    return arguments[index + 1]
}

if arguments.contains("--help") || arguments.contains("-h") {
    print(usage)
    exit(0)
}
let known: Set<String> = ["--device", "--screen", "--headless", "--screenshot"]
let flags: Set<String> = ["--right-to-left", "--no-status-bar", "--dark"]
for (index, argument) in arguments.enumerated()
where argument.hasPrefix("-") && !known.contains(argument) && !flags.contains(argument) {
    if index > 0 && known.contains(arguments[index - 1]) { continue }
    print("unknown option '\(argument)'\n\n\(usage)")
    exit(2)
}

let deviceName = arguments.contains("--device") ? value(after: "--device") : SDLDevice.iPhone15Pro.name
guard let device = SDLDevice.preset(named: deviceName),
      let testDevice = [UITestDevice.iPhone15Pro, .iPhoneSE, .iPadPro11].first(where: { $0.name == device.name }) else {
    print("unknown device '\(deviceName)'\n\n\(usage)")
    exit(2)
}
let layoutDirection: UIUserInterfaceLayoutDirection = arguments.contains("--right-to-left") ? .rightToLeft : .leftToRight
let userInterfaceStyle: UIUserInterfaceStyle = arguments.contains("--dark") ? .dark : .light
/// The status bar is drawn over the navigation bar's top, as on iOS.
let showsStatusBar = !arguments.contains("--no-status-bar")
let onlyScreen = arguments.contains("--screen") ? value(after: "--screen") : nil
if let onlyScreen, ShowcaseCatalog.anyScreen(named: onlyScreen) == nil {
    print("unknown screen '\(onlyScreen)'\n\n\(usage)")
    exit(2)
}

/// Renders the screens to PNG files through the headless test host.
@MainActor func renderHeadlessly(to outputFolder: String) throws {
    let screens = allScreens.filter { onlyScreen == nil || $0.name == onlyScreen }
    try FileManager.default.createDirectory(atPath: outputFolder, withIntermediateDirectories: true)
    let size = testDevice.screenSize
    print("Rendering the showcase headlessly (\(testDevice.name), \(Int(size.width))×\(Int(size.height)) pt "
        + "at \(Int(testDevice.scale))×) into \(outputFolder)/.")
    for screen in screens {
        let host = UITestHost(device: testDevice, userInterfaceLayoutDirection: layoutDirection)
        host.showsStatusBar = showsStatusBar
        host.userInterfaceStyle = userInterfaceStyle
        host.rootViewController = ShowcaseCatalog.makeNavigableViewController(for: screen)
        // A moment in, so that animated screens show their motion.
        host.advance(by: 0.4)
        let path = URL(fileURLWithPath: outputFolder).appendingPathComponent("\(screen.name).png")
        try host.pngData().write(to: path)
        print("\(screen.name): \(screen.summary)\n  → \(path.path)")
    }
}

let environment = ProcessInfo.processInfo.environment
let display = [environment["DISPLAY"], environment["WAYLAND_DISPLAY"]].compactMap { $0 }.first { !$0.isEmpty }
if arguments.contains("--headless") {
    try renderHeadlessly(to: value(after: "--headless"))
} else if display == nil {
    print("No display (neither DISPLAY nor WAYLAND_DISPLAY is set): no window.")
    try renderHeadlessly(to: "showcase-output")
} else {
    let start = onlyScreen.flatMap(ShowcaseCatalog.anyScreen(named:)) ?? ShowcaseCatalog.home
    let screenshot = arguments.contains("--screenshot") ? value(after: "--screenshot") : nil
    let host: SDLHost
    do {
        host = try SDLHost(device: device, options: SDLHost.Options(userInterfaceLayoutDirection: layoutDirection,
                                                                    bundleIdentifier: "dev.kumiki.showcase",
                                                                    showsStatusBar: showsStatusBar))
    } catch {
        print("Could not open a window (\(error)).")
        try renderHeadlessly(to: "showcase-output")
        exit(0)
    }
    print("Kumiki showcase: \(device.name) in a \(Int(host.windowSize.window.width))×"
        + "\(Int(host.windowSize.window.height)) window, \(host.refreshRate) Hz, renderer \(host.rendererName).")
    if userInterfaceStyle == .dark { host.toggleDarkMode() }
    ShowcaseCatalog.show(start, in: host.window)
    host.window.makeKeyAndVisible()
    if let screenshot {
        host.run(until: CACurrentMediaTime() + 1)
        try host.readWindowPixels().pngData()?.write(to: URL(fileURLWithPath: screenshot))
        print("Saved the window to \(screenshot).")
    } else {
        print("Mouse = finger, Ctrl/Alt + drag = pinch and rotate, wheel = drag, Ctrl+R = rotate, Ctrl+D = dark mode, Escape = quit.")
        host.run()
    }
    host.close()
}
