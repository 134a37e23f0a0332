import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

/// A view that records the layout pass's calls.
@MainActor
final class RecordingLayoutView: UIView {
    let name: String
    let log: LayoutLog

    init(_ name: String, log: LayoutLog) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) { nil }

    override func updateConstraints() {
        log.entries.append("\(name).updateConstraints")
        super.updateConstraints()
    }

    override func layoutSubviews() {
        log.entries.append("\(name).layoutSubviews")
        super.layoutSubviews()
    }
}

@MainActor
final class LayoutLog {
    var entries: [String] = []
}

/// The layout pass as UIKit runs it, and constraints across hierarchy changes.
@MainActor
@Suite("Auto Layout: the layout pass")
struct LayoutPassTests {
    /// Layout reads the running app's layout direction: each test runs in a
    /// left-to-right app of its own, made current as the test begins.
    let app = UITestHost()

    @Test("updateConstraints runs deepest first, then layoutSubviews top-down with solved frames")
    func passOrder() {
        app.activate()
        let log = LayoutLog()
        let root = RecordingLayoutView("root", log: log)
        root.translatesAutoresizingMaskIntoConstraints = true
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let middle = RecordingLayoutView("middle", log: log)
        let leaf = RecordingLayoutView("leaf", log: log)
        root.addSubview(middle)
        middle.addSubview(leaf)
        NSLayoutConstraint.activate([
            middle.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            middle.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            middle.widthAnchor.constraint(equalToConstant: 100), middle.heightAnchor.constraint(equalToConstant: 100),
            leaf.centerXAnchor.constraint(equalTo: middle.centerXAnchor),
            leaf.centerYAnchor.constraint(equalTo: middle.centerYAnchor),
            leaf.widthAnchor.constraint(equalToConstant: 20), leaf.heightAnchor.constraint(equalToConstant: 20),
        ])
        for view in [root, middle, leaf] { view.setNeedsUpdateConstraints() }
        root.layoutIfNeeded()
        #expect(log.entries == ["leaf.updateConstraints", "middle.updateConstraints", "root.updateConstraints",
                                "root.layoutSubviews", "middle.layoutSubviews", "leaf.layoutSubviews"])
        #expect(middle.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
        #expect(leaf.frame == CGRect(x: 40, y: 40, width: 20, height: 20))
        #expect(!middle.needsUpdateConstraints())
    }

    @Test("a controller's updateViewConstraints stands in for its root view's updateConstraints")
    func controllerUpdates() {
        app.activate()
        final class Controller: UIViewController {
            let log = LayoutLog()
            override func loadView() { view = RecordingLayoutView("root", log: log) }
            override func updateViewConstraints() {
                log.entries.append("controller.updateViewConstraints")
                super.updateViewConstraints()
            }
        }
        let controller = Controller()
        controller.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        controller.view.setNeedsUpdateConstraints()
        controller.view.layoutIfNeeded()
        #expect(controller.log.entries.prefix(2) == ["controller.updateViewConstraints", "root.updateConstraints"])
    }

    @Test("a window lays out constraints in its main loop without being asked")
    func mainLoopLayout() {
        app.activate()
        let host = UITestHost()
        let controller = UIViewController()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            width, box.heightAnchor.constraint(equalToConstant: 50),
            box.centerXAnchor.constraint(equalTo: controller.view.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: controller.view.centerYAnchor),
        ])
        host.rootViewController = controller
        let screen = host.window.bounds.size
        #expect(box.frame.size == CGSize(width: 100, height: 50))
        // Edges land on the screen's pixels (1/3 pt): 146.5 rounds to 146⅔.
        #expect(abs(box.center.x - screen.width / 2) <= 1.0 / 3 && box.center.y == screen.height / 2)
        #expect((box.frame.minX * 3).rounded() == box.frame.minX * 3)
        width.constant = 200
        host.runFrame()
        #expect(box.frame.width == 200)
    }

    @Test("layoutIfNeeded inside an animation block animates a constant change")
    func animatedConstantChange() {
        app.activate()
        let host = UITestHost()
        let controller = UIViewController()
        let sheet = UIView()
        sheet.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(sheet)
        let top = sheet.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 400)
        NSLayoutConstraint.activate([
            top, sheet.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            sheet.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            sheet.heightAnchor.constraint(equalToConstant: 300),
        ])
        host.rootViewController = controller
        #expect(sheet.frame.minY == 400)
        top.constant = 100
        UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear) {
            controller.view.layoutIfNeeded()
        }
        // The model is at the end at once; what is on screen moves over 0.3 s.
        #expect(sheet.frame.minY == 100)
        host.advance(by: 0.15)
        let halfway = sheet.layer.presentation()!.frame.minY
        #expect(abs(halfway - 250) < 1)
        host.advance(by: 0.2)
        #expect(sheet.layer.presentation()!.frame.minY == 100)
    }

    @Test("removing a view deactivates the constraints between it and views outside it")
    func removalDeactivates() {
        app.activate()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let card = UIView(), inner = UIView()
        for view in [card, inner] { view.translatesAutoresizingMaskIntoConstraints = false }
        container.addSubview(card)
        card.addSubview(inner)
        let outer = card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5)
        let crossing = inner.topAnchor.constraint(equalTo: container.topAnchor, constant: 7)
        let own = inner.widthAnchor.constraint(equalTo: card.widthAnchor)
        NSLayoutConstraint.activate([outer, crossing, own])
        card.removeFromSuperview()
        #expect(!outer.isActive && !crossing.isActive)
        #expect(own.isActive)
        #expect(card.constraints.contains { $0 === own })
    }

    @Test("a subtree built off screen keeps its constraints when it joins a window")
    func subtreeJoinsWindow() {
        app.activate()
        let host = UITestHost()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = UIView()
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        NSLayoutConstraint.activate([
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
            label.widthAnchor.constraint(equalToConstant: 30), label.heightAnchor.constraint(equalToConstant: 30),
        ])
        let controller = UIViewController()
        controller.view.addSubview(card)
        host.rootViewController = controller
        #expect(label.frame == CGRect(x: 160, y: 60, width: 30, height: 30))
    }

    @Test("a view built off screen that needs updateConstraints gets it once it joins another tree")
    func pendingUpdatesTravelWithTheSubtree() {
        app.activate()
        let log = LayoutLog()
        let inner = RecordingLayoutView("inner", log: log)
        inner.setNeedsUpdateConstraints()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(inner)
        container.layoutIfNeeded()
        #expect(log.entries.first == "inner.updateConstraints")
    }

    @Test("a wrapping label with no preferred width grows to the lines the solved width gives it")
    func wrappingLabel() {
        app.activate()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 400))
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "A long sentence that needs several lines at this width"
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            label.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        let expected = label.sizeThatFits(CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude)).height
        #expect(label.frame.width == 120)
        #expect(label.frame.height == expected)
        #expect(label.frame.height > label.font.lineHeight * 2)
    }

    @Test("systemLayoutSizeFitting: the compressed size of a cell's content, and a height for a width")
    func fitting() {
        app.activate()
        let cell = UIView()
        let title = SizedView(150, 20), detail = SizedView(80, 16)
        for view in [title, detail] {
            view.translatesAutoresizingMaskIntoConstraints = false
            cell.addSubview(view)
        }
        let titleTop = title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 11)
        NSLayoutConstraint.activate([
            titleTop,
            title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            cell.trailingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 16),
            detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            cell.bottomAnchor.constraint(equalTo: detail.bottomAnchor, constant: 11),
        ])
        #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 182, height: 62))
        let forWidth = cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0),
                                                    withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel)
        #expect(forWidth == CGSize(width: 375, height: 62))
        // Fitting changes nothing on screen…
        #expect(cell.frame == .zero)
        // …and the tree's own layout still hears about constant changes.
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        container.addSubview(cell)
        let top = cell.topAnchor.constraint(equalTo: container.topAnchor, constant: 10)
        NSLayoutConstraint.activate([
            top, cell.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            cell.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ])
        cell.translatesAutoresizingMaskIntoConstraints = false
        container.layoutIfNeeded()
        #expect(cell.frame == CGRect(x: 0, y: 10, width: 375, height: 62))
        _ = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        top.constant = 30
        titleTop.constant = 21
        container.layoutIfNeeded()
        #expect(cell.frame == CGRect(x: 0, y: 30, width: 375, height: 72))
        #expect(title.frame.minY == 21)
    }

    @Test("first-baseline alignment lines up text of different sizes")
    func baselines() {
        app.activate()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let big = UILabel(), small = UILabel()
        big.font = .systemFont(ofSize: 34)
        small.font = .systemFont(ofSize: 12)
        big.text = "Big"
        small.text = "small"
        for label in [big, small] {
            label.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(label)
        }
        NSLayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            big.topAnchor.constraint(equalTo: container.topAnchor),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        container.layoutIfNeeded()
        let bigBaseline = big.frame.minY + big.baselineOffsetsForLayout.fromTop
        let smallBaseline = small.frame.minY + small.baselineOffsetsForLayout.fromTop
        #expect(abs(bigBaseline - smallBaseline) < 1)
        #expect(small.frame.minY > big.frame.minY + 10)
    }
}
