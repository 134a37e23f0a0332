import Testing
import UIKit

@Suite("UIInterfaceOrientation")
struct UIInterfaceOrientationTests {
    @Test("raw values are Apple's: landscape left is 4 and landscape right 3, the device's the other way round")
    func rawValues() {
        #expect(UIInterfaceOrientation.unknown.rawValue == 0)
        #expect(UIInterfaceOrientation.portrait.rawValue == 1)
        #expect(UIInterfaceOrientation.portraitUpsideDown.rawValue == 2)
        #expect(UIInterfaceOrientation.landscapeLeft.rawValue == 4)
        #expect(UIInterfaceOrientation.landscapeRight.rawValue == 3)
    }

    @Test("mask bits are 1 << the orientation's raw value, and the groups are Apple's")
    func maskRawValues() {
        #expect(UIInterfaceOrientationMask.portrait.rawValue == 2)
        #expect(UIInterfaceOrientationMask.portraitUpsideDown.rawValue == 4)
        #expect(UIInterfaceOrientationMask.landscapeRight.rawValue == 8)
        #expect(UIInterfaceOrientationMask.landscapeLeft.rawValue == 16)
        #expect(UIInterfaceOrientationMask.landscape.rawValue == 24)
        #expect(UIInterfaceOrientationMask.all.rawValue == 30)
        #expect(UIInterfaceOrientationMask.allButUpsideDown.rawValue == 26)
    }

    @Test("portrait and landscape predicates")
    func predicates() {
        #expect(UIInterfaceOrientation.portraitUpsideDown.isPortrait)
        #expect(UIInterfaceOrientation.landscapeLeft.isLandscape)
        #expect(!UIInterfaceOrientation.unknown.isPortrait && !UIInterfaceOrientation.unknown.isLandscape)
    }

    @Test("a device turned left shows the interface landscape right, and the other way round")
    func deviceMapping() {
        #expect(UIInterfaceOrientation(deviceOrientation: .landscapeLeft) == .landscapeRight)
        #expect(UIInterfaceOrientation(deviceOrientation: .landscapeRight) == .landscapeLeft)
        #expect(UIInterfaceOrientation(deviceOrientation: .portrait) == .portrait)
        #expect(UIInterfaceOrientation(deviceOrientation: .faceUp) == .unknown)
        #expect(UIInterfaceOrientation.landscapeRight.deviceOrientation == .landscapeLeft)
    }
}
