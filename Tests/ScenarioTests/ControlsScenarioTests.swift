import ShowcaseKit
import Testing
import UIKit
import UIKitTesting

/// A person tries every control of the gallery — segments, slider, switch,
/// stepper, page dots, a pop-up button, a menu and a context menu — and the
/// log under them shows what each one sent.
@MainActor
@Suite struct ControlsScenarioTests {
    let host = UITestHost(device: .iPhone15Pro)

    init() {
        host.rootViewController = ShowcaseCatalog.makeNavigableViewController(for: ControlsScreen.self)
        _ = host.runUntilIdle()
    }

    var controller: ControlsScreen.ControlsViewController? {
        (host.rootViewController as? UINavigationController)?.topViewController as? ControlsScreen.ControlsViewController
    }

    func view(_ identifier: String) throws -> UIView {
        try #require(host.view(withAccessibilityIdentifier: identifier))
    }

    func frame(_ identifier: String) throws -> CGRect {
        let view = try view(identifier)
        return view.convert(view.bounds, to: nil)
    }

    func lastEvent() -> String? { controller?.events.last }

    @Test func theGalleryLooksLikeIOS() {
        assertSnapshot(of: host, named: "controls")
    }

    @Test func segmentsSliderSwitchAndStepperReportTheirValues() throws {
        let segments = try frame(ControlsScreen.Identifier.segments)
        host.tap(at: CGPoint(x: segments.maxX - 20, y: segments.midY))
        #expect(lastEvent() == "segment Month")

        let slider = try #require(try view(ControlsScreen.Identifier.slider) as? UISlider)
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds),
                                     value: slider.value)
        let start = slider.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: nil)
        // Resting a moment first: the scroll view holds a touch back from
        // its content for 150 ms, and a thumb dragged off at once is missed
        // (as in an iOS table view).
        let finger = host.touchDown(at: start)
        host.advance(by: 0.2)
        finger.move(to: CGPoint(x: start.x + 400, y: start.y), duration: 0.3)
        finger.up()
        #expect(lastEvent() == "volume 100 %")

        let toggle = try frame(ControlsScreen.Identifier.toggle)
        host.tap(at: CGPoint(x: toggle.midX, y: toggle.midY))
        #expect(lastEvent() == "switch off")

        let stepper = try frame(ControlsScreen.Identifier.stepper)
        host.tap(at: CGPoint(x: stepper.maxX - 10, y: stepper.midY))
        #expect(lastEvent() == "stepper 4")
    }

    @Test func tappingBesideTheCurrentDotTurnsThePage() throws {
        let pages = try frame(ControlsScreen.Identifier.pages)
        host.tap(at: CGPoint(x: pages.maxX - 10, y: pages.midY))
        #expect(lastEvent() == "page 4")
    }

    @Test func thePopUpButtonAndTheMoreMenuChooseTheirActions() throws {
        let popUp = try #require(try view(ControlsScreen.Identifier.popUp) as? UIButton)
        #expect(popUp.currentTitle == "Small" || popUp.configuration?.title == "Small")
        let popUpFrame = try frame(ControlsScreen.Identifier.popUp)
        host.tap(at: CGPoint(x: popUpFrame.midX, y: popUpFrame.midY))
        host.runUntilIdle()
        let large = try #require(host.window.accessibilityElementsDescendants(labelled: "Large"))
        host.tap(at: large)
        host.runUntilIdle()
        #expect(lastEvent() == "size Large")
        #expect(popUp.configuration?.title == "Large")

        let more = try frame(ControlsScreen.Identifier.more)
        host.tap(at: CGPoint(x: more.midX, y: more.midY))
        host.runUntilIdle()
        host.tap(at: try #require(host.window.accessibilityElementsDescendants(labelled: "Delete")))
        host.runUntilIdle()
        #expect(lastEvent() == "delete")
    }

    @Test func pressingTheCardOpensItsContextMenu() throws {
        let card = try frame(ControlsScreen.Identifier.card)
        host.longPress(at: CGPoint(x: card.midX, y: card.midY), duration: 0.8)
        host.runUntilIdle()
        assertSnapshot(of: host, named: "controls-context-menu")
        host.tap(at: try #require(host.window.accessibilityElementsDescendants(labelled: "Pin")))
        host.runUntilIdle()
        #expect(lastEvent() == "pin")
    }
}

extension UIView {
    /// The center, in window coordinates, of the last view under this one
    /// whose accessibility label is `label` (menus are added last).
    @MainActor
    func accessibilityElementsDescendants(labelled label: String) -> CGPoint? {
        var found: UIView?
        var pending: [UIView] = [self]
        while !pending.isEmpty {
            let view = pending.removeFirst()
            if view.accessibilityLabel == label { found = view }
            pending += view.subviews
        }
        return found.map { $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: nil) }
    }
}

extension ControlsScenarioTests {
    @Test func flickingThePickerSetsANewTime() throws {
        let picker = try #require(try view(ControlsScreen.Identifier.picker) as? UIPickerView)
        // Scrolled up to the picker first.
        let scroll = try #require(picker.superview?.superview as? UIScrollView)
        scroll.setContentOffset(CGPoint(x: 0, y: scroll.contentSize.height - scroll.bounds.height
                                            + scroll.adjustedContentInset.bottom), animated: false)
        host.runUntilIdle()
        let frame = try self.frame(ControlsScreen.Identifier.picker)
        let finger = host.touchDown(at: CGPoint(x: frame.maxX - 60, y: frame.midY + 50))
        host.advance(by: 0.2)
        finger.move(to: CGPoint(x: frame.maxX - 60, y: frame.midY - 14), duration: 0.6)
        host.advance(by: 0.3)
        finger.up()
        host.runUntilIdle()
        #expect(picker.selectedRow(inComponent: 1) == 43)
        #expect(lastEvent() == "time 9:43")
    }

    @Test func choosingADayInTheCompactDatePicker() throws {
        let datePicker = try #require(try view(ControlsScreen.Identifier.date) as? UIDatePicker)
        let scroll = try #require(datePicker.superview?.superview?.superview as? UIScrollView)
        scroll.setContentOffset(CGPoint(x: 0, y: scroll.contentSize.height - scroll.bounds.height
                                            + scroll.adjustedContentInset.bottom), animated: false)
        host.runUntilIdle()
        assertSnapshot(of: host, named: "controls-bottom")
        let pill = try #require(host.window.accessibilityElementsDescendants(labelled: "Dec 18, 2026"))
        host.tap(at: pill)
        host.runUntilIdle()
        let day = try #require(host.window.accessibilityElementsDescendants(labelled: "Sunday, December 20, 2026"))
        host.tap(at: day)
        host.runUntilIdle()
        #expect(lastEvent() == "date Dec 20, 2:05 PM")
    }

    @Test func typingInTheSearchBarLogsEachChange() throws {
        let search = try #require(try view(ControlsScreen.Identifier.search) as? UISearchBar)
        let scroll = try #require(search.superview?.superview as? UIScrollView)
        scroll.setContentOffset(CGPoint(x: 0, y: scroll.contentSize.height - scroll.bounds.height
                                            + scroll.adjustedContentInset.bottom), animated: false)
        host.runUntilIdle()
        let field = try frame(ControlsScreen.Identifier.search)
        host.tap(at: CGPoint(x: field.midX, y: field.midY))
        host.typeText("ok")
        #expect(lastEvent() == "search \"ok\"")
    }
}
