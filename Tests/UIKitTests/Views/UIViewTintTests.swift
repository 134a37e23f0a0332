import Testing
import UIKit

/// Records "<name>" each time `tintColorDidChange()` runs.
private final class TintRecordingView: UIView {
    let name: String
    let log: ViewCallbackLog

    init(_ name: String, log: ViewCallbackLog) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func tintColorDidChange() {
        log.record(name)
    }
}

@MainActor
@Suite("UIView tint color")
struct UIViewTintTests {
    @Test("a view without a tint anywhere above it is tinted systemBlue (0, 122, 255)")
    func defaultTintIsSystemBlue() {
        let view = UIView()
        #expect(view.tintColor == .systemBlue)
        #expect(rgba255(view.tintColor) == [0, 122, 255, 255])
    }

    @Test("a view's own tint wins over the default")
    func ownTint() {
        let view = UIView()
        view.tintColor = .systemRed
        #expect(view.tintColor == .systemRed)
    }

    @Test("a view inherits the tint of its nearest ancestor that has one")
    func inheritsNearestAncestorTint() {
        let root = UIView(), middle = UIView(), leaf = UIView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        root.tintColor = .systemRed
        #expect(leaf.tintColor == .systemRed)
        middle.tintColor = .systemGreen
        #expect(leaf.tintColor == .systemGreen)
        #expect(root.tintColor == .systemRed)
    }

    @Test("setting the tint to nil goes back to inheriting")
    func nilTintInheritsAgain() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        parent.tintColor = .systemRed
        child.tintColor = .systemGreen
        child.tintColor = nil
        #expect(child.tintColor == .systemRed)
    }

    @Test("a view moved under another parent takes that parent's tint")
    func movedViewTakesNewTint() {
        let red = UIView(), green = UIView(), child = UIView()
        red.tintColor = .systemRed
        green.tintColor = .systemGreen
        red.addSubview(child)
        #expect(child.tintColor == .systemRed)
        green.addSubview(child)
        #expect(child.tintColor == .systemGreen)
    }

    @Test("tintAdjustmentMode .automatic reports the superview's mode, .normal at the root")
    func automaticAdjustmentModeFollowsSuperview() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        #expect(parent.tintAdjustmentMode == .normal)
        #expect(child.tintAdjustmentMode == .normal)
        parent.tintAdjustmentMode = .dimmed
        #expect(child.tintAdjustmentMode == .dimmed)
        child.tintAdjustmentMode = .normal
        #expect(child.tintAdjustmentMode == .normal)
    }

    @Test("in dimmed mode the tint is an opaque gray, for the view and the views inheriting the mode")
    func dimmedTintIsGray() {
        let parent = UIView(), child = UIView(), undimmed = UIView()
        parent.addSubview(child)
        parent.addSubview(undimmed)
        parent.tintColor = .systemRed
        undimmed.tintAdjustmentMode = .normal
        parent.tintAdjustmentMode = .dimmed
        for view in [parent, child] {
            let components = rgba255(view.tintColor)
            #expect(components[0] == components[1] && components[1] == components[2], "gray: equal channels")
            #expect(components[3] == 255)
        }
        #expect(undimmed.tintColor == .systemRed)

        parent.tintAdjustmentMode = .automatic
        #expect(child.tintColor == .systemRed)
    }

    @Test("changing a view's tint calls tintColorDidChange on it and on every view inheriting it, top down")
    func tintChangeNotifiesSubtree() {
        let log = ViewCallbackLog()
        let root = TintRecordingView("root", log: log)
        let child = TintRecordingView("child", log: log)
        let grandchild = TintRecordingView("grandchild", log: log)
        let sibling = TintRecordingView("sibling", log: log)
        root.addSubview(child)
        child.addSubview(grandchild)
        root.addSubview(sibling)
        log.entries.removeAll()

        root.tintColor = .systemRed
        #expect(log.entries == ["root", "child", "grandchild", "sibling"])
    }

    @Test("a view with its own tint, and its subtree, are not told when an ancestor's tint changes")
    func ownTintShieldsSubtreeFromColorChange() {
        let log = ViewCallbackLog()
        let root = TintRecordingView("root", log: log)
        let tinted = TintRecordingView("tinted", log: log)
        let inner = TintRecordingView("inner", log: log)
        root.addSubview(tinted)
        tinted.addSubview(inner)
        tinted.tintColor = .systemGreen
        log.entries.removeAll()

        root.tintColor = .systemRed
        #expect(log.entries == ["root"])
        #expect(inner.tintColor == .systemGreen)
    }

    @Test("dimming tells the subtree that inherits the mode, own tints included")
    func dimmingNotifiesSubtree() {
        let log = ViewCallbackLog()
        let root = TintRecordingView("root", log: log)
        let tinted = TintRecordingView("tinted", log: log)
        let normal = TintRecordingView("normal", log: log)
        root.addSubview(tinted)
        root.addSubview(normal)
        tinted.tintColor = .systemGreen
        normal.tintAdjustmentMode = .normal
        log.entries.removeAll()

        root.tintAdjustmentMode = .dimmed
        // tinted's displayed tint turns gray; normal keeps its mode and its tint.
        #expect(log.entries == ["root", "tinted"])
    }
}
