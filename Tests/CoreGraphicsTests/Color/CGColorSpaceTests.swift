import Testing
import CoreGraphics

@Suite("CGColorSpace")
struct CGColorSpaceTests {
    @Test("named RGB spaces have the RGB model and three components", arguments: [
        CGColorSpace.sRGB, CGColorSpace.extendedSRGB, CGColorSpace.displayP3,
    ])
    func rgbSpaces(name: String) throws {
        let space = try #require(CGColorSpace(name: name))
        #expect(space.name == name)
        #expect(space.model == .rgb)
        #expect(space.numberOfComponents == 3)
    }

    @Test("named gray spaces have the monochrome model and one component", arguments: [
        CGColorSpace.genericGrayGamma2_2, CGColorSpace.extendedGray,
    ])
    func graySpaces(name: String) throws {
        let space = try #require(CGColorSpace(name: name))
        #expect(space.model == .monochrome)
        #expect(space.numberOfComponents == 1)
    }

    @Test("an unknown name gives nil")
    func unknownName() {
        #expect(CGColorSpace(name: "kCGColorSpaceGenericCMYK") == nil)
        #expect(CGColorSpace(name: "") == nil)
    }

    @Test("only Display P3 and extended sRGB are wide-gamut RGB")
    func wideGamut() {
        #expect(CGColorSpace(name: CGColorSpace.displayP3)?.isWideGamutRGB == true)
        #expect(CGColorSpace(name: CGColorSpace.extendedSRGB)?.isWideGamutRGB == true)
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.isWideGamutRGB == false)
        #expect(CGColorSpace(name: CGColorSpace.extendedGray)?.isWideGamutRGB == false)
    }

    @Test("device spaces have no name and the RGB or monochrome model")
    func deviceSpaces() {
        let rgb = CGColorSpaceCreateDeviceRGB()
        #expect(rgb.name == nil)
        #expect(rgb.model == .rgb)
        #expect(rgb.numberOfComponents == 3)
        let gray = CGColorSpaceCreateDeviceGray()
        #expect(gray.name == nil)
        #expect(gray.model == .monochrome)
        #expect(gray.numberOfComponents == 1)
    }

    @Test("spaces are equal when name and model match")
    func equality() {
        #expect(CGColorSpace(name: CGColorSpace.sRGB) == CGColorSpace(name: CGColorSpace.sRGB))
        #expect(CGColorSpace(name: CGColorSpace.sRGB) != CGColorSpace(name: CGColorSpace.displayP3))
        #expect(CGColorSpaceCreateDeviceRGB() == CGColorSpaceCreateDeviceRGB())
        #expect(CGColorSpaceCreateDeviceRGB() != CGColorSpace(name: CGColorSpace.sRGB)!)
        #expect(CGColorSpaceCreateDeviceRGB() != CGColorSpaceCreateDeviceGray())
        let spaces: Set = [CGColorSpace(name: CGColorSpace.sRGB)!, CGColorSpace(name: CGColorSpace.sRGB)!,
                           CGColorSpaceCreateDeviceRGB(), CGColorSpaceCreateDeviceRGB()]
        #expect(spaces.count == 2)
    }

    @Test("model raw values match CoreGraphics' C enum")
    func modelRawValues() {
        #expect(CGColorSpaceModel.unknown.rawValue == -1)
        #expect(CGColorSpaceModel.monochrome.rawValue == 0)
        #expect(CGColorSpaceModel.rgb.rawValue == 1)
        #expect(CGColorSpaceModel.cmyk.rawValue == 2)
        #expect(CGColorSpaceModel.XYZ.rawValue == 7)
    }
}
