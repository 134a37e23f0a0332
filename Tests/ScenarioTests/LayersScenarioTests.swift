import ShowcaseKit
import Testing
import UIKit
import UIKitTesting

/// The layers screen composites every layer property; what a person sees is
/// pinned by a reference image.
@MainActor
@Suite struct LayersScenarioTests {
    @Test func theLayersScreen() {
        let host = UITestHost(device: .iPhone15Pro)
        host.rootViewController = LayersScreen.makeViewController()
        assertSnapshot(of: host, named: "layers")
    }
}
