import Foundation
import Testing
import UIKit

struct UIColorItemProviderTests {
    @Test func writesUIKitsColorType() {
        #expect(NSItemProvider(object: UIColor.red).registeredTypeIdentifiers == ["com.apple.uikit.color"])
    }

    @Test func roundTripsComponentsIncludingExtendedRange() throws {
        for color in [UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5),
                      UIColor(red: 1.2, green: -0.1, blue: 0, alpha: 1),
                      UIColor(white: 0.5, alpha: 1)] {
            let (result, progress) = NSItemProvider(object: color).loadedObject(ofClass: UIColor.self)
            let loaded = try #require(result.value)
            var expected: (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
            var actual: (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
            _ = color.getRed(&expected.0, green: &expected.1, blue: &expected.2, alpha: &expected.3)
            _ = loaded.getRed(&actual.0, green: &actual.1, blue: &actual.2, alpha: &actual.3)
            #expect(abs(actual.0 - expected.0) < 1e-9 && abs(actual.1 - expected.1) < 1e-9)
            #expect(abs(actual.2 - expected.2) < 1e-9 && abs(actual.3 - expected.3) < 1e-9)
            #expect(progress.isFinished)
        }
    }

    @Test func otherDataIsACoercionError() {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: "com.apple.uikit.color", visibility: .all) {
            $0(Data("red".utf8), nil)
            return nil
        }
        let (result, _) = provider.loadedObject(ofClass: UIColor.self)
        #expect(result.value == nil)
        #expect(result.itemProviderErrorCode == NSItemProvider.ErrorCode.unavailableCoercionError.rawValue)
    }
}
