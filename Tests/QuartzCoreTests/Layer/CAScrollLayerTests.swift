import CoreGraphics
@testable import QuartzCore
import Testing

/// `CAScrollLayer`: a clipping window onto its sublayers, moved by its
/// bounds' origin; and the `CALayer` methods that scroll the nearest one.
@MainActor
@Suite struct CAScrollLayerTests {
    /// A 100 × 100 scroll layer holding a 400 × 400 content layer with a red
    /// 20 × 20 square at (200, 300).
    func scrolling() -> (scroll: CAScrollLayer, content: CALayer, square: CALayer) {
        let scroll = CAScrollLayer()
        scroll.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let content = CALayer()
        content.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let square = CALayer()
        square.frame = CGRect(x: 200, y: 300, width: 20, height: 20)
        square.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        content.addSublayer(square)
        scroll.addSublayer(content)
        return (scroll, content, square)
    }

    @Test func aScrollLayerClipsAndScrollsBothWaysByDefault() {
        let scroll = CAScrollLayer()
        #expect(scroll.masksToBounds)
        #expect(scroll.scrollMode == .both)
        scroll.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        scroll.scroll(to: CGPoint(x: 30, y: 40))
        #expect(scroll.bounds.origin == CGPoint(x: 30, y: 40))
        #expect(scroll.bounds.size == CGSize(width: 100, height: 100))
    }

    @Test func theModeLimitsTheAxes() {
        let scroll = CAScrollLayer()
        scroll.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        scroll.scrollMode = .vertically
        scroll.scroll(to: CGPoint(x: 30, y: 40))
        #expect(scroll.bounds.origin == CGPoint(x: 0, y: 40))
        scroll.scrollMode = .horizontally
        scroll.scroll(to: CGPoint(x: 30, y: 10))
        #expect(scroll.bounds.origin == CGPoint(x: 30, y: 40))
        scroll.scrollMode = .none
        scroll.scroll(to: CGPoint(x: 0, y: 0))
        #expect(scroll.bounds.origin == CGPoint(x: 30, y: 40))
    }

    @Test func scrollingToARectMovesAsLittleAsNeeded() {
        let scroll = CAScrollLayer()
        scroll.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        // Already visible: nothing moves.
        scroll.scroll(to: CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(scroll.bounds.origin == .zero)
        // Below and to the right: its far edges meet the bounds' far edges.
        scroll.scroll(to: CGRect(x: 150, y: 180, width: 20, height: 20))
        #expect(scroll.bounds.origin == CGPoint(x: 70, y: 100))
        // Above and to the left: its near edges meet the near edges.
        scroll.scroll(to: CGRect(x: 20, y: 30, width: 10, height: 10))
        #expect(scroll.bounds.origin == CGPoint(x: 20, y: 30))
        // Larger than the bounds: its origin is shown.
        scroll.scroll(to: CGRect(x: 5, y: 0, width: 300, height: 10))
        #expect(scroll.bounds.origin.x == 5)
    }

    @Test func aSublayerScrollsItsScrollLayer() {
        let (scroll, content, square) = scrolling()
        square.scroll(CGPoint(x: 0, y: 0))
        #expect(scroll.bounds.origin == CGPoint(x: 200, y: 300))
        content.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(scroll.bounds.origin == .zero)
        square.scrollRectToVisible(square.bounds)
        #expect(scroll.bounds.origin == CGPoint(x: 120, y: 220))
    }

    @Test func withoutAScrollLayerNothingScrolls() {
        let parent = CALayer()
        parent.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        let child = CALayer()
        child.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        parent.addSublayer(child)
        child.scroll(CGPoint(x: 5, y: 5))
        #expect(parent.bounds.origin == .zero)
        #expect(child.visibleRect == child.bounds)
    }

    @Test func visibleRectIsWhatTheScrollLayerShows() {
        let (scroll, content, square) = scrolling()
        #expect(content.visibleRect == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(square.visibleRect == .zero)
        scroll.scroll(to: CGPoint(x: 150, y: 250))
        #expect(content.visibleRect == CGRect(x: 150, y: 250, width: 100, height: 100))
        #expect(square.visibleRect == CGRect(x: 0, y: 0, width: 20, height: 20))
        scroll.scroll(to: CGPoint(x: 210, y: 250))
        #expect(square.visibleRect == CGRect(x: 10, y: 0, width: 10, height: 20))
    }

    @Test func theScrolledContentIsWhatIsDrawn() {
        let (scroll, _, _) = scrolling()
        withoutActions { scroll.scroll(to: CGPoint(x: 160, y: 260)) }
        let image = renderOverWhite(scroll)
        // The square, 200…220 × 300…320 in the content, now at 40…60 × 40…60.
        #expect(image.pixel(atX: 50, y: 50) == CGImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(image.pixel(atX: 30, y: 50) == CGImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func aPresentationCopyKeepsTheMode() {
        let scroll = CAScrollLayer()
        scroll.scrollMode = .horizontally
        #expect((scroll.presentation() as? CAScrollLayer)?.scrollMode == .horizontally)
    }
}
