// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Kumiki",
    products: [
        .library(name: "CoreGraphics", targets: ["CoreGraphics", "_Testing_CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "UIKit", targets: ["UIKit", "_Testing_UIKit"]),
        // Uniform type identifiers (UTType), which UIKit uses but, as on iOS, does not re-export.
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "UIKitTesting", targets: ["UIKitTesting"]),
        .library(name: "SDLHost", targets: ["SDLHost"]),
        .executable(name: "Showcase", targets: ["Showcase"]),
        .executable(name: "Benchmarks", targets: ["Benchmarks"]),
        .executable(name: "Fuzz", targets: ["Fuzz"]),
        // The showcase's screens, for apps' and tools' own tests to drive.
        .library(name: "ShowcaseKit", targets: ["ShowcaseKit"]),
        // The porting tool: `swift run kumiki-port <dir> [--diff]` (docs/PORTING.md).
        .executable(name: "kumiki-port", targets: ["kumiki-port"]),
    ],
    targets: [
        // Cairo, Pango and PangoCairo from Debian's -dev packages, found through pkg-config.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpixman-1-dev", "libpango1.0-dev"])]
        ),
        // gdk-pixbuf decodes JPEG, GIF and BMP and encodes JPEG; librsvg rasterizes SVG
        // (named images, asset catalogs, and the Bootstrap icons behind system symbols).
        .systemLibrary(
            name: "CGdkPixbuf",
            pkgConfig: "gdk-pixbuf-2.0",
            providers: [.apt(["libgdk-pixbuf-2.0-dev"])]
        ),
        .systemLibrary(
            name: "CRsvg",
            pkgConfig: "librsvg-2.0",
            providers: [.apt(["librsvg2-dev"])]
        ),
        // SDL2 from Debian's -dev package, for the window host.
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        // Swift Testing declares cross-import overlays with these names; Linux does not
        // ship them, so without these empty modules `import Testing` next to
        // `import CoreGraphics`/`import UIKit` fails (see docs/ARCHITECTURE.md).
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "_Testing_UIKit"),
        .target(name: "CoreGraphics", dependencies: ["CCairo", "_Testing_CoreGraphics"]),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics"]),
        // UniformTypeIdentifiers: UTType and the type table (Foundation only).
        .target(name: "UniformTypeIdentifiers"),
        .target(name: "UIKit", dependencies: ["QuartzCore", "UniformTypeIdentifiers", "Cassowary", "CCairo", "CGdkPixbuf", "CRsvg", "_Testing_UIKit"]),
        .target(name: "UIKitTesting", dependencies: ["UIKit"]),
        .target(name: "SDLHost", dependencies: ["UIKit", "CSDL2"]),
        // The showcase's screens live in a library so that scenario tests drive them too.
        .target(name: "ShowcaseKit", dependencies: ["UIKit"]),
        .executableTarget(name: "Showcase", dependencies: ["ShowcaseKit", "UIKit", "UIKitTesting", "SDLHost"]),
        .executableTarget(name: "Fuzz", dependencies: ["ShowcaseKit", "UIKit", "UIKitTesting"]),
        .executableTarget(name: "Benchmarks", dependencies: ["CoreGraphics", "QuartzCore", "UIKit", "UIKitTesting", "CCairo",
                                                            "SDLHost", "CSDL2", "ShowcaseKit"]),
        // kumiki-port: a token-level rewriter for ported iOS code (no SwiftSyntax, no Kumiki modules).
        .target(name: "KumikiPort"),
        // Cassowary: a pure-Swift incremental linear constraint solver (no Kumiki modules).
        .target(name: "Cassowary"),
        .executableTarget(name: "kumiki-port", dependencies: ["KumikiPort"]),
        // Helpers every test target shares (approximate equality, exit-test output).
        .target(name: "TestSupport", dependencies: ["CoreGraphics", "QuartzCore"], path: "Tests/TestSupport"),
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics", "TestSupport"]),
        .testTarget(
            name: "QuartzCoreTests",
            dependencies: ["QuartzCore", "UIKitTesting", "TestSupport"],
            exclude: ["Rendering/__Snapshots__", "Layer/__Snapshots__"]
        ),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "UniformTypeIdentifiers", "UIKitTesting", "TestSupport"], exclude: ["Animation/__Snapshots__", "Images/__Snapshots__", "Images/Fixtures", "Text/__Snapshots__", "Buttons/__Snapshots__", "Scrolling/__Snapshots__", "Lists/__Snapshots__", "Lists/Table/__Snapshots__", "Lists/Configurations/__Snapshots__", "Controls/__Snapshots__", "Controls/Search/__Snapshots__", "Controls/DatePicker/__Snapshots__", "Controls/ColorPicker/__Snapshots__", "Controllers/__Snapshots__", "Application/__Snapshots__", "Controllers/Alerts/__Snapshots__", "Bars/__Snapshots__", "DragAndDrop/__Snapshots__", "Traits/__Snapshots__", "TextInput/__Snapshots__", "TextInput/Keyboard/__Snapshots__", "TextInput/TextView/__Snapshots__", "Menus/EditMenu/__Snapshots__", "Menus/ContextMenu/__Snapshots__", "Effects/__Snapshots__"]),
        .testTarget(name: "UIKitTestingTests", dependencies: ["UIKit", "UIKitTesting", "TestSupport"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "SDLHostTests", dependencies: ["SDLHost", "CSDL2", "ShowcaseKit", "UIKit", "UIKitTesting",
                                                        "TestSupport"]),
        // Compile-only: Apple's API used as Apple declares it, in Swift 5 mode like most iOS code.
        .testTarget(name: "APISurfaceTests", dependencies: ["UIKit", "UniformTypeIdentifiers"], exclude: ["README.md"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "ScenarioTests", dependencies: ["ShowcaseKit", "UIKit", "UIKitTesting", "TestSupport"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "KumikiPortTests", dependencies: ["KumikiPort"], exclude: ["Fixtures"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "UniformTypeIdentifiersTests", dependencies: ["UniformTypeIdentifiers"]),
    ],
    swiftLanguageModes: [.v6]
)
