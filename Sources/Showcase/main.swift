import Foundation
import ShowcaseKit
import UIKit
import UIKitTesting

/// The showcase: every Kumiki capability on a screen of its own. Until the window
/// host exists it renders each screen headlessly (through the test host, which
/// shows exactly what a window would) to a PNG and prints the path.
let usage = """
    Usage: swift run Showcase [--screen NAME] [--headless DIR]
      --screen NAME   render only this screen (\(ShowcaseCatalog.screens.map { $0.name }.joined(separator: ", ")))
      --headless DIR  folder for the PNG screens (default: showcase-output)
      --help          this text
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
let outputFolder = arguments.contains("--headless") ? value(after: "--headless") : "showcase-output"
let onlyScreen = arguments.contains("--screen") ? value(after: "--screen") : nil
let screens = ShowcaseCatalog.screens.filter { onlyScreen == nil || $0.name == onlyScreen }
if screens.isEmpty {
    print("unknown screen '\(onlyScreen ?? "")'\n\n\(usage)")
    exit(2)
}
try FileManager.default.createDirectory(atPath: outputFolder, withIntermediateDirectories: true)
print("No window host yet: rendering the showcase headlessly (iPhone 15 Pro, 393×852 pt at 3×).")
for screen in screens {
    let host = UITestHost(device: .iPhone15Pro)
    host.rootViewController = screen.makeViewController()
    // A moment in, so that animated screens show their motion.
    host.advance(by: 0.4)
    let path = URL(fileURLWithPath: outputFolder).appendingPathComponent("\(screen.name).png")
    try host.pngData().write(to: path)
    print("\(screen.name): \(screen.summary)\n  → \(path.path)")
}
