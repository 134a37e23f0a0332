import ShowcaseKit
import Testing
import UIKit
import UIKitTesting

/// The showcase survives a short fixed-seed run of random fingers from its
/// home screen (taps there and on the back tiles navigate between screens);
/// `make fuzz` runs a million events.
@MainActor
@Suite struct ShowcaseFuzzScenarioTests {
    /// iPhone 15 Pro's points at 1× and 60 Hz: the screens lay out as on the
    /// device, for a ninth of the pixels and half the frames.
    static let lightDevice = UITestDevice(name: "iPhone 15 Pro at 1×", screenSize: CGSize(width: 393, height: 852),
                                          scale: 1, safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                                          framesPerSecond: 60)

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
