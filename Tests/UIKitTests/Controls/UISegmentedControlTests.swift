import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

/// The segmented control: choosing by tap and by dragging the pill, what is
/// (and is not) sent, momentary mode, disabled segments, how inserting and
/// removing keep the selection, widths and size, title attributes, the look
/// in light and dark mode, and what VoiceOver reads.
@MainActor
@Suite("UISegmentedControl")
struct UISegmentedControlTests {
    let host = UITestHost(device: UITestDevice(name: "Segmented stage", screenSize: CGSize(width: 280, height: 64),
                                               scale: 2, safeAreaInsets: .zero, framesPerSecond: 60))
    /// The control's frame in the window: 240 pt wide, so three automatic
    /// segments are 80 pt each, centered at x 60, 140 and 220 (y 32).
    let frame = CGRect(x: 20, y: 16, width: 240, height: 32)
    let centers = [CGPoint(x: 60, y: 32), CGPoint(x: 140, y: 32), CGPoint(x: 220, y: 32)]

    final class Recorder {
        var valueChanges = 0
        var primaryActions = 0
        var handled: [String] = []
        var indexesSeen: [Int] = []
    }

    /// A control on a white window with its `.valueChanged` and
    /// `.primaryActionTriggered` events counted.
    func install(_ control: UISegmentedControl) -> Recorder {
        host.activate()
        host.window.backgroundColor = .systemBackground
        let recorder = Recorder()
        control.frame = frame
        control.addAction(UIAction { [unowned control] _ in
            recorder.valueChanges += 1
            recorder.indexesSeen.append(control.selectedSegmentIndex)
        }, for: .valueChanged)
        control.addAction(UIAction { _ in recorder.primaryActions += 1 }, for: .primaryActionTriggered)
        host.window.addSubview(control)
        host.window.makeKeyAndVisible()
        host.runFrame()
        return recorder
    }

    func makeControl(_ items: [Any] = ["First", "Second", "Third"]) -> (UISegmentedControl, Recorder) {
        let control = UISegmentedControl(items: items)
        return (control, install(control))
    }

    /// The width a title needs: the wider of its 13 pt regular and semibold
    /// renderings, rounded up, plus 8 pt a side.
    func naturalWidth(_ title: String) -> CGFloat {
        let widths = [UIFont.Weight.regular, .semibold].map { weight in
            ceil(NSAttributedString(string: title, attributes: [.font: UIFont.systemFont(ofSize: 13, weight: weight)])
                .size().width)
        }
        return widths.max()! + 2 * 8
    }

    /// Alphas are stored as the layer's `Float` opacity.
    let alphaTolerance: CGFloat = 1e-6

    /// A color's red, green, blue and alpha as resolved for `traits`.
    func components(of color: UIColor?, in traits: UITraitCollection) -> [CGFloat] {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        guard let color, color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        else { return [] }
        return [red, green, blue, alpha]
    }

    /// The segments' widths as VoiceOver sees their frames.
    func segmentWidths() -> [CGFloat] {
        host.buttons.allElements.map(\.frame.width)
    }

    // MARK: Defaults

    @Test("UIKit's defaults: no selection, not momentary, automatic widths, everything enabled")
    func defaults() {
        let (control, _) = makeControl()
        #expect(UISegmentedControl.noSegment == -1)
        #expect(control.numberOfSegments == 3)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(!control.isMomentary && !control.apportionsSegmentWidthsByContent)
        #expect(control.selectedSegmentTintColor == nil)
        #expect((0..<3).map { control.titleForSegment(at: $0) } == ["First", "Second", "Third"])
        #expect((0..<3).allSatisfy { control.widthForSegment(at: $0) == 0 && control.isEnabledForSegment(at: $0) })
        #expect(control.contentOffsetForSegment(at: 1) == .zero)
        #expect(control.titleTextAttributes(for: .normal) == nil)
        #expect(UISegmentedControl(frame: .zero).numberOfSegments == 0)
    }

    @Test("a control with no size yet takes a selection, its pill empty until it is laid out")
    func selectingBeforeLayout() {
        let control = UISegmentedControl(items: ["One", "Two"])
        control.selectedSegmentIndex = 1
        #expect(control.selectedSegmentIndex == 1)
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        control.layoutIfNeeded()
        #expect(control.selectedSegmentIndex == 1)
    }

