// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Kumiki",
    products: [
        .library(name: "CoreGraphics", targets: ["CoreGraphics", "_Testing_CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "UIKit", targets: ["UIKit", "_Testing_UIKit"]),
        .library(name: "UIKitTesting", targets: ["UIKitTesting"]),
        .executable(name: "Showcase", targets: ["Showcase"]),
        .executable(name: "Benchmarks", targets: ["Benchmarks"]),
    ],
    targets: [
        // Cairo, Pango and PangoCairo from Debian's -dev packages, found through pkg-config.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        // Swift Testing declares cross-import overlays with these names; Linux does not
        // ship them, so without these empty modules `import Testing` next to
        // `import CoreGraphics`/`import UIKit` fails (see DESIGN.md).
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "_Testing_UIKit"),
        .target(name: "CoreGraphics", dependencies: ["CCairo", "_Testing_CoreGraphics"]),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics"]),
        .target(name: "UIKit", dependencies: ["QuartzCore", "CCairo", "_Testing_UIKit"]),
        .target(name: "UIKitTesting", dependencies: ["UIKit"]),
        // The showcase's screens live in a library so that scenario tests drive them too.
        .target(name: "ShowcaseKit", dependencies: ["UIKit"]),
        .executableTarget(name: "Showcase", dependencies: ["ShowcaseKit", "UIKit", "UIKitTesting"]),
        .executableTarget(name: "Benchmarks", dependencies: ["CoreGraphics", "QuartzCore", "UIKit", "UIKitTesting", "CCairo"]),
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics"]),
        .testTarget(
            name: "QuartzCoreTests",
            dependencies: ["QuartzCore", "UIKitTesting"],
            exclude: ["Rendering/__Snapshots__"]
        ),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "UIKitTesting"]),
        .testTarget(name: "UIKitTestingTests", dependencies: ["UIKit", "UIKitTesting"]),
        .testTarget(name: "ScenarioTests", dependencies: ["ShowcaseKit", "UIKit", "UIKitTesting"], exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
