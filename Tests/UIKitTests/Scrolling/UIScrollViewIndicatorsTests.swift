import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("UIScrollView: scroll indicators")
struct UIScrollViewIndicatorsTests {
    let host = UITestHost(device: UITestDevice(name: "Indicator stage", screenSize: CGSize(width: 200, height: 300),
                                               scale: 2, safeAreaInsets: .zero, framesPerSecond: 60))

    /// A scroll view over bands of color, four screens tall and two wide.
    func makeBands() -> UIScrollView {
        let scrollView = host.makeScrollView(contentSize: CGSize(width: 400, height: 1200))
        scrollView.backgroundColor = .white
        for index in 0..<12 {
            let band = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 100, width: 400, height: 100))
            band.backgroundColor = index.isMultiple(of: 2) ? .systemTeal.withAlphaComponent(0.3) : .white
            scrollView.addSubview(band)
        }
        return scrollView
    }

    @Test("no indicators until the content first scrolls; then both, sized to what is visible")
    func indicatorsWhileDragging() throws {
        let scrollView = makeBands()
        #expect(scrollView.subviews.count == 12)
        let finger = host.touchDown(at: CGPoint(x: 150, y: 250))
        finger.move(to: CGPoint(x: 100, y: 100), duration: 0.3)
        let vertical = try #require(scrollView.verticalIndicator)
        let horizontal = try #require(scrollView.horizontalIndicator)
        #expect(vertical.alpha == 1 && horizontal.alpha == 1)
        // 300 of 1200 points visible: a quarter of the track, at least 36 pt.
        #expect(vertical.frame.width == 3)
        #expect(vertical.frame.maxX == scrollView.bounds.maxX - 3)
        assertSnapshot(of: host, named: "indicatorsWhileDragging")
        finger.up()
        host.runUntilIdle()
        #expect(vertical.layer.presentation()?.opacity ?? 1 == 0)
        #expect(vertical.alpha == 0)
    }

    @Test("the indicator's span follows the offset and shrinks past the edges")
    func span() {
        let middle = ScrollIndicatorView.span(trackStart: 0, track: 300, visible: 300, content: 1200, offset: 450,
                                              lower: 0, upper: 900)
        #expect(middle.length == 75)
        #expect(middle.start == 112.5)
        let squeezed = ScrollIndicatorView.span(trackStart: 0, track: 300, visible: 300, content: 1200, offset: -50,
                                                lower: 0, upper: 900)
        #expect(squeezed.length == 25)
        #expect(squeezed.start == 0)
        let tiny = ScrollIndicatorView.span(trackStart: 0, track: 300, visible: 10, content: 100_000, offset: 0,
                                            lower: 0, upper: 99_990)
        #expect(tiny.length == ScrollIndicatorView.minimumLength)
    }

    @Test("flashScrollIndicators shows them, then fades them after half a second")
    func flash() throws {
        let scrollView = makeBands()
        scrollView.flashScrollIndicators()
        let vertical = try #require(scrollView.verticalIndicator)
        host.advance(by: 0.4)
        #expect(vertical.layer.presentation()?.opacity == 1)
        host.advance(by: 0.4)
        #expect(vertical.layer.presentation()?.opacity ?? 1 == 0)
    }

    @Test("the refresh control's spinner fills as the content is pulled down")
    func refreshSpinnerSnapshot() {
        let scrollView = makeBands()
        scrollView.refreshControl = UIRefreshControl()
        let finger = host.touchDown(at: CGPoint(x: 100, y: 20))
        finger.move(to: CGPoint(x: 100, y: 150), duration: 0.3)
        assertSnapshot(of: host, named: "refreshHalfPulled")
        finger.move(to: CGPoint(x: 100, y: 290), duration: 0.3)
        host.advance(by: 0.25)
        assertSnapshot(of: host, named: "refreshSpinning")
        finger.up()
    }
}