    // MARK: Choosing

    @Test("a tap on another segment selects it, runs its action and sends each event exactly once")
    func tapSelects() {
        let recorder = Recorder()
        let actions = ["Day", "Week", "Month"].map { title in
            UIAction(title: title) { action in
                recorder.handled.append(action.title)
                #expect(action.sender is UISegmentedControl)
            }
        }
        let control = UISegmentedControl(frame: .zero, actions: actions)
        let events = install(control)
        host.tap(at: centers[1])
        #expect(control.selectedSegmentIndex == 1)
        #expect(recorder.handled == ["Week"])
        #expect(events.valueChanges == 1 && events.primaryActions == 1)
        #expect(events.indexesSeen == [1])
        // The selected segment again: nothing changes, nothing is sent.
        host.tap(at: centers[1])
        #expect(recorder.handled == ["Week"] && events.valueChanges == 1)
        host.tap(at: centers[2])
        #expect(control.selectedSegmentIndex == 2)
        #expect(recorder.handled == ["Week", "Month"] && events.valueChanges == 2 && events.primaryActions == 2)
    }

    @Test("a selection set in code sends nothing and moves the pill at once")
    func programmaticSelectionSendsNothing() {
        let (control, recorder) = makeControl()
        control.selectedSegmentIndex = 2
        #expect(control.selectedSegmentIndex == 2)
        host.runFrame()
        #expect(recorder.valueChanges == 0 && recorder.primaryActions == 0)
        // The pill: segment 2's frame (160…240 in the control) inset by 2 pt.
        #expect(control.selectionView.frame == CGRect(x: 162, y: 2, width: 76, height: 28))
        #expect(control.selectionView.layer.presentation()?.position == CGPoint(x: 200, y: 16))
        control.selectedSegmentIndex = UISegmentedControl.noSegment
        #expect(control.selectionView.alpha == 0)
        #expect(recorder.valueChanges == 0)
    }

