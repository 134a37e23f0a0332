import Testing
import TestSupport
import UIKit
import UIKitTesting

/// Records "<name>" in the log each time `layoutSubviews()` runs.
private final class LayoutRecordingView: UIView {
    let name: String
    let log: ViewCallbackLog

    init(_ name: String, log: ViewCallbackLog, frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func layoutSubviews() {
        log.record(name)
    }

    var layoutCount: Int { log.entries.filter { $0 == name }.count }
}

/// A view whose natural size is fixed, like a label with its text.
private final class FixedSizeView: UIView {
    var fittingSize = CGSize(width: 40, height: 20)
    var askedSizes: [CGSize] = []

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        askedSizes.append(size)
        return fittingSize
    }
}

/// Records its safe area each time `safeAreaInsetsDidChange()` runs.
private final class SafeAreaRecordingView: UIView {
    var changes: [UIEdgeInsets] = []

    override func safeAreaInsetsDidChange() {
        changes.append(safeAreaInsets)
    }
}

@MainActor
@Suite("UIView layout")
struct UIViewLayoutTests {
    // MARK: The layout pass

    @Test("setNeedsLayout then layoutIfNeeded calls layoutSubviews once, however often it was marked")
    func setNeedsLayoutThenLayoutIfNeeded() {
        let log = ViewCallbackLog()
        let view = LayoutRecordingView("view", log: log)
        view.layoutIfNeeded()  // the initial frame marked it
        log.entries.removeAll()

        view.setNeedsLayout()
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.layoutCount == 1)
        view.layoutIfNeeded()
        #expect(view.layoutCount == 1)
    }

    @Test("layoutIfNeeded does nothing when nothing is marked")
    func layoutIfNeededWithoutMark() {
        let log = ViewCallbackLog()
        let view = LayoutRecordingView("view", log: log)
        view.layoutIfNeeded()
        log.entries.removeAll()

        view.layoutIfNeeded()
        #expect(log.entries.isEmpty)
    }

    @Test("layoutIfNeeded starts from the highest ancestor needing layout and goes down")
    func layoutIfNeededStartsAtHighestMarkedAncestor() {
        let log = ViewCallbackLog()
        let root = LayoutRecordingView("root", log: log)
        let middle = LayoutRecordingView("middle", log: log)
        let leaf = LayoutRecordingView("leaf", log: log)
        root.addSubview(middle)
        middle.addSubview(leaf)
        root.layoutIfNeeded()
        log.entries.removeAll()

        root.setNeedsLayout()
        middle.setNeedsLayout()
        leaf.setNeedsLayout()
        leaf.layoutIfNeeded()
        #expect(log.entries == ["root", "middle", "leaf"])
    }

    @Test("layoutIfNeeded on a view also lays out its marked descendants")
    func layoutIfNeededReachesDescendants() {
        let log = ViewCallbackLog()
        let root = LayoutRecordingView("root", log: log)
        let middle = LayoutRecordingView("middle", log: log)
        let leaf = LayoutRecordingView("leaf", log: log)
        root.addSubview(middle)
        middle.addSubview(leaf)
        root.layoutIfNeeded()
        log.entries.removeAll()

        leaf.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(log.entries == ["leaf"])
    }

    @Test("a bounds size change marks the view for layout; a bounds origin change does not")
    func boundsSizeChangeMarksLayout() {
        let log = ViewCallbackLog()
        let view = LayoutRecordingView("view", log: log)
        view.layoutIfNeeded()
        log.entries.removeAll()

        view.bounds.origin = CGPoint(x: 0, y: 30)
        view.center = CGPoint(x: 500, y: 500)
        view.layoutIfNeeded()
        #expect(log.entries.isEmpty)

        view.bounds.size = CGSize(width: 120, height: 100)
        #expect(view.layer.needsLayout())
        view.layoutIfNeeded()
        #expect(view.layoutCount == 1)

        view.frame.size.height = 10
        view.layoutIfNeeded()
        #expect(view.layoutCount == 2)
    }

    @Test("adding a subview marks the superview for layout")
    func addSubviewMarksSuperview() {
        let log = ViewCallbackLog()
        let parent = LayoutRecordingView("parent", log: log)
        parent.layoutIfNeeded()
        log.entries.removeAll()

        parent.addSubview(UIView())
        parent.layoutIfNeeded()
        #expect(log.entries == ["parent"])
    }

    @Test("the main loop's layout pass lays out marked views in a visible window")
    func hostLayoutPass() {
        let host = UITestHost(device: .iPhone15Pro)
        let log = ViewCallbackLog()
        let view = LayoutRecordingView("view", log: log)
        host.window.addSubview(view)
        host.window.makeKeyAndVisible()
        host.runFrame()
        #expect(view.layoutCount == 1)
        host.runFrame()
        #expect(view.layoutCount == 1)
        view.setNeedsLayout()
        host.runFrame()
        #expect(view.layoutCount == 2)
    }

    // MARK: Autoresizing
    //
    // Superview 100×100 grows to 200×150 (Δw = 100, Δh = 50). The subview's frame is
    // (10, 20, 30, 40), so its margins are: left 10, right 100 − 40 = 60, top 20,
    // bottom 100 − 60 = 40. Each axis's change is shared by the flexible parts in
    // proportion to their lengths.

    private func autoresized(_ mask: UIView.AutoresizingMask, frame: CGRect = CGRect(x: 10, y: 20, width: 30, height: 40),
                             autoresizesSubviews: Bool = true) -> CGRect {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.autoresizesSubviews = autoresizesSubviews
        let child = UIView(frame: frame)
        child.autoresizingMask = mask
        parent.addSubview(child)
        parent.frame.size = CGSize(width: 200, height: 150)
        return child.frame
    }

    @Test("no flexible parts: the frame stays put (the right and bottom margins take the change)")
    func autoresizeNone() {
        #expect(autoresized([]) == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test("flexible width alone takes the whole width change")
    func autoresizeFlexibleWidth() {
        #expect(autoresized(.flexibleWidth) == CGRect(x: 10, y: 20, width: 30 + 100, height: 40))
    }

    @Test("flexible height alone takes the whole height change")
    func autoresizeFlexibleHeight() {
        #expect(autoresized(.flexibleHeight) == CGRect(x: 10, y: 20, width: 30, height: 40 + 50))
    }

    @Test("a flexible left margin alone keeps the view pinned to the right edge")
    func autoresizeFlexibleLeftMargin() {
        #expect(autoresized(.flexibleLeftMargin) == CGRect(x: 10 + 100, y: 20, width: 30, height: 40))
    }

    @Test("a flexible top margin alone keeps the view pinned to the bottom edge")
    func autoresizeFlexibleTopMargin() {
        #expect(autoresized(.flexibleTopMargin) == CGRect(x: 10, y: 20 + 50, width: 30, height: 40))
    }

    @Test("flexible right and bottom margins alone change nothing")
    func autoresizeFlexibleRightAndBottomMargins() {
        #expect(autoresized([.flexibleRightMargin, .flexibleBottomMargin]) == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test("flexible left and right margins share the change in proportion to the margins")
    func autoresizeFlexibleHorizontalMargins() {
        // Left gets 100 · 10 / (10 + 60).
        let leftShare: CGFloat = 100 * 10 / 70
        let expected = CGRect(x: 10 + leftShare, y: 20, width: 30, height: 40)
        #expect(isClose(autoresized([.flexibleLeftMargin, .flexibleRightMargin]), expected))
    }

    @Test("flexible width and right margin share the change in proportion to their lengths")
    func autoresizeFlexibleWidthAndRightMargin() {
        // Width gets 100 · 30 / (30 + 60).
        let widthShare: CGFloat = 100 * 30 / 90
        let expected = CGRect(x: 10, y: 20, width: 30 + widthShare, height: 40)
        #expect(isClose(autoresized([.flexibleWidth, .flexibleRightMargin]), expected))
    }

    @Test("flexible top margin and height share the change in proportion to their lengths")
    func autoresizeFlexibleTopMarginAndHeight() {
        // Top gets 50 · 20 / (20 + 40), height 50 · 40 / (20 + 40).
        let topShare: CGFloat = 50 * 20 / 60
        let heightShare: CGFloat = 50 * 40 / 60
        let expected = CGRect(x: 10, y: 20 + topShare, width: 30, height: 40 + heightShare)
        #expect(isClose(autoresized([.flexibleTopMargin, .flexibleHeight]), expected))
    }

    @Test("everything flexible on an axis scales the frame with the superview")
    func autoresizeAllFlexibleScales() {
        // Horizontally the parts are 10 + 30 + 60 = 100 = the old width, so each grows
        // by the factor 200/100; vertically 20 + 40 + 40 = 100 grows by 150/100.
        let mask: UIView.AutoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin,
                                             .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
        #expect(isClose(autoresized(mask), CGRect(x: 20, y: 30, width: 60, height: 60)))
    }

    @Test("flexible parts that are all zero long share the change equally")
    func autoresizeZeroLengthsShareEqually() {
        // A zero-width view at the right edge: width 0 and right margin 0, so each of
        // the two flexible parts gets 100 / 2.
        let frame = CGRect(x: 100, y: 0, width: 0, height: 10)
        #expect(isClose(autoresized([.flexibleWidth, .flexibleRightMargin], frame: frame),
                         CGRect(x: 100, y: 0, width: 50, height: 10)))
    }

    @Test("a view filling its superview with flexible width and height keeps filling it")
    func autoresizeFill() {
        let frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(autoresized([.flexibleWidth, .flexibleHeight], frame: frame) == CGRect(x: 0, y: 0, width: 200, height: 150))
    }

    @Test("with autoresizesSubviews false the subviews keep their frames")
    func autoresizesSubviewsFalse() {
        #expect(autoresized([.flexibleWidth, .flexibleHeight], autoresizesSubviews: false)
                == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test("autoresizing cascades: a resized subview resizes its own subviews")
    func autoresizeCascades() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let middle = UIView(frame: root.bounds)
        let leaf = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 10))
        middle.autoresizingMask = .flexibleWidth
        leaf.autoresizingMask = .flexibleWidth
        root.addSubview(middle)
        middle.addSubview(leaf)
        root.frame.size.width = 300
        #expect(middle.frame.width == 300)
        #expect(leaf.frame.width == CGFloat(50 + 200))
    }

    // MARK: Sizing

    @Test("sizeThatFits returns the current size by default")
    func sizeThatFitsDefault() {
        let view = UIView(frame: CGRect(x: 5, y: 6, width: 70, height: 80))
        #expect(view.sizeThatFits(CGSize(width: 1, height: 1)) == CGSize(width: 70, height: 80))
    }

    @Test("sizeToFit sets the size to sizeThatFits(bounds size) and keeps the origin")
    func sizeToFitUsesSizeThatFits() {
        let view = FixedSizeView(frame: CGRect(x: 5, y: 6, width: 70, height: 80))
        view.sizeToFit()
        #expect(view.askedSizes == [CGSize(width: 70, height: 80)])
        #expect(view.frame == CGRect(x: 5, y: 6, width: 40, height: 20))
    }

    @Test("sizeToFit on a plain view leaves its frame alone")
    func sizeToFitPlainView() {
        let view = UIView(frame: CGRect(x: 5, y: 6, width: 70, height: 80))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 5, y: 6, width: 70, height: 80))
    }

    // MARK: Safe area

    @Test("a window covering an iPhone 15 Pro screen has the device's safe area, 59 top and 34 bottom")
    func windowSafeArea() {
        let host = UITestHost(device: .iPhone15Pro)
        #expect(host.window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    @Test("a view filling the window gets the window's safe area insets")
    func fullScreenViewSafeArea() {
        let host = UITestHost(device: .iPhone15Pro)
        let view = UIView(frame: host.window.bounds)
        host.window.addSubview(view)
        #expect(view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    @Test("a view at the top gets only the top inset it overlaps")
    func topViewSafeArea() {
        let host = UITestHost(device: .iPhone15Pro)
        let tall = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 200))
        let short = UIView(frame: CGRect(x: 0, y: 20, width: 393, height: 20))
        host.window.addSubview(tall)
        host.window.addSubview(short)
        // The bottom edge (200) is far from the screen's bottom (852 − 34 = 818).
        #expect(tall.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
        // Starting 20 pt down, 59 − 20 = 39 pt of it would be unsafe, but it is only 20 tall.
        #expect(short.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    @Test("a view in the middle of the screen has zero safe area insets")
    func middleViewSafeArea() {
        let host = UITestHost(device: .iPhone15Pro)
        let view = UIView(frame: CGRect(x: 0, y: 300, width: 393, height: 200))
        host.window.addSubview(view)
        #expect(view.safeAreaInsets == .zero)
    }

    @Test("a nested view's safe area comes from where it is in the window")
    func nestedViewSafeArea() {
        let host = UITestHost(device: .iPhone15Pro)
        let container = UIView(frame: CGRect(x: 0, y: 800, width: 393, height: 52))
        let child = UIView(frame: CGRect(x: 0, y: 10, width: 393, height: 42))
        host.window.addSubview(container)
        container.addSubview(child)
        // The child spans window y 810…852; the unsafe bottom strip is 852 − 34 = 818…852.
        #expect(child.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    }

    @Test("a view outside a window has zero safe area insets")
    func viewOutsideWindowSafeArea() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(view.safeAreaInsets == .zero)
    }

    @Test("safeAreaInsetsDidChange is called when a view enters the window and when a layout pass changes its insets")
    func safeAreaInsetsDidChangeCalls() {
        let host = UITestHost(device: .iPhone15Pro)
        host.window.makeKeyAndVisible()
        let view = SafeAreaRecordingView(frame: host.window.bounds)
        host.window.addSubview(view)
        #expect(view.changes == [UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)])

        host.runFrame()
        #expect(view.changes.count == 1)

        view.frame = CGRect(x: 0, y: 300, width: 393, height: 200)
        host.runFrame()
        #expect(view.changes == [UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), .zero])

        view.removeFromSuperview()
        #expect(view.changes.count == 2)  // still zero outside the window
    }
}
