import Testing
@testable import UIKit
import UIKitTesting

/// Right-to-left interfaces: which views flip, and how leading and trailing
/// resolve.
@MainActor
@Suite("UIView: layout direction")
struct UIViewLayoutDirectionTests {
    let rightToLeft = UITestHost(device: textStageDevice, userInterfaceLayoutDirection: .rightToLeft)

    @Test("each semantic content attribute resolves against the interface's direction as UIKit's table says",
          arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func attributeTable(direction: UIUserInterfaceLayoutDirection) {
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: direction) == direction)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: direction) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .spatial, relativeTo: direction) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight, relativeTo: direction) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: direction) == .rightToLeft)
    }

    @Test("a view's effective direction is its attribute in its app's direction, not inherited from its superview")
    func effectiveDirection() {
        rightToLeft.activate()
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .rightToLeft)
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        rightToLeft.window.addSubview(parent)
        #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        parent.semanticContentAttribute = .forceLeftToRight
        #expect(parent.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        // A view in a left-to-right app's window reads left to right even while
        // the right-to-left app is the running one.
        let leftToRight = UITestHost(device: textStageDevice)
        let other = UIView()
        leftToRight.window.addSubview(other)
        rightToLeft.activate()
        #expect(other.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    @Test("a control's leading and trailing content alignments resolve to right and left when it reads right to left")
    func controlAlignment() {
        rightToLeft.activate()
        let control = UIControl()
        control.contentHorizontalAlignment = .leading
        #expect(control.effectiveContentHorizontalAlignment == .right)
        control.contentHorizontalAlignment = .trailing
        #expect(control.effectiveContentHorizontalAlignment == .left)
        control.contentHorizontalAlignment = .left
        #expect(control.effectiveContentHorizontalAlignment == .left)
        control.semanticContentAttribute = .forceLeftToRight
        control.contentHorizontalAlignment = .leading
        #expect(control.effectiveContentHorizontalAlignment == .left)
    }

    @Test("a right-to-left button puts its image after the title and leading content at the right")
    func buttonFlips() throws {
        rightToLeft.activate()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        button.setTitle("Title", for: .normal)
        button.setImage(UIButtonTests.solidImage(.systemRed), for: .normal)
        rightToLeft.window.addSubview(button)
        button.layoutIfNeeded()
        let title = try #require(button.titleLabel?.frame)
        let image = try #require(button.imageView?.frame)
        #expect(image.minX >= title.maxX)
        button.contentHorizontalAlignment = .leading
        button.layoutIfNeeded()
        #expect(isWithin(button.imageView?.frame.maxX ?? 0, 200, 1e-9))
        // Forced left to right, the image leads at the left again.
        button.semanticContentAttribute = .forceLeftToRight
        button.layoutIfNeeded()
        #expect(button.imageView?.frame.minX == 0)
        #expect((button.titleLabel?.frame.minX ?? 0) >= (button.imageView?.frame.maxX ?? .infinity))
    }

    @Test("a configuration's leading content inset is on the right when the button reads right to left")
    func configurationInsetsFlip() {
        rightToLeft.activate()
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Go"
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 30, bottom: 4, trailing: 6)
        let button = UIButton(configuration: configuration)
        rightToLeft.window.addSubview(button)
        #expect(button.contentEdgeInsets == UIEdgeInsets(top: 4, left: 6, bottom: 4, right: 30))
    }

    @Test("natural text starts at the right in a right-to-left label; left and right stay where they say")
    func labelNaturalAlignment() throws {
        rightToLeft.activate()
        func ink(_ text: String, _ alignment: NSTextAlignment) throws -> CGRect {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
            label.text = text
            label.textAlignment = alignment
            rightToLeft.window.addSubview(label)
            defer { label.removeFromSuperview() }
            return try #require(InkMap(textComposite(label)).bounds())
        }
        #expect(try ink("Hello", .natural).maxX > 290)
        #expect(try ink("Hello", .left).minX < 10)
        #expect(try ink("Hello", .right).maxX > 290)
        // Hebrew text: Pango reads the paragraph right to left, and left still
        // means the left.
        #expect(try ink("שלום עולם", .left).minX < 10)
        #expect(try ink("שלום עולם", .right).maxX > 290)
        #expect(try ink("שלום עולם", .natural).maxX > 290)
    }

    @Test("natural text starts at the left in a left-to-right app, whatever the script")
    func naturalFollowsTheApp() throws {
        let host = UITestHost(device: textStageDevice)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        label.text = "שלום עולם"
        host.window.addSubview(label)
        let ink = try #require(InkMap(textComposite(label)).bounds())
        #expect(ink.minX < 10)
        label.textAlignment = .right
        #expect(try #require(InkMap(textComposite(label)).bounds()).maxX > 290)
    }
}