    @Test("momentary: every tap sends, the handlers see the tapped index, and no selection remains")
    func momentary() {
        let (control, recorder) = makeControl()
        control.isMomentary = true
        host.tap(at: centers[0])
        host.tap(at: centers[0])
        host.tap(at: centers[2])
        #expect(recorder.valueChanges == 3)
        #expect(recorder.indexesSeen == [0, 0, 2])
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.selectionView.alpha == 0)
    }

    @Test("a disabled segment, or a disabled control, ignores taps")
    func disabledSegmentsIgnoreTaps() {
        let (control, recorder) = makeControl()
        control.setEnabled(false, forSegmentAt: 1)
        #expect(!control.isEnabledForSegment(at: 1))
        host.tap(at: centers[1])
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && recorder.valueChanges == 0)
        // Its content is dimmed to 30 %; the others are not.
        #expect(isClose(control.segments[1].titleLabel.alpha, 0.3, tolerance: alphaTolerance))
        #expect(control.segments[0].titleLabel.alpha == 1)
        control.isEnabled = false
        host.tap(at: centers[0])
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && recorder.valueChanges == 0)
        #expect(isClose(control.segments[0].titleLabel.alpha, 0.3, tolerance: alphaTolerance))
    }

    // MARK: Tracking

    @Test("touching down highlights the segment and the highlight follows the finger; lifting selects")
    func highlightFollowsTheFinger() {
        let (control, recorder) = makeControl()
        let finger = host.touchDown(at: centers[0])
        // Highlighted content is drawn at 35 %.
        #expect(isClose(control.segments[0].titleLabel.alpha, 0.35, tolerance: alphaTolerance))
        finger.move(to: centers[2], duration: 0.2)
        #expect(control.segments[0].titleLabel.alpha == 1)
        #expect(isClose(control.segments[2].titleLabel.alpha, 0.35, tolerance: alphaTolerance))
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && recorder.valueChanges == 0)
        finger.up()
        #expect(control.selectedSegmentIndex == 2 && recorder.valueChanges == 1)
    }

    @Test("dragging the selected pill to another segment moves it there, and lifting selects that segment")
    func dragThePill() {
        let (control, recorder) = makeControl()
        control.selectedSegmentIndex = 0
        let finger = host.touchDown(at: centers[0])
        // Held, the pill shrinks to 95 %.
        host.advance(by: 0.5)
        #expect(isClose(control.selectionView.transform.a, 0.95))
        finger.move(to: centers[2], duration: 0.3)
        host.advance(by: 0.5)
        // Under the finger now (segment 2's pill center, x 200), not selected until the finger lifts.
        #expect(control.selectionView.center == CGPoint(x: 200, y: 16))
        #expect(control.selectedSegmentIndex == 0 && recorder.valueChanges == 0)
        finger.up()
        #expect(control.selectedSegmentIndex == 2 && recorder.valueChanges == 1)
        host.advance(by: 0.5)
        #expect(control.selectionView.transform == .identity)
    }

    @Test("lifting beyond the 70 pt touch margin selects nothing; the pill returns to the selected segment")
    func touchUpOutsideSelectsNothing() {
        let (control, recorder) = makeControl()
        let finger = host.touchDown(at: centers[1])
        finger.move(to: CGPoint(x: 140, y: 48 + 71), duration: 0.2)
        #expect(control.segments[1].titleLabel.alpha == 1)
        finger.up()
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && recorder.valueChanges == 0)

        control.selectedSegmentIndex = 0
        let pillFinger = host.touchDown(at: centers[0])
        pillFinger.move(to: centers[2], duration: 0.2)
        pillFinger.move(to: CGPoint(x: 220, y: 48 + 71), duration: 0.2)
        host.advance(by: 0.5)
        #expect(control.selectionView.center == CGPoint(x: 40, y: 16))
        pillFinger.up()
        #expect(control.selectedSegmentIndex == 0 && recorder.valueChanges == 0)
    }

    @Test("the pill slides for 0.3 s, ease-in-out: halfway through it is halfway")
    func pillSlidesHalfwayAtHalfTime() {
        let (control, _) = makeControl()
        control.selectedSegmentIndex = 0
        host.runFrame()
        host.tap(at: centers[2])
        // From segment 0's center (x 40 in the control) to segment 2's (x 200):
        // ease-in-out is symmetric, so at 0.15 s the pill is at x 120.
        host.advance(by: 0.15)
        let position = control.selectionView.layer.presentation()?.position ?? .zero
        #expect(isClose(position.x, 120, tolerance: 0.01))
        #expect(position.y == 16)
        assertSnapshot(of: host, named: "sliding-halfway")
        host.advance(by: 0.15)
        #expect(control.selectionView.layer.presentation()?.position.x == 200)
    }

    // MARK: Inserting and removing

    @Test("inserting before the selected segment keeps it selected; indexes beyond the end append")
    func insertKeepsSelection() {
        let (control, recorder) = makeControl()
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Zeroth", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 2) == "Second")
        control.insertSegment(withTitle: "Last", at: 99, animated: false)
        #expect(control.numberOfSegments == 5 && control.titleForSegment(at: 4) == "Last")
        control.insertSegment(withTitle: "After", at: 3, animated: true)
        host.runUntilIdle()
        #expect(control.selectedSegmentIndex == 2 && control.numberOfSegments == 6)
        #expect(recorder.valueChanges == 0)
    }

    @Test("removing the selected segment leaves none selected; removing one before it shifts the index")
    func removeKeepsSelectionConsistent() {
        let (control, recorder) = makeControl(["A", "B", "C", "D"])
        control.selectedSegmentIndex = 2
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1 && control.titleForSegment(at: 1) == "C")
        control.removeSegment(at: 2, animated: true)
        host.runUntilIdle()
        #expect(control.selectedSegmentIndex == 1 && control.numberOfSegments == 2)
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        // An index past the end removes the last segment (Apple pins it).
        control.removeSegment(at: 40, animated: false)
        #expect(control.numberOfSegments == 0)
        control.insertSegment(withTitle: "X", at: 0, animated: false)
        control.insertSegment(withTitle: "Y", at: 1, animated: false)
        control.selectedSegmentIndex = 1
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(recorder.valueChanges == 0)
    }

    @Test("action segments: found by identifier; inserting an action whose identifier is used elsewhere moves it")
    func actionSegments() {
        let (control, recorder) = makeControl()
        let map = UIAction(title: "Map", identifier: UIAction.Identifier("map")) { _ in recorder.handled.append("map") }
        control.insertSegment(action: map, at: 3, animated: false)
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("map")) == 3)
        #expect(control.actionForSegment(at: 3) === map && control.titleForSegment(at: 3) == "Map")
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("none")) == NSNotFound)
        let again = UIAction(title: "Maps", identifier: UIAction.Identifier("map")) { _ in }
        control.insertSegment(action: again, at: 0, animated: false)
        #expect(control.numberOfSegments == 4 && control.segmentIndex(identifiedBy: UIAction.Identifier("map")) == 0)
        #expect(control.titleForSegment(at: 0) == "Maps")
        control.setAction(map, forSegmentAt: 0)
        #expect(control.titleForSegment(at: 0) == "Map" && control.actionForSegment(at: 0) === map)
    }

    @Test("an image segment shows its image instead of a title, as a template in the title color")
    func imageSegments() throws {
        let star = try #require(UIImage(systemName: "star.fill"))
        let (control, _) = makeControl()
        control.setImage(star, forSegmentAt: 1)
        #expect(control.imageForSegment(at: 1) === star && control.titleForSegment(at: 1) == nil)
        control.insertSegment(with: star, at: 0, animated: false)
        #expect(control.imageForSegment(at: 0) === star && control.numberOfSegments == 4)
        host.runFrame()
        #expect(!control.segments[0].imageView.isHidden && control.segments[0].titleLabel.isHidden)
        #expect(control.segments[0].imageView.image?.renderingMode == .alwaysTemplate)
        control.setTitle("Star", forSegmentAt: 0)
        #expect(control.imageForSegment(at: 0) == nil && control.titleForSegment(at: 0) == "Star")
    }

    // MARK: Widths and size

    @Test("segments share the width equally; fixed widths are honored and the rest share what is left")
    func equalAndFixedWidths() {
        let (control, _) = makeControl()
        #expect(segmentWidths() == [80, 80, 80])
        control.setWidth(100, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 100)
        // 240 − 100 = 140 left for two automatic segments.
        #expect(segmentWidths() == [100, 70, 70])
        control.setContentOffset(CGSize(width: 3, height: -2), forSegmentAt: 2)
        host.runFrame()
        #expect(control.contentOffsetForSegment(at: 2) == CGSize(width: 3, height: -2))
        // The title is laid out 8 pt in from the segment's edges, moved by the offset.
        #expect(control.segments[2].titleLabel.frame == CGRect(x: 11, y: -2, width: 54, height: 32))
    }

    @Test("apportionsSegmentWidthsByContent shares the width in proportion to each segment's content")
    func apportionedWidths() {
        let titles = ["A", "Much longer title"]
        let (control, _) = makeControl(titles)
        #expect(segmentWidths() == [120, 120])
        control.apportionsSegmentWidthsByContent = true
        let natural = titles.map(naturalWidth)
        let expected = natural.map { 240 * $0 / (natural[0] + natural[1]) }
        let widths = segmentWidths()
        #expect(widths.count == 2 && zip(widths, expected).allSatisfy { isClose($0, $1, tolerance: 1e-6) })
        #expect(widths[1] > 2 * widths[0])
    }

    @Test("intrinsic size: 32 pt high, every automatic segment as wide as the widest content plus 8 pt a side")
    func intrinsicContentSize() {
        host.activate()
        let titles = ["First", "Second", "Third"]
        let control = UISegmentedControl(items: titles)
        let widest = titles.map(naturalWidth).max()!
        #expect(control.intrinsicContentSize == CGSize(width: 3 * widest, height: 32))
        // init(items:) sizes the control to fit.
        #expect(control.frame == CGRect(x: 0, y: 0, width: 3 * widest, height: 32))
        #expect(control.sizeThatFits(CGSize(width: 1000, height: 1000)) == control.intrinsicContentSize)
        control.apportionsSegmentWidthsByContent = true
        #expect(control.intrinsicContentSize.width == titles.map(naturalWidth).reduce(0, +))
        control.apportionsSegmentWidthsByContent = false
        control.setWidth(50, forSegmentAt: 0)
        let otherWidest = titles.dropFirst().map(naturalWidth).max()!
        #expect(control.intrinsicContentSize.width == 50 + 2 * otherWidest)
    }

    // MARK: Title attributes

    @Test("title attributes per state: the state's own, then .normal's, then the defaults (13 pt, semibold selected)")
    func titleAttributes() {
        let (control, _) = makeControl()
        control.selectedSegmentIndex = 1
        func attributes(_ index: Int) -> [NSAttributedString.Key: Any] {
            control.segments[index].titleLabel.attributedText!.attributes(at: 0, effectiveRange: nil)
        }
        #expect((attributes(0)[.font] as? UIFont) == UIFont.systemFont(ofSize: 13))
        #expect((attributes(1)[.font] as? UIFont) == UIFont.systemFont(ofSize: 13, weight: .semibold))
        #expect((attributes(0)[.foregroundColor] as? UIColor) == .label)

        control.setTitleTextAttributes([.foregroundColor: UIColor.systemRed], for: .normal)
        control.setTitleTextAttributes([.font: UIFont.boldSystemFont(ofSize: 17)], for: .selected)
        control.setTitleTextAttributes([.foregroundColor: UIColor.systemBlue], for: .highlighted)
        #expect((control.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor) == .systemRed)
        #expect(control.titleTextAttributes(for: .disabled) == nil)
        #expect((attributes(0)[.foregroundColor] as? UIColor) == .systemRed)
        #expect((attributes(0)[.font] as? UIFont) == UIFont.systemFont(ofSize: 13))
        #expect((attributes(1)[.foregroundColor] as? UIColor) == .systemRed)
        #expect((attributes(1)[.font] as? UIFont) == UIFont.boldSystemFont(ofSize: 17))

        let finger = host.touchDown(at: centers[2])
        #expect((attributes(2)[.foregroundColor] as? UIColor) == .systemBlue)
        // The app's highlighted attributes replace Kumiki's dimming.
        #expect(control.segments[2].titleLabel.alpha == 1)
        finger.cancel()
        #expect((attributes(2)[.foregroundColor] as? UIColor) == .systemRed)
        #expect(control.selectedSegmentIndex == 1)
    }

    // MARK: Look

    @Test("light mode: a gray track, a white raised pill under the middle segment, separators beside the others")
    func lightLook() {
        let (control, _) = makeControl()
        control.selectedSegmentIndex = 1
        host.runFrame()
        let image = host.snapshot()
        // The track, (118, 118, 128) at 12 % over white: (239, 239, 240). Sampled
        // 5 pt below the top of the first segment, clear of title and corner.
        #expect(isClose(image.pixel(atX: 2 * 40, y: 2 * 21), CGImage.Pixel(red: 239, green: 239, blue: 240, alpha: 255)))
        // The pill is white.
        #expect(isClose(image.pixel(atX: 2 * 110, y: 2 * 21), CGImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255)))
        // Separators beside the pill are hidden; there are two, both hidden here.
        #expect(control.separatorViews.map(\.alpha) == [0, 0])
        control.selectedSegmentIndex = 0
        #expect(control.separatorViews.map(\.alpha) == [0, 1])
        control.selectedSegmentIndex = 1
        assertSnapshot(of: host, named: "three-segments-light")
    }

    @Test("separators between unselected neighbours; a disabled segment dimmed; an image drawn in the title color")
    func separatorsDisabledAndImage() throws {
        let star = try #require(UIImage(systemName: "star.fill"))
        let (control, _) = makeControl(["One", "Two", star, "Four"])
        control.selectedSegmentIndex = 0
        control.setEnabled(false, forSegmentAt: 3)
        host.runFrame()
        // Three separators; the one beside the pill (after segment 0) is hidden.
        #expect(control.separatorViews.map(\.alpha) == [0, 1, 1])
        // 240 / 4 = 60 pt segments: the separators sit on x 60 and 120 of the
        // control, 1 pt wide and 16 pt (half the height) tall, centered.
        #expect(control.separatorViews[1].frame == CGRect(x: 120, y: 8, width: 1, height: 16))
        #expect(isClose(control.segments[3].titleLabel.alpha, 0.3, tolerance: alphaTolerance))
        assertSnapshot(of: host, named: "separators-disabled-image")
    }

    @Test("dark mode: a darker track and a (99, 99, 102) pill; white titles")
    func darkLook() {
        let (control, _) = makeControl()
        control.selectedSegmentIndex = 1
        host.userInterfaceStyle = .dark
        host.runFrame()
        let image = host.snapshot()
        // The track, (118, 118, 128) at 24 % over black: (28, 28, 31).
        #expect(isClose(image.pixel(atX: 2 * 40, y: 2 * 21), CGImage.Pixel(red: 28, green: 28, blue: 31, alpha: 255)))
        #expect(isClose(image.pixel(atX: 2 * 110, y: 2 * 21), CGImage.Pixel(red: 99, green: 99, blue: 102, alpha: 255)))
        let title = control.segments[0].titleLabel.attributedText!.attribute(.foregroundColor, at: 0, effectiveRange: nil)
        #expect(components(of: title as? UIColor, in: control.traitCollection) == [1, 1, 1, 1])
        assertSnapshot(of: host, named: "three-segments-dark")
        control.selectedSegmentTintColor = .systemOrange
        host.runFrame()
        let tinted = host.snapshot()
        // systemOrange in dark mode is (255, 159, 10).
        #expect(isClose(tinted.pixel(atX: 2 * 110, y: 2 * 21), CGImage.Pixel(red: 255, green: 159, blue: 10, alpha: 255)))
    }

    // MARK: Accessibility

    @Test("each segment is a button labelled with its title, selected when selected, dimmed when disabled")
    func accessibility() {
        let (control, recorder) = makeControl()
        control.selectedSegmentIndex = 0
        control.setEnabled(false, forSegmentAt: 2)
        let buttons = host.buttons
        #expect(buttons.count == 3)
        #expect(buttons.allElements.map(\.label) == ["First", "Second", "Third"])
        #expect(buttons.allElements.map(\.value) == ["1 of 3", "2 of 3", "3 of 3"])
        #expect(buttons["First"].isSelected && !buttons["Second"].isSelected)
        #expect(!buttons["Third"].isEnabled && buttons["Second"].isEnabled)
        #expect(buttons["Second"].frame == CGRect(x: 100, y: 16, width: 80, height: 32))
        buttons["Second"].tap()
        #expect(control.selectedSegmentIndex == 1 && recorder.valueChanges == 1)
        #expect(buttons["Second"].isSelected && !buttons["First"].isSelected)
    }

    // MARK: Misuse

    @Test("a segment index out of range stops with the array's NSRangeException, as iOS does")
    func segmentIndexOutOfRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UITestHost(device: .iPhone15Pro).activate()
                let control = UISegmentedControl(items: ["A", "B", "C"])
                control.setTitle("D", forSegmentAt: 3)
            }
        }
        #expect(standardError(of: result).contains(
            "uncaught exception 'NSRangeException', reason: '*** -[__NSArrayM objectAtIndex:]: index 3 beyond bounds [0 .. 2]'"))
    }

    @Test("a selected index that names no segment stops with NSRangeException")
    func selectedIndexOutOfRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UITestHost(device: .iPhone15Pro).activate()
                let control = UISegmentedControl(items: ["A", "B"])
                control.selectedSegmentIndex = 2
            }
        }
        #expect(standardError(of: result).contains(
            "uncaught exception 'NSRangeException', reason: '*** -[__NSArrayM objectAtIndex:]: index 2 beyond bounds [0 .. 1]'"))
    }

    @Test("giving a segment an action whose identifier another segment uses stops the app")
    func duplicateActionIdentifier() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UITestHost(device: .iPhone15Pro).activate()
                let id = UIAction.Identifier("same")
                let control = UISegmentedControl(frame: .zero, actions: [
                    UIAction(title: "A", identifier: id) { _ in }, UIAction(title: "B") { _ in },
                ])
                control.setAction(UIAction(title: "C", identifier: id) { _ in }, forSegmentAt: 1)
            }
        }
        #expect(standardError(of: result).contains("uncaught exception 'NSInternalInconsistencyException', reason: "
            + "'The action's identifier same already belongs to the segment at index 0; identifiers must be unique "
            + "within a segmented control'"))
    }

    @Test("an item that is not a title, an image or an action stops the app")
    func itemOfAnotherKind() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UITestHost(device: .iPhone15Pro).activate()
                _ = UISegmentedControl(items: ["One", 2])
            }
        }
        #expect(standardError(of: result).contains("uncaught exception 'NSInvalidArgumentException', reason: "
            + "'UISegmentedControl items must be NSString, UIImage or UIAction objects, not Int'"))
    }
}
