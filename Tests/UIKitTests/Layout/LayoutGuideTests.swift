import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

/// Layout guides: the app's own, the safe area, the margins, the readable
/// column and a scroll view's content and frame guides.
@MainActor
@Suite("Auto Layout: layout guides")
struct LayoutGuideTests {
    /// Layout reads the running app's layout direction: each test runs in a
    /// left-to-right app of its own, made current as the test begins.
    let app = UITestHost()

    /// A device with round numbers: 400×800 points, 40 pt on top and 20 at the bottom unsafe.
    let device = UITestDevice(name: "Guides", screenSize: CGSize(width: 400, height: 800), scale: 2,
                              safeAreaInsets: UIEdgeInsets(top: 40, left: 0, bottom: 20, right: 0),
                              framesPerSecond: 60)

    func showController(_ body: @escaping (UIView) -> Void) -> UITestHost {
        let host = UITestHost(device: device)
        let controller = UIViewController()
        body(controller.view)
        host.rootViewController = controller
        return host
    }

    @Test("a view pinned to the safe area guide clears the unsafe edges")
    func safeArea() {
        app.activate()
        let content = UIView()
        let host = showController { root in
            content.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(content)
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
            ])
        }
        _ = host
        #expect(content.frame == CGRect(x: 0, y: 40, width: 400, height: 740))
        #expect(content.superview!.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 40, width: 400, height: 740))
    }

    @Test("a controller's root view has the system minimum margins: 16 pt on a narrow screen, 20 from 414 pt")
    func rootViewMargins() {
        app.activate()
        let label = UIView()
        let host = showController { root in
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                label.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
                label.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        _ = host
        // Margins are measured from the safe area (insetsLayoutMarginsFromSafeArea).
        #expect(label.frame == CGRect(x: 16, y: 40, width: 368, height: 10))
        #expect(UIView.systemMinimumMargins(forWidth: 414).leading == 20)
    }

    @Test("margin attributes of a plain view use its 8 pt default margins")
    func marginAttributes() {
        app.activate()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: child, attribute: .leading, relatedBy: .equal, toItem: container,
                               attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: child, attribute: .trailing, relatedBy: .equal, toItem: container,
                               attribute: .trailingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: container,
                               attribute: .topMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: child, attribute: .bottom, relatedBy: .equal, toItem: container,
                               attribute: .bottomMargin, multiplier: 1, constant: 0),
        ])
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 8, y: 8, width: 184, height: 84))
        container.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 2, y: 1, width: 194, height: 96))
    }

    @Test("the readable content guide is centred and no wider than 672 pt")
    func readableContent() {
        app.activate()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 1024, height: 100))
        let text = UIView()
        text.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(text)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: container.readableContentGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: container.readableContentGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: container.topAnchor), text.heightAnchor.constraint(equalToConstant: 1),
        ])
        container.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 176, y: 0, width: 672, height: 1))
        container.frame.size.width = 300
        container.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 8, y: 0, width: 284, height: 1))
    }

    @Test("an app's layout guide takes part like a view without being one")
    func appGuide() {
        app.activate()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let spacer = UILayoutGuide()
        container.addLayoutGuide(spacer)
        let left = UIView(), right = UIView()
        for view in [left, right] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            left.widthAnchor.constraint(equalToConstant: 50),
            spacer.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            right.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            right.widthAnchor.constraint(equalTo: left.widthAnchor, multiplier: 2),
            left.topAnchor.constraint(equalTo: container.topAnchor), right.topAnchor.constraint(equalTo: left.topAnchor),
            left.heightAnchor.constraint(equalToConstant: 5), right.heightAnchor.constraint(equalToConstant: 5),
            spacer.topAnchor.constraint(equalTo: container.topAnchor), spacer.heightAnchor.constraint(equalToConstant: 0),
        ])
        container.layoutIfNeeded()
        #expect(spacer.layoutFrame == CGRect(x: 50, y: 0, width: 150, height: 0))
        #expect(right.frame == CGRect(x: 200, y: 0, width: 100, height: 5))
        #expect(container.layoutGuides.contains { $0 === spacer })
        #expect(spacer.owningView === container)
    }

    @Test("constraints to the content layout guide set the scroll view's content size")
    func scrollContentGuide() {
        app.activate()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 2000),
        ])
        scrollView.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 320, height: 2000))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 2000))
    }

    @Test("a scroll view's own edges, seen from its content, are the content's; its width is the frame's")
    func scrollViewEdgesFromInside() {
        app.activate()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            content.topAnchor.constraint(equalTo: scrollView.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 900),
        ])
        scrollView.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 320, height: 900))
    }

    @Test("a view pinned to the frame layout guide stays put while the content scrolls")
    func scrollFrameGuide() {
        app.activate()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 320, height: 3000)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 40), badge.heightAnchor.constraint(equalToConstant: 40),
        ])
        scrollView.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 270, y: 10, width: 40, height: 40))
        scrollView.contentOffset = CGPoint(x: 0, y: 500)
        scrollView.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 270, y: 510, width: 40, height: 40))
    }
}
