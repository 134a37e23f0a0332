import Testing
@testable import UIKit
import UIKitTesting

/// The page control: a tap beside the current dot moves one page, a scrub
/// moves to the page under the finger, code changes send nothing, many
/// pages scroll, and it looks like iOS's.
@MainActor
@Suite("UIPageControl")
struct UIPageControlTests {
    let host = UITestHost(device: UITestDevice(name: "Pages stage", screenSize: CGSize(width: 260, height: 60), scale: 2,
                                               safeAreaInsets: .zero, framesPerSecond: 60))

    final class Recorder { var pages: [Int] = [] }

    /// A 5-page control 200 pt wide at (30, 17), over a dark gray window: its
    /// dots 16 pt apart centered at x = 130, so pages 0…4 sit at 98…162.
    func makeControl(pages: Int = 5, width: CGFloat = 200) -> (UIPageControl, Recorder) {
        host.activate()
        host.window.backgroundColor = .darkGray
        let control = UIPageControl(frame: CGRect(x: 30, y: 17, width: width, height: 26))
        control.numberOfPages = pages
        let recorder = Recorder()
        control.addAction(UIAction { _ in recorder.pages.append(control.currentPage) }, for: .valueChanged)
        host.window.addSubview(control)
        host.window.makeKeyAndVisible()
        host.runFrame()
        return (control, recorder)
    }

    @Test("sizes: 16 pt between dots and 14 pt beyond the outer ones, 26 pt tall")
    func sizes() {
        let control = UIPageControl()
        #expect(control.size(forNumberOfPages: 1) == CGSize(width: 28, height: 26))
        #expect(control.size(forNumberOfPages: 5) == CGSize(width: 92, height: 26))
        control.numberOfPages = 3
        #expect(control.intrinsicContentSize == CGSize(width: 60, height: 26))
        #expect(control.currentPage == 0)
        #expect(control.backgroundStyle == .automatic)
        #expect(control.allowsContinuousInteraction)
    }

    @Test("the current page stays among the pages, and code changes send nothing")
    func currentPageIsPinned() {
        let (control, recorder) = makeControl()
        control.currentPage = 9
        #expect(control.currentPage == 4)
        control.currentPage = -2
        #expect(control.currentPage == 0)
        control.currentPage = 4
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
        #expect(recorder.pages.isEmpty)
    }

    @Test("a tap on the trailing side of the current dot moves forward one page; the leading side back")
    func tapsMoveOnePage() {
        let (control, recorder) = makeControl()
        host.tap(at: CGPoint(x: 200, y: 30))
        host.tap(at: CGPoint(x: 200, y: 30))
        #expect(control.currentPage == 2)
        host.tap(at: CGPoint(x: 40, y: 30))
        #expect(control.currentPage == 1)
        #expect(recorder.pages == [1, 2, 1])
        // At the first page a tap on its leading side changes nothing.
        control.currentPage = 0
        host.tap(at: CGPoint(x: 40, y: 30))
        #expect(recorder.pages == [1, 2, 1])
    }

    @Test("scrubbing moves to the page under the finger, and past the end to the last page")
    func scrubbing() {
        let (control, recorder) = makeControl()
        let finger = host.touchDown(at: CGPoint(x: 98, y: 30))
        finger.move(to: CGPoint(x: 130, y: 30), duration: 0.2)
        #expect(control.interactionState == .continuous)
        #expect(control.currentPage == 2)
        finger.move(to: CGPoint(x: 250, y: 30), duration: 0.2)
        #expect(control.currentPage == 4)
        finger.up()
        #expect(control.interactionState == .none)
        #expect(recorder.pages == [1, 2, 3, 4])
    }

    @Test("without continuous interaction a drag is a tap where it lifts")
    func noScrubbing() {
        let (control, _) = makeControl()
        control.allowsContinuousInteraction = false
        host.drag(from: CGPoint(x: 98, y: 30), to: CGPoint(x: 160, y: 30), duration: 0.2)
        #expect(control.currentPage == 1)
    }

