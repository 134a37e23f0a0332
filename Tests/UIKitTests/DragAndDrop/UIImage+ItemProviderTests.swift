import Foundation
import Testing
import UIKit
import UniformTypeIdentifiers

struct UIImageItemProviderTests {
    /// 4×2 pixels at scale 1: the left half red, the right half blue.
    @MainActor
    private func redBlue() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 2, y: 0, width: 2, height: 2))
        }
    }

    @Test @MainActor func writesPNGThenJPEG() {
        #expect(NSItemProvider(object: redBlue()).registeredTypeIdentifiers == ["public.png", "public.jpeg"])
    }

    @Test @MainActor func roundTripsThroughPNG() throws {
        let original = redBlue()
        let provider = NSItemProvider(object: original)
        let (result, progress) = provider.loadedObject(ofClass: UIImage.self)
        let image = try #require(result.value)
        #expect(image.size == CGSize(width: 4, height: 2))
        #expect(image.scale == 1)
        #expect(image.pngData() == original.pngData())
        #expect(progress.isFinished)
    }

    @Test @MainActor func theJPEGRepresentationIsAJPEG() throws {
        let provider = NSItemProvider(object: redBlue())
        let data = try #require(provider.loadedData("public.jpeg").0.value)
        #expect(data.starts(with: [0xFF, 0xD8, 0xFF]))
        let jpegOnly = NSItemProvider()
        jpegOnly.registerDataRepresentation(for: .jpeg) { $0(data, nil); return nil }
        #expect(jpegOnly.loadedObject(ofClass: UIImage.self).0.value?.size == CGSize(width: 4, height: 2))
    }

    @Test func corruptDataIsACoercionErrorNotACrash() {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(for: .png) { handler in
            handler(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x01]), nil)
            return nil
        }
        let (result, progress) = provider.loadedObject(ofClass: UIImage.self)
        #expect(result.calls == 1)
        #expect(result.value == nil)
        #expect(result.itemProviderErrorCode == NSItemProvider.ErrorCode.unavailableCoercionError.rawValue)
        #expect(progress.isFinished)
    }

    @Test func readsTheFormatsUIImageDecodes() {
        #expect(UIImage.readableTypeIdentifiersForItemProvider
            == ["public.png", "public.jpeg", "com.compuserve.gif", "com.microsoft.bmp", "public.svg-image"])
        let heic = NSItemProvider()
        heic.registerDataRepresentation(for: .heic) { _ in nil }
        #expect(!heic.canLoadObject(ofClass: UIImage.self))
    }
}
