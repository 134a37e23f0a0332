import Testing
import UIKit
import UIKitTesting

/// A format with an explicit scale, so that the tests do not depend on the screen.
@MainActor
private func format(scale: CGFloat, opaque: Bool = false) -> UIGraphicsImageRendererFormat {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    format.opaque = opaque
    return format
}

@MainActor
@Suite("UIGraphicsImageRenderer")
struct UIGraphicsImageRendererTests {
    @Test("drawing is y-down: filling the top half colors the image's top rows")
    func yDown() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format(scale: 1))
        let image = renderer.image { context in
            context.cgContext.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
        }
        #expect(image.storedPixel(x: 5, y: 0) == TestPixel.red)
        #expect(image.storedPixel(x: 5, y: 4) == TestPixel.red)
        #expect(image.storedPixel(x: 5, y: 5) == TestPixel.transparent)
        #expect(image.storedPixel(x: 5, y: 9) == TestPixel.transparent)
    }

    @Test("the format's scale sets the pixel size; the image keeps the size in points")
    func scale() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 4), format: format(scale: 3))
        let image = renderer.image { context in
            context.cgContext.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(image.scale == 3)
        #expect(image.size == CGSize(width: 10, height: 4))
        // 10×4 pt at 3× = 30×12 px; the 1-pt square is pixels 0…2.
        #expect(image.cgImage?.width == 30)
        #expect(image.cgImage?.height == 12)
        #expect(image.storedPixel(x: 2, y: 2) == TestPixel.blue)
        #expect(image.storedPixel(x: 3, y: 2) == TestPixel.transparent)
        #expect(image.storedPixel(x: 2, y: 3) == TestPixel.transparent)
    }

    @Test("the default format uses the main screen's scale and is not opaque")
    func defaultFormat() {
        let host = UITestHost(device: .iPhoneSE)  // 2× screen
        defer { withExtendedLifetime(host) {} }
        let format = UIGraphicsImageRendererFormat.default()
        #expect(format.scale == 2)
        #expect(!format.opaque)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 5, height: 5)).image { _ in }
        #expect(image.scale == 2)
        #expect(image.cgImage?.width == 10)
    }

    @Test("UIColor.setFill inside the closure sets the renderer context's fill color")
    func setFillInsideClosure() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format(scale: 1)).image { context in
            UIColor.systemBlue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        // systemBlue is (0, 122, 255) in 0…255.
        #expect(image.storedPixel(x: 1, y: 1) == CGImage.Pixel(red: 0, green: 122, blue: 255, alpha: 255))
    }

    @Test("the renderer's context is the current UIKit context only while the closure runs")
    func currentContextDuringClosure() {
        var current: CGContext?
        var rendererContext: CGContext?
        _ = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: format(scale: 1)).image { context in
            current = UIGraphicsGetCurrentContext()
            rendererContext = context.cgContext
        }
        #expect(current != nil)
        #expect(current === rendererContext)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("an opaque format starts black; a translucent fill blends over the black")
    func opaqueFormat() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: format(scale: 1, opaque: true))
            .image { context in
                UIColor(white: 1, alpha: 0.5).setFill()
                context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
            }
        #expect(image.storedPixel(x: 0, y: 0) == TestPixel.black)
        // Half white over black: 0.5 · 255 = 127.5, stored as 127 or 128, fully opaque.
        let blended = image.storedPixel(x: 1, y: 0)
        #expect(blended.alpha == 255)
        #expect((127...128).contains(blended.red))
    }

    @Test("a non-opaque format starts transparent")
    func transparentFormat() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format(scale: 1)).image { _ in }
        #expect(image.storedPixel(x: 1, y: 1) == TestPixel.transparent)
    }

    @Test("pngData encodes what image(actions:) would draw")
    func pngData() throws {
        let data = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format(scale: 1)).pngData { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        // Every PNG starts with the 8-byte signature 89 50 4E 47 0D 0A 1A 0A.
        #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let decoded = try #require(UIImage(data: data))
        #expect(decoded.cgImage?.width == 4)
        #expect(decoded.storedPixel(x: 1, y: 1) == TestPixel.green)
        #expect(decoded.storedPixel(x: 2, y: 1) == TestPixel.transparent)
    }

    @Test("bounds with an origin: drawing at the origin of the bounds lands at the image's top left")
    func boundsOrigin() {
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 20, width: 4, height: 4), format: format(scale: 1))
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 10, y: 20, width: 2, height: 2))
        }
        #expect(image.size == CGSize(width: 4, height: 4))
        #expect(image.storedPixel(x: 1, y: 1) == TestPixel.red)
        #expect(image.storedPixel(x: 2, y: 2) == TestPixel.transparent)
    }

    @Test("currentImage shows what has been drawn so far")
    func currentImage() {
        var midway: UIImage?
        let final = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: format(scale: 1)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            midway = context.currentImage
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
        #expect(midway?.storedPixel(x: 0, y: 0) == TestPixel.red)
        #expect(midway?.storedPixel(x: 1, y: 0) == TestPixel.transparent)
        #expect(final.storedPixel(x: 1, y: 0) == TestPixel.red)
    }

    @Test("fill(_:blendMode: .clear) erases, and the blend mode does not outlive the call")
    func fillWithBlendMode() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 1), format: format(scale: 1)).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 1))
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1), blendMode: .clear)
            UIColor.red.setFill()
            context.fill(CGRect(x: 2, y: 0, width: 1, height: 1))
        }
        #expect(image.storedPixel(x: 0, y: 0) == TestPixel.transparent)
        #expect(image.storedPixel(x: 1, y: 0) == TestPixel.blue)
        #expect(image.storedPixel(x: 2, y: 0) == TestPixel.red)
    }

    @Test("clip(to:) limits later drawing to the rectangle")
    func clip() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format(scale: 1)).image { context in
            context.clip(to: CGRect(x: 0, y: 0, width: 2, height: 4))
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(image.storedPixel(x: 1, y: 3) == TestPixel.red)
        #expect(image.storedPixel(x: 2, y: 3) == TestPixel.transparent)
    }

    @Test("stroke(_:) outlines the rectangle with the stroke color")
    func stroke() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format(scale: 1)).image { context in
            UIColor.blue.setStroke()
            context.cgContext.setLineWidth(2)
            // A 2-pt line centered on the rectangle's edge x = 2 covers x 1…3.
            context.stroke(CGRect(x: 2, y: 2, width: 6, height: 6))
        }
        #expect(image.storedPixel(x: 1, y: 5) == TestPixel.blue)
        #expect(image.storedPixel(x: 2, y: 5) == TestPixel.blue)
        #expect(image.storedPixel(x: 5, y: 5) == TestPixel.transparent)
    }

    @Test("a shadow's offset is in points at any scale, and text casts it")
    func shadowsAreInPoints() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format).image { context in
            context.cgContext.setShadow(offset: CGSize(width: 10, height: 10), blur: 0,
                                        color: UIColor.blue.cgColor)
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            NSAttributedString(string: "W", attributes: [.font: UIFont.boldSystemFont(ofSize: 14),
                                                        .foregroundColor: UIColor.black])
                .draw(at: CGPoint(x: 2, y: 22))
        }.cgImage!
        // The red square at 0…10 pt casts its shadow at 10…20 pt: pixels 20…39.
        #expect(image.pixel(atX: 30, y: 30) == .init(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(image.pixel(atX: 42, y: 30).alpha == 0)
        // The letter's shadow: blue ink 10 pt right of and below the text.
        var blueInk = 0
        for y in 50 ..< 80 {
            for x in 20 ..< 60 {
                let pixel = image.pixel(atX: x, y: y)
                if pixel.blue > 200, pixel.red < 60, pixel.alpha > 200 { blueInk += 1 }
            }
        }
        #expect(blueInk > 20)
    }
}