    @Test("the platter shows while touched (automatic), always (prominent) or never (minimal)")
    func platter() {
        let (control, _) = makeControl()
        let platter = control.subviews[0]
        #expect(platter.alpha == 0)
        let finger = host.touchDown(at: CGPoint(x: 130, y: 30))
        #expect(platter.alpha == 1)
        finger.up()
        #expect(platter.alpha == 0)
        control.backgroundStyle = .prominent
        control.layoutIfNeeded()
        #expect(platter.alpha == 1)
        #expect(platter.frame.width == 92)
    }

    @Test("a single page hides when asked to; no pages draw nothing")
    func singlePage() {
        let (control, _) = makeControl(pages: 1)
        #expect(control.subviews.count == 2)
        control.hidesForSinglePage = true
        control.layoutIfNeeded()
        #expect(control.subviews.count == 1)
        control.numberOfPages = 0
        control.layoutIfNeeded()
        #expect(control.currentPage == 0)
        #expect(control.subviews.count == 1)
    }

    @Test("with more pages than fit, the dots scroll with the current page and shrink toward the ends")
    func manyPages() {
        // 100 pt fits (100 − 28) / 16 + 1 = 5 dots.
        let (control, _) = makeControl(pages: 1000, width: 100)
        #expect(control.visiblePages == 0..<5)
        control.currentPage = 500
        control.layoutIfNeeded()
        #expect(control.visiblePages == 498..<503)
        let sizes = control.subviews.dropFirst().map(\.frame.width)
        #expect(sizes == [4, 6, 8, 6, 4])
        control.currentPage = 999
        control.layoutIfNeeded()
        #expect(control.visiblePages == 995..<1000)
        #expect(control.subviews.dropFirst().map(\.frame.width) == [4, 6, 8, 8, 8])
    }

    @Test("indicator images: per page, preferred for the rest, drawn as templates in the dot colors")
    func indicatorImages() {
        let (control, _) = makeControl(pages: 3)
        let star = solidImage(width: 10, height: 10, color: .black)
        let location = solidImage(width: 12, height: 12, color: .black)
        control.preferredIndicatorImage = star
        control.setIndicatorImage(location, forPage: 0)
        control.pageIndicatorTintColor = .systemGray
        control.currentPageIndicatorTintColor = .systemBlue
        control.layoutIfNeeded()
        let indicators = control.subviews.dropFirst().compactMap { $0 as? UIImageView }
        #expect(indicators.map(\.frame.width) == [12, 10, 10])
        #expect(indicators[0].tintColor == .systemBlue)
        #expect(indicators[1].tintColor == .systemGray)
        #expect(indicators[0].image?.renderingMode == .alwaysTemplate)
        #expect(control.indicatorImage(forPage: 0) === location)
        #expect(control.indicatorImage(forPage: 1) == nil)
    }

    @Test("right to left, page 0 is on the right and a tap on the left moves forward")
    func rightToLeft() {
        let (control, _) = makeControl()
        control.semanticContentAttribute = .forceRightToLeft
        control.layoutIfNeeded()
        #expect(control.centerX(ofPage: 0) == 132)
        host.tap(at: CGPoint(x: 40, y: 30))
        #expect(control.currentPage == 1)
    }

    @Test("VoiceOver reads the page and adjusts it, sending value changes")
    func accessibility() {
        let (control, recorder) = makeControl()
        #expect(control.accessibilityValue == "page 1 of 5")
        #expect(control.accessibilityTraits.contains(.adjustable))
        control.accessibilityIncrement()
        control.accessibilityIncrement()
        control.accessibilityDecrement()
        #expect(recorder.pages == [1, 2, 1])
        #expect(control.accessibilityValue == "page 2 of 5")
    }

    @Test("drawn like iOS: white dots, the current solid, over the content; the platter while touched")
    func looksLikeIOS() {
        let (control, _) = makeControl()
        control.currentPage = 1
        assertSnapshot(of: host, named: "page-control")
        _ = host.touchDown(at: CGPoint(x: 130, y: 30))
        assertSnapshot(of: host, named: "page-control-touched")
    }
}
