import CoreGraphics
import Testing

@Suite("BitmapBudget")
struct BitmapBudgetTests {
    @Test("64 Mi pixels fit, one row more does not")
    func pixelCount() {
        #expect(BitmapBudget.allows(width: 8192, height: 8192))
        #expect(!BitmapBudget.allows(width: 8192, height: 8193))
        #expect(BitmapBudget.allows(width: 32767, height: 2048))
        #expect(!BitmapBudget.allows(width: 32767, height: 2049))
    }

    @Test("each side is at most Cairo's 32767 pixels, and empty bitmaps are refused")
    func sides() {
        #expect(BitmapBudget.allows(width: 32767, height: 1))
        #expect(!BitmapBudget.allows(width: 32768, height: 1))
        #expect(!BitmapBudget.allows(width: 0, height: 10))
        #expect(!BitmapBudget.allows(width: 10, height: -1))
    }

    @Test("floating-point sizes are rounded first; NaN and infinities are refused")
    func floatingPoint() {
        #expect(BitmapBudget.allows(width: 8192.4, height: 8191.6))
        #expect(!BitmapBudget.allows(width: 8192.6, height: 8192))
        #expect(!BitmapBudget.allows(width: 0.4, height: 10))
        #expect(!BitmapBudget.allows(width: .nan, height: 10))
        #expect(!BitmapBudget.allows(width: 10, height: .infinity))
        #expect(!BitmapBudget.allows(width: 1e20, height: 1e20))
    }
}
