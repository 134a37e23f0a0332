import Testing
import UIKit
import UIKitTesting

/// A 1×1-pixel bitmap context, for the context stack tests.
private func makeBitmapContext() -> CGContext {
    CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
              space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
}

@MainActor
@Suite("UIGraphics context stack and image contexts")
struct UIGraphicsTests {
    // MARK: The context stack

    @Test("UIGraphicsGetCurrentContext is nil outside drawing")
    func noContextOutsideDrawing() {
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("pushing makes a context current; popping returns to the one below")
    func pushAndPop() {
        let outer = makeBitmapContext()
        let inner = makeBitmapContext()
        UIGraphicsPushContext(outer)
        #expect(UIGraphicsGetCurrentContext() === outer)
        UIGraphicsPushContext(inner)
        #expect(UIGraphicsGetCurrentContext() === inner)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() === outer)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    // MARK: Image contexts

    @Test("an image context is current from Begin to End")
    func imageContextIsCurrent() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 1)
        #expect(UIGraphicsGetCurrentContext() != nil)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("scale 0 means the main screen's scale")
    func scaleZeroIsScreenScale() throws {
        let host = UITestHost(device: .iPhoneSE)  // 2× screen
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 5), false, 0)
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIScreen.main.scale == host.device.scale)
        #expect(image.scale == 2)
        // 10×5 pt at 2× = 20×10 px; the size in points is unchanged.
        #expect(image.cgImage?.width == 20)
        #expect(image.cgImage?.height == 10)
        #expect(image.size == CGSize(width: 10, height: 5))
    }

    @Test("an explicit scale sets the pixel size: 10×5 pt at 3× is 30×15 px")
    func explicitScale() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 5), false, 3)
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(image.scale == 3)
        #expect(image.cgImage?.width == 30)
        #expect(image.cgImage?.height == 15)
    }

    @Test("an opaque image context starts black, a non-opaque one transparent")
    func opaqueStartsBlack() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), true, 1)
        let opaque = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), false, 1)
        let clear = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(opaque.storedPixel(x: 1, y: 1) == TestPixel.black)
        #expect(clear.storedPixel(x: 1, y: 1) == TestPixel.transparent)
    }

    @Test("drawing in an image context is in points with y pointing down")
    func imageContextIsYDown() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 2)
        UIColor.red.setFill()
        UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        // The top point row is pixel rows 0…1 at 2×; row 2 onwards is untouched.
        #expect(image.storedPixel(x: 7, y: 1) == TestPixel.red)
        #expect(image.storedPixel(x: 7, y: 2) == TestPixel.transparent)
    }

    @Test("the image is a copy: drawing after taking it does not change it")
    func imageIsACopy() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), false, 1)
        let before = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIColor.blue.setFill()
        UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let after = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(before.storedPixel(x: 0, y: 0) == TestPixel.transparent)
        #expect(after.storedPixel(x: 0, y: 0) == TestPixel.blue)
    }

    @Test("UIGraphicsGetImageFromCurrentImageContext is nil outside an image context")
    func noImageOutsideImageContext() {
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        // A pushed context that is not an image context does not count either.
        UIGraphicsPushContext(makeBitmapContext())
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsPopContext()
    }

    @Test("nested image contexts end innermost first")
    func nestedImageContexts() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 1, height: 1), false, 1)
        let outer = UIGraphicsGetCurrentContext()
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 3), false, 1)
        let inner = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() === outer)
        let outerImage = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(inner.cgImage?.width == 3)
        #expect(outerImage.cgImage?.width == 1)
    }

    @Test("UIColor.set() makes the color the fill and the stroke color")
    func setSetsFillAndStroke() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 1)
        let context = try #require(UIGraphicsGetCurrentContext())
        UIColor.green.set()
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        context.setLineWidth(2)
        // A 2-pt line centered on x = 8 covers x 7…9.
        context.stroke(CGRect(x: 8, y: -5, width: 10, height: 20))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(image.storedPixel(x: 2, y: 5) == TestPixel.green)
        #expect(image.storedPixel(x: 7, y: 5) == TestPixel.green)
        #expect(image.storedPixel(x: 6, y: 5) == TestPixel.transparent)
    }
}
