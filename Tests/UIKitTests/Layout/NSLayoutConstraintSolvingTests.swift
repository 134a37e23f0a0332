import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

/// Frames Auto Layout gives views, each computed by hand from the constraints.
@MainActor
@Suite("Auto Layout: constraints solved into frames")
struct NSLayoutConstraintSolvingTests {
    /// Layout reads the running app's layout direction: each test runs in a
    /// left-to-right app of its own, made current as the test begins.
    let app = UITestHost()

    /// A 400×300 container that positions itself by its frame, like a
    /// controller's root view.
    func makeContainer() -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    }

    func makeChild(in container: UIView) -> UIView {
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        return child
    }

    @Test("anchors pin a view inside its superview with constants")
    func pinnedWithConstants() {
        app.activate()
        let container = makeContainer()
        let child = makeChild(in: container)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
            child.heightAnchor.constraint(equalToConstant: 44),
        ])
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 16, y: 20, width: 368, height: 44))
    }

    @Test("the item-attribute initializer relates two siblings with a multiplier")
    func multiplierBetweenSiblings() {
        app.activate()
        let container = makeContainer()
        let left = makeChild(in: container)
        let right = makeChild(in: container)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: left, attribute: .left, relatedBy: .equal, toItem: container, attribute: .left,
                               multiplier: 1, constant: 0),
            NSLayoutConstraint(item: left, attribute: .top, relatedBy: .equal, toItem: container, attribute: .top,
                               multiplier: 1, constant: 0),
            NSLayoutConstraint(item: left, attribute: .width, relatedBy: .equal, toItem: container, attribute: .width,
                               multiplier: 0.25, constant: 0),
            NSLayoutConstraint(item: left, attribute: .height, relatedBy: .equal, toItem: nil,
                               attribute: .notAnAttribute, multiplier: 1, constant: 50),
            NSLayoutConstraint(item: right, attribute: .leading, relatedBy: .equal, toItem: left,
                               attribute: .trailing, multiplier: 1, constant: 10),
            NSLayoutConstraint(item: right, attribute: .trailing, relatedBy: .equal, toItem: container,
                               attribute: .trailing, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: right, attribute: .centerY, relatedBy: .equal, toItem: left,
                               attribute: .centerY, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: right, attribute: .height, relatedBy: .equal, toItem: left,
                               attribute: .width, multiplier: 0.5, constant: 0),
        ])
        container.layoutIfNeeded()
        #expect(left.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        // Width 400 − 110 = 290; height 50, centred on y = 25.
        #expect(right.frame == CGRect(x: 110, y: 0, width: 290, height: 50))
    }

    @Test("changing a constant moves the view at the next layout pass")
    func constantChange() {
        app.activate()
        let container = makeContainer()
        let sheet = makeChild(in: container)
        let top = sheet.topAnchor.constraint(equalTo: container.topAnchor, constant: 400)
        NSLayoutConstraint.activate([
            top, sheet.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            sheet.widthAnchor.constraint(equalTo: container.widthAnchor),
            sheet.heightAnchor.constraint(equalTo: container.heightAnchor),
        ])
        container.layoutIfNeeded()
        #expect(sheet.frame.minY == 400)
        top.constant = 120
        #expect(sheet.frame.minY == 400)
        container.layoutIfNeeded()
        #expect(sheet.frame == CGRect(x: 0, y: 120, width: 400, height: 300))
    }

    @Test("a required constraint beats a preference; among preferences the higher priority wins")
    func priorities() {
        app.activate()
        let container = makeContainer()
        let child = makeChild(in: container)
        let wide = child.widthAnchor.constraint(equalToConstant: 300)
        wide.priority = .defaultLow
        let narrow = child.widthAnchor.constraint(equalToConstant: 120)
        narrow.priority = .defaultHigh
        NSLayoutConstraint.activate([
            wide, narrow, child.widthAnchor.constraint(lessThanOrEqualToConstant: 200),
            child.heightAnchor.constraint(equalToConstant: 10),
            child.leftAnchor.constraint(equalTo: container.leftAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(child.frame.width == 120)
        narrow.isActive = false
        container.layoutIfNeeded()
        #expect(child.frame.width == 200)
    }

    @Test("constraints across levels are written in the common ancestor's coordinates")
    func acrossLevels() {
        app.activate()
        let container = makeContainer()
        let card = UIView(frame: CGRect(x: 50, y: 60, width: 200, height: 100))
        container.addSubview(card)
        let badge = makeChild(in: card)
        let footer = makeChild(in: container)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
            badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -5),
            badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20),
            // The footer lines up with the badge, two levels apart.
            footer.leadingAnchor.constraint(equalTo: badge.leadingAnchor),
            footer.topAnchor.constraint(equalTo: badge.bottomAnchor, constant: 100),
            footer.widthAnchor.constraint(equalToConstant: 30), footer.heightAnchor.constraint(equalToConstant: 8),
        ])
        container.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 175, y: 5, width: 20, height: 20))
        #expect(footer.frame == CGRect(x: 225, y: 185, width: 30, height: 8))
    }

    @Test("a right-to-left layout mirrors leading and trailing, constants included")
    func rightToLeft() {
        app.activate()
        let container = makeContainer()
        container.semanticContentAttribute = .forceRightToLeft
        let child = makeChild(in: container)
        child.semanticContentAttribute = .forceRightToLeft
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.topAnchor.constraint(equalTo: container.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 284, y: 0, width: 100, height: 10))
    }

    @Test("intrinsic content size sizes an unconstrained dimension; hugging and compression decide conflicts")
    func intrinsicSize() {
        app.activate()
        let container = makeContainer()
        let label = UILabel()
        label.text = "Hello"
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
        ])
        container.layoutIfNeeded()
        let natural = label.intrinsicContentSize
        #expect(label.frame == CGRect(origin: CGPoint(x: 10, y: 10), size: natural))
        // A width wanted at 500 stretches it (hugging is 250)…
        let wide = label.widthAnchor.constraint(equalToConstant: natural.width + 40)
        wide.priority = UILayoutPriority(500)
        wide.isActive = true
        container.layoutIfNeeded()
        #expect(label.frame.width == natural.width + 40)
        // …but not once hugging outranks it.
        label.setContentHuggingPriority(UILayoutPriority(501), for: .horizontal)
        container.layoutIfNeeded()
        #expect(label.frame.width == natural.width)
    }

    @Test("an autoresizing view's frame is a constraint others can follow")
    func autoresizingViewsAreConstraints() {
        app.activate()
        let container = makeContainer()
        let anchor = UIView(frame: CGRect(x: 30, y: 40, width: 50, height: 60))
        container.addSubview(anchor)
        let follower = makeChild(in: container)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: anchor.trailingAnchor, constant: 4),
            follower.topAnchor.constraint(equalTo: anchor.topAnchor),
            follower.widthAnchor.constraint(equalTo: anchor.widthAnchor),
            follower.heightAnchor.constraint(equalTo: anchor.heightAnchor, multiplier: 0.5),
        ])
        container.layoutIfNeeded()
        #expect(follower.frame == CGRect(x: 84, y: 40, width: 50, height: 30))
        anchor.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        container.layoutIfNeeded()
        #expect(follower.frame == CGRect(x: 14, y: 0, width: 10, height: 5))
        #expect(anchor.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}
