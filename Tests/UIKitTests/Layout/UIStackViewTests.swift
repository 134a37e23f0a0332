import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

/// A view of a fixed intrinsic size, like a button or an image.
@MainActor
final class SizedView: UIView {
    var size: CGSize { didSet { invalidateIntrinsicContentSize() } }

    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { size }
}

/// Stack views: each distribution and alignment, spacing, margins, and hiding.
@MainActor
@Suite("UIStackView")
struct UIStackViewTests {
    /// Layout reads the running app's layout direction: each test runs in a
    /// left-to-right app of its own, made current as the test begins.
    let app = UITestHost()

    /// A 300×100 horizontal stack of 40×20, 60×30 and 80×40 views.
    func makeStack(_ configure: (UIStackView) -> Void = { _ in }) -> (UIStackView, [SizedView]) {
        let views = [SizedView(40, 20), SizedView(60, 30), SizedView(80, 40)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        configure(stack)
        stack.layoutIfNeeded()
        return (stack, views)
    }

    @Test("defaults are UIKit's")
    func defaults() {
        app.activate()
        let stack = UIStackView()
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill)
        #expect(stack.spacing == 0 && !stack.isBaselineRelativeArrangement && !stack.isLayoutMarginsRelativeArrangement)
        let view = UIView()
        stack.addArrangedSubview(view)
        #expect(!view.translatesAutoresizingMaskIntoConstraints && view.superview === stack)
        #expect(stack.customSpacing(after: view) == UIStackView.spacingUseDefault)
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
    }

    @Test("fill: the view that hugs least takes the extra length")
    func fill() {
        app.activate()
        let (_, views) = makeStack { stack in
            stack.spacing = 10
            arranged(in: stack)[1].setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        }
        // 300 − 40 − 80 − 2 × 10 = 160 for the middle one.
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 0, width: 40, height: 100),
                                       CGRect(x: 50, y: 0, width: 160, height: 100),
                                       CGRect(x: 220, y: 0, width: 80, height: 100)])
    }

    @Test("fillEqually: equal widths whatever the content")
    func fillEqually() {
        app.activate()
        let (_, views) = makeStack { $0.distribution = .fillEqually; $0.spacing = 15 }
        #expect(views.map(\.frame.width) == [90, 90, 90])
        #expect(views.map(\.frame.minX) == [0, 105, 210])
    }

    @Test("fillProportionally: widths in proportion to the intrinsic widths")
    func fillProportionally() {
        app.activate()
        let (_, views) = makeStack { $0.distribution = .fillProportionally }
        // 40 : 60 : 80 of 300 is 66.7, 100 and 133.3; outside a window the
        // edges round to whole points: 0, 67, 167, 300.
        #expect(views.map(\.frame.width) == [67, 100, 133])
    }

    @Test("equalSpacing: intrinsic widths and the rest shared equally between them")
    func equalSpacing() {
        app.activate()
        let (_, views) = makeStack { $0.distribution = .equalSpacing }
        // (300 − 180) / 2 = 60 between each pair.
        #expect(views.map(\.frame.minX) == [0, 100, 220])
        #expect(views.map(\.frame.width) == [40, 60, 80])
    }

    @Test("equalCentering: centres equally far apart")
    func equalCentering() {
        app.activate()
        let (_, views) = makeStack { $0.distribution = .equalCentering }
        // First centre 20, last 260: 120 apart each.
        #expect(views.map(\.frame.midX) == [20, 140, 260])
    }

    @Test("alignments across the axis",
          arguments: [(UIStackView.Alignment.leading, [CGFloat(0), 0, 0]), (.center, [40, 35, 30]),
                      (.trailing, [80, 70, 60])])
    func alignment(alignment: UIStackView.Alignment, tops: [CGFloat]) {
        app.activate()
        let (_, views) = makeStack { $0.alignment = alignment }
        #expect(views.map(\.frame.minY) == tops)
        #expect(views.map(\.frame.height) == [20, 30, 40])
    }

    @Test("a vertical stack lays out top to bottom, inset by its margins when asked")
    func verticalWithMargins() {
        app.activate()
        let (_, views) = makeStack { stack in
            stack.axis = .vertical
            stack.frame = CGRect(x: 0, y: 0, width: 100, height: 300)
            stack.alignment = .center
            stack.spacing = 5
            stack.isLayoutMarginsRelativeArrangement = true
            stack.layoutMargins = UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
            arranged(in: stack)[2].setContentHuggingPriority(UILayoutPriority(100), for: .vertical)
        }
        #expect(views.map(\.frame.minY) == [10, 35, 70])
        #expect(views[2].frame.height == 220)
        #expect(views.map(\.frame.midX) == [50, 50, 50])
    }

    @Test("custom spacing after a view replaces the stack's spacing there")
    func customSpacing() {
        app.activate()
        let (_, views) = makeStack { stack in
            stack.distribution = .fillEqually
            stack.spacing = 10
            stack.setCustomSpacing(40, after: arranged(in: stack)[0])
        }
        // (300 − 50) / 3 each.
        let width = LayoutEngine.pixelAligned(CGRect(x: 0, y: 0, width: CGFloat(250) / 3, height: 0), scale: 1).width
        #expect(views[0].frame.width == width)
        #expect(views[1].frame.minX - views[0].frame.maxX == 40)
        #expect(views[2].frame.minX - views[1].frame.maxX == 10)
    }

    @Test("a hidden arranged view collapses and its spacing goes with it; showing it brings both back")
    func hiding() {
        app.activate()
        let (stack, views) = makeStack { $0.distribution = .fillEqually; $0.spacing = 30 }
        views[1].isHidden = true
        stack.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 135, height: 100))
        #expect(views[1].frame.width == 0)
        #expect(views[2].frame.minX == 165)
        views[1].isHidden = false
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 110, 220])
    }

    @Test("removing an arranged view keeps it as a subview; removing it from the stack drops it from both")
    func removing() {
        app.activate()
        let (stack, views) = makeStack()
        stack.removeArrangedSubview(views[0])
        #expect(stack.arrangedSubviews.count == 2 && views[0].superview === stack)
        views[1].removeFromSuperview()
        #expect(stack.arrangedSubviews.map { $0 as AnyObject }.count == 1 && stack.arrangedSubviews[0] === views[2])
        stack.insertArrangedSubview(views[0], at: 0)
        stack.layoutIfNeeded()
        #expect(stack.arrangedSubviews.first === views[0])
        #expect(views[0].frame.minX == 0 && views[2].frame.maxX == 300)
    }

    @Test("a stack sized by its content: the sum of the lengths along, the largest across")
    func fittingSize() {
        app.activate()
        let views = [SizedView(40, 20), SizedView(60, 30)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 4
        stack.alignment = .top
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 104, height: 30))
    }

    @Test("an index beyond the arranged views stops as UIKit does")
    func insertOutOfBounds() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIStackView().insertArrangedSubview(UIView(), at: 2)
            }
        }
        #expect(standardError(of: result).contains(
            "Insertion index 2 out of bounds for arrangedSubviews count of 0"))
    }
}

@MainActor
private func arranged(in stack: UIStackView) -> [UIView] {
    stack.arrangedSubviews
}
