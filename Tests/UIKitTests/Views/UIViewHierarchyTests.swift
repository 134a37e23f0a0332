import Testing
import TestSupport
import UIKit
import UIKitTesting

/// The layers of `views`, for comparing with a layer's `sublayers` by identity.
@MainActor
private func layers(of views: [UIView]) -> [ObjectIdentifier] {
    views.map { ObjectIdentifier($0.layer) }
}

@MainActor
private func sublayerIDs(of view: UIView) -> [ObjectIdentifier] {
    (view.layer.sublayers ?? []).map(ObjectIdentifier.init)
}

@MainActor
private func ids(_ views: [UIView]) -> [ObjectIdentifier] {
    views.map(ObjectIdentifier.init)
}

@MainActor
@Suite("UIView hierarchy")
struct UIViewHierarchyTests {
    // MARK: Adding and ordering

    @Test("addSubview appends to subviews (back to front) and to the layer's sublayers")
    func addSubviewAppends() {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.addSubview(c)
        #expect(ids(parent.subviews) == ids([a, b, c]))
        #expect(sublayerIDs(of: parent) == layers(of: [a, b, c]))
        #expect(a.superview === parent)
        #expect(c.layer.superlayer === parent.layer)
    }

    @Test("insertSubview(_:at:) inserts at the index, and an index past the end appends")
    func insertAtIndex() {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView(), d = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 1)
        #expect(ids(parent.subviews) == ids([a, c, b]))
        parent.insertSubview(d, at: 99)
        #expect(ids(parent.subviews) == ids([a, c, b, d]))
        #expect(sublayerIDs(of: parent) == layers(of: [a, c, b, d]))
    }

    @Test("insertSubview(_:at: 0) of an existing subview moves it to the back")
    func insertExistingAtZeroMovesToBack() {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        [a, b, c].forEach(parent.addSubview)
        parent.insertSubview(c, at: 0)
        #expect(ids(parent.subviews) == ids([c, a, b]))
        #expect(sublayerIDs(of: parent) == layers(of: [c, a, b]))
    }

    @Test("insertSubview(_:aboveSubview:) and (_:belowSubview:) place the view next to the sibling")
    func insertAboveAndBelow() {
        let parent = UIView()
        let a = UIView(), b = UIView(), above = UIView(), below = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(above, aboveSubview: a)
        parent.insertSubview(below, belowSubview: a)
        #expect(ids(parent.subviews) == ids([below, a, above, b]))
        #expect(sublayerIDs(of: parent) == layers(of: [below, a, above, b]))
    }

    @Test("inserting an existing subview above or below a sibling moves it there")
    func insertExistingAboveAndBelow() {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        [a, b, c].forEach(parent.addSubview)
        parent.insertSubview(a, aboveSubview: c)
        #expect(ids(parent.subviews) == ids([b, c, a]))
        parent.insertSubview(a, belowSubview: b)
        #expect(ids(parent.subviews) == ids([a, b, c]))
        #expect(sublayerIDs(of: parent) == layers(of: [a, b, c]))
    }

    @Test("exchangeSubview swaps two subviews and their layers")
    func exchangeSwaps() {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        [a, b, c].forEach(parent.addSubview)
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(ids(parent.subviews) == ids([c, b, a]))
        #expect(sublayerIDs(of: parent) == layers(of: [c, b, a]))
    }

    @Test("bringSubviewToFront and sendSubviewToBack reorder subviews and layers")
    func bringToFrontAndSendToBack() {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        [a, b, c].forEach(parent.addSubview)
        parent.bringSubviewToFront(a)
        #expect(ids(parent.subviews) == ids([b, c, a]))
        #expect(sublayerIDs(of: parent) == layers(of: [b, c, a]))
        parent.sendSubviewToBack(c)
        #expect(ids(parent.subviews) == ids([c, b, a]))
        #expect(sublayerIDs(of: parent) == layers(of: [c, b, a]))
    }

    @Test("bringing the frontmost view to front again changes nothing")
    func bringFrontmostToFront() {
        let parent = UIView()
        let a = UIView(), b = UIView()
        [a, b].forEach(parent.addSubview)
        parent.bringSubviewToFront(b)
        #expect(ids(parent.subviews) == ids([a, b]))
        #expect(sublayerIDs(of: parent) == layers(of: [a, b]))
        parent.sendSubviewToBack(a)
        #expect(ids(parent.subviews) == ids([a, b]))
        #expect(sublayerIDs(of: parent) == layers(of: [a, b]))
    }

    @Test("bringSubviewToFront of a view that is not a subview changes nothing")
    func bringForeignViewToFrontIsIgnored() {
        let parent = UIView()
        let a = UIView(), b = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.bringSubviewToFront(UIView())
        #expect(ids(parent.subviews) == ids([a, b]))
    }

    @Test("a subview added after a sublayer the app added itself is composited above that sublayer")
    func subviewGoesAboveExistingSublayer() {
        let parent = UIView()
        let decoration = CALayer()
        parent.layer.addSublayer(decoration)
        let a = UIView(), b = UIView()
        parent.addSubview(a)
        #expect(sublayerIDs(of: parent) == [ObjectIdentifier(decoration), ObjectIdentifier(a.layer)])
        parent.layer.addSublayer(CALayer())
        parent.addSubview(b)
        #expect(sublayerIDs(of: parent).last == ObjectIdentifier(b.layer))
    }

    @Test("reordering subviews keeps a sublayer the app added between them in its place")
    func reorderKeepsForeignSublayer() {
        let parent = UIView()
        let a = UIView(), b = UIView()
        parent.addSubview(a)
        let decoration = CALayer()
        parent.layer.addSublayer(decoration)
        parent.addSubview(b)
        parent.exchangeSubview(at: 0, withSubviewAt: 1)
        #expect(ids(parent.subviews) == ids([b, a]))
        let order = sublayerIDs(of: parent)
        #expect(order.firstIndex(of: ObjectIdentifier(b.layer))! < order.firstIndex(of: ObjectIdentifier(a.layer))!)
        #expect(order.contains(ObjectIdentifier(decoration)))
    }

    // MARK: Removing and moving

    @Test("removeFromSuperview detaches the view and its layer")
    func removeFromSuperviewDetaches() {
        let parent = UIView()
        let a = UIView(), b = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        a.removeFromSuperview()
        #expect(a.superview == nil)
        #expect(a.layer.superlayer == nil)
        #expect(ids(parent.subviews) == ids([b]))
        #expect(sublayerIDs(of: parent) == layers(of: [b]))
    }

    @Test("adding a view to a new superview takes it out of the old one")
    func addingMovesBetweenSuperviews() {
        let first = UIView(), second = UIView()
        let child = UIView()
        first.addSubview(child)
        second.addSubview(child)
        #expect(first.subviews.isEmpty)
        #expect(first.layer.sublayers == nil)
        #expect(child.superview === second)
        #expect(ids(second.subviews) == ids([child]))
        #expect(sublayerIDs(of: second) == layers(of: [child]))
    }

    // MARK: Window and ancestry

    @Test("window is nil outside a window and the window for every view inside one")
    func windowProperty() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        #expect(child.window == nil)
        window.addSubview(parent)
        #expect(parent.window === window)
        #expect(child.window === window)
        #expect(window.window === window)
        parent.removeFromSuperview()
        #expect(child.window == nil)
    }

    @Test("isDescendant(of:) is true for the view itself and its ancestors only")
    func isDescendantOf() {
        let root = UIView(), child = UIView(), grandchild = UIView(), sibling = UIView()
        root.addSubview(child)
        root.addSubview(sibling)
        child.addSubview(grandchild)
        #expect(grandchild.isDescendant(of: grandchild))
        #expect(grandchild.isDescendant(of: child))
        #expect(grandchild.isDescendant(of: root))
        #expect(!grandchild.isDescendant(of: sibling))
        #expect(!child.isDescendant(of: grandchild))
    }

    @Test("viewWithTag searches depth first, the view itself first")
    func viewWithTagOrder() {
        let root = UIView(), first = UIView(), deep = UIView(), second = UIView()
        root.addSubview(first)
        root.addSubview(second)
        first.addSubview(deep)
        deep.tag = 7
        second.tag = 7
        // first's subtree is searched before second.
        #expect(root.viewWithTag(7) === deep)
        root.tag = 7
        #expect(root.viewWithTag(7) === root)
        #expect(root.viewWithTag(8) == nil)
    }

    // MARK: Callback order

    @Test("adding into a view in a window: superview callbacks, window callbacks through the subtree, then didAddSubview")
    func addCallbackOrderInWindow() {
        let log = ViewCallbackLog()
        let window = NamedTestWindow("window")
        let parent = HierarchyRecordingView("parent", log: log)
        window.addSubview(parent)
        let child = HierarchyRecordingView("child", log: log)
        let grandchild = HierarchyRecordingView("grandchild", log: log)
        child.addSubview(grandchild)
        log.entries.removeAll()

        parent.addSubview(child)
        #expect(log.entries == [
            "child willMove(toSuperview: parent)",
            "child didMoveToSuperview",
            "child willMove(toWindow: window)",
            "grandchild willMove(toWindow: window)",
            "child didMoveToWindow",
            "grandchild didMoveToWindow",
            "parent didAddSubview(child)",
        ])
    }

    @Test("adding into a view outside a window sends no window callbacks")
    func addCallbackOrderOutsideWindow() {
        let log = ViewCallbackLog()
        let parent = HierarchyRecordingView("parent", log: log)
        let child = HierarchyRecordingView("child", log: log)
        parent.addSubview(child)
        #expect(log.entries == [
            "child willMove(toSuperview: parent)",
            "child didMoveToSuperview",
            "parent didAddSubview(child)",
        ])
    }

    @Test("removing from a view in a window: willRemoveSubview, willMove(toSuperview: nil), window callbacks, didMoveToSuperview")
    func removeCallbackOrderInWindow() {
        let log = ViewCallbackLog()
        let window = NamedTestWindow("window")
        let parent = HierarchyRecordingView("parent", log: log)
        let child = HierarchyRecordingView("child", log: log)
        let grandchild = HierarchyRecordingView("grandchild", log: log)
        window.addSubview(parent)
        parent.addSubview(child)
        child.addSubview(grandchild)
        log.entries.removeAll()

        child.removeFromSuperview()
        #expect(log.entries == [
            "parent willRemoveSubview(child)",
            "child willMove(toSuperview: nil)",
            "child willMove(toWindow: nil)",
            "grandchild willMove(toWindow: nil)",
            "child didMoveToWindow",
            "grandchild didMoveToWindow",
            "child didMoveToSuperview",
        ])
        #expect(grandchild.window == nil)
    }

    @Test("the window is already gone in didMoveToWindow after a removal, and set after an addition")
    func windowDuringDidMoveToWindow() {
        final class WindowProbe: UIView {
            var windowsSeen: [UIWindow?] = []
            override func didMoveToWindow() {
                windowsSeen.append(window)
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let probe = WindowProbe()
        window.addSubview(probe)
        probe.removeFromSuperview()
        #expect(probe.windowsSeen.count == 2)
        #expect(probe.windowsSeen.first! === window)
        #expect(probe.windowsSeen.last! == nil)
    }

    @Test("removing a view that has no superview sends no callbacks")
    func removeWithoutSuperviewIsSilent() {
        let log = ViewCallbackLog()
        let view = HierarchyRecordingView("view", log: log)
        view.removeFromSuperview()
        #expect(log.entries.isEmpty)
    }

    @Test("moving a view between superviews in one window tells the old parent, then the view, then the new parent")
    func moveBetweenSuperviewsInOneWindow() {
        let log = ViewCallbackLog()
        let window = NamedTestWindow("window")
        let old = HierarchyRecordingView("old", log: log)
        let new = HierarchyRecordingView("new", log: log)
        let child = HierarchyRecordingView("child", log: log)
        window.addSubview(old)
        window.addSubview(new)
        old.addSubview(child)
        log.entries.removeAll()

        new.addSubview(child)
        #expect(log.entries == [
            "old willRemoveSubview(child)",
            "child willMove(toSuperview: new)",
            "child didMoveToSuperview",
            "new didAddSubview(child)",
        ])
        #expect(old.subviews.isEmpty)
        #expect(child.layer.superlayer === new.layer)
    }

    @Test("moving a view into another window sends the window callbacks with the new window")
    func moveBetweenWindows() {
        let log = ViewCallbackLog()
        let first = NamedTestWindow("first")
        let second = NamedTestWindow("second")
        let child = HierarchyRecordingView("child", log: log)
        first.addSubview(child)
        log.entries.removeAll()

        second.addSubview(child)
        #expect(log.entries == [
            "child willMove(toSuperview: second)",
            "child didMoveToSuperview",
            "child willMove(toWindow: second)",
            "child didMoveToWindow",
        ])
        #expect(child.window === second)
    }

    @Test("reordering a subview within its superview sends no superview or window callbacks")
    func reorderingSendsNoMoveCallbacks() {
        let log = ViewCallbackLog()
        let window = NamedTestWindow("window")
        let parent = HierarchyRecordingView("parent", log: log)
        let a = HierarchyRecordingView("a", log: log), b = HierarchyRecordingView("b", log: log)
        window.addSubview(parent)
        parent.addSubview(a)
        parent.addSubview(b)
        log.entries.removeAll()

        parent.addSubview(a)
        parent.insertSubview(a, at: 0)
        parent.bringSubviewToFront(a)
        parent.sendSubviewToBack(a)
        parent.exchangeSubview(at: 0, withSubviewAt: 1)
        #expect(ids(parent.subviews) == ids([b, a]))
        #expect(log.entries.filter { $0.contains("Move") || $0.contains("Remove") }.isEmpty)
    }

    // MARK: Misuse

    @Test("adding a view to itself stops with UIKit's message")
    func addingSelfStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let view = UIView()
                view.addSubview(view)
            }
        }
        #expect(standardError(of: result).contains(
            "uncaught exception 'NSInvalidArgumentException', reason: 'Can't add self as subview'"))
    }

    @Test("adding an ancestor as a subview stops with Core Animation's layer-cycle message")
    func addingAncestorStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let root = UIView(), child = UIView(), grandchild = UIView()
                root.addSubview(child)
                child.addSubview(grandchild)
                grandchild.addSubview(root)
            }
        }
        let text = standardError(of: result)
        #expect(text.contains("uncaught exception 'CALayerInvalid', reason: 'layer <CALayer: 0x"))
        #expect(text.contains("> is a part of cycle in its layer tree'"))
    }

    @Test("exchanging subviews at an index out of range stops")
    func exchangeOutOfRangeStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let parent = UIView()
                parent.addSubview(UIView())
                parent.exchangeSubview(at: 0, withSubviewAt: 1)
            }
        }
        #expect(standardError(of: result).contains("index out of bounds"))
    }

    // MARK: Deep trees

    @Test("a tree 10,000 views deep builds, joins a window, lays out, draws and takes touches")
    func tenThousandLevels() {
        let host = UITestHost()
        host.rootViewController = UIViewController()
        let root = UIView(frame: CGRect(x: 20, y: 100, width: 40, height: 40))
        var deepest = root
        for level in 0..<10_000 {
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            child.backgroundColor = level == 9_999 ? .systemGreen : .systemRed
            deepest.addSubview(child)
            deepest = child
        }
        host.rootViewController!.view.addSubview(root)
        #expect(deepest.window === host.window)
        #expect(deepest.safeAreaInsets == .zero)
        host.runFrame()
        // The deepest view is drawn on top of all the others.
        #expect(host.snapshot().pixel(atX: 30 * 3, y: 110 * 3) == .init(red: 52, green: 199, blue: 89, alpha: 255))
        #expect(host.window.hitTest(CGPoint(x: 30, y: 110), with: nil) === deepest)
        root.removeFromSuperview()
        #expect(deepest.window == nil)
    }
}
