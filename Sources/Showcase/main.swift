import Foundation
import QuartzCore

/// The showcase: every Kumiki capability on a screen of its own. Until the window
/// host exists it renders each screen headlessly to a PNG and prints the path.
let usage = """
    Usage: swift run Showcase [--screen NAME] [--headless DIR] [--scale N]
      --screen NAME   render only this screen (\(ShowcaseCatalog.screens.map { $0.name }.joined(separator: ", ")))
      --headless DIR  folder for the PNG screens (default: showcase-output)
      --scale N       pixels per point (default: 3, as on iPhone 15 Pro)
      --help          this text
    """

let arguments = Array(CommandLine.arguments.dropFirst())
var outputFolder = "showcase-output"
var onlyScreen: String?
var scale: CGFloat = 3

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
if arguments.contains("--headless") { outputFolder = value(after: "--headless") }
if arguments.contains("--screen") { onlyScreen = value(after: "--screen") }
if arguments.contains("--scale") {
    guard let parsed = Double(value(after: "--scale")), parsed > 0 else {
        print("--scale needs a positive number")
        exit(2)
    }
    scale = CGFloat(parsed)
}

/// iPhone 15 Pro in points.
let deviceSize = CGSize(width: 393, height: 852)
let screens = ShowcaseCatalog.screens.filter { onlyScreen == nil || $0.name == onlyScreen }
if screens.isEmpty {
    print("unknown screen '\(onlyScreen ?? "")'\n\n\(usage)")
    exit(2)
}
try FileManager.default.createDirectory(atPath: outputFolder, withIntermediateDirectories: true)
print("No window host yet: rendering the showcase headlessly.")
for screen in screens {
    let image = LayerCompositor.image(of: screen.makeRootLayer(size: deviceSize), size: deviceSize, scale: scale)
    let path = URL(fileURLWithPath: outputFolder).appendingPathComponent("\(screen.name).png")
    try image.pngData()!.write(to: path)
    print("\(screen.name): \(screen.summary)\n  → \(path.path)")
}
