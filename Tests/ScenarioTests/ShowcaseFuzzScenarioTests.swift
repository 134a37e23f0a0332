import ShowcaseKit
import Testing
import UIKit
import UIKitTesting

/// The showcase survives a short fixed-seed run of random fingers from its
/// home screen (taps there and on the back tiles navigate between screens);
/// `make fuzz` runs a million events.
@MainActor
@Suite struct ShowcaseFuzzScenarioTests {
    /// The screens lay out as on the device, for a ninth of the pixels and half the frames.
    static let lightDevice = UITestDevice.iPhone15ProAt1x

    @Test func randomFingersBreakNothingOnAnyScreen() {
        var fuzzer = TouchFuzzer(seed: 24)
        let failure = fuzzer.run(events: 3_000) {
            let host = UITestHost(device: Self.lightDevice)
            host.rootViewController = ShowcaseCatalog.makeNavigableViewController(for: ShowcaseCatalog.home)
            return host
        }
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    }
}
