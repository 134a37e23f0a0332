import Testing
import TestSupport
import UIKitTesting
@testable import UIKit

/// The visual format language, read into constraints and laid out.
@MainActor
@Suite("Auto Layout: visual format language")
struct VisualFormatTests {
    /// Layout reads the running app's layout direction: each test runs in a
    /// left-to-right app of its own, made current as the test begins.
    let app = UITestHost()

    func makeViews(_ count: Int) -> (UIView, [UIView]) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let views = (0..<count).map { _ in UIView() }
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        return (container, views)
    }

    @Test("a row with edge spacing, a metric, sizes and a flush pair")
    func row() {
        app.activate()
        let (container, views) = makeViews(3)
        let names = ["a": views[0], "b": views[1], "c": views[2]]
        let constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|-10-[a(50)]-gap-[b][c(==a)]-10-|",
                                                         options: .alignAllTop, metrics: ["gap": 20], views: names)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|-5-[a(30)]", metrics: nil, views: names)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:[b(==a)]", metrics: nil, views: names)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:[c(>=10,<=40@750)]", metrics: nil, views: names)
        #expect(constraints.allSatisfy { !$0.isActive })
        NSLayoutConstraint.activate(constraints)
        container.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 10, y: 5, width: 50, height: 30))
        // 300 − 10 − 50 − 20 − 50 − 10 = 160 for b.
        #expect(views[1].frame == CGRect(x: 80, y: 5, width: 160, height: 30))
        #expect(views[2].frame.minX == 240 && views[2].frame.width == 50 && views[2].frame.minY == 5)
        #expect(views[2].frame.height >= 10 && views[2].frame.height <= 40)
    }

    @Test("a bare dash at the superview's edge means its margin; between views, 8 points")
    func standardSpacing() {
        app.activate()
        let (container, views) = makeViews(2)
        let names = ["a": views[0], "b": views[1]]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "|-[a]-[b(==a)]-|", metrics: nil, views: names)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|-[a]-|", metrics: nil, views: names)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|[b]|", metrics: nil, views: names))
        container.layoutIfNeeded()
        // 300 − 8 − 8 − 8 = 276, halved.
        #expect(views[0].frame == CGRect(x: 8, y: 8, width: 138, height: 184))
        #expect(views[1].frame == CGRect(x: 154, y: 0, width: 138, height: 200))
        let made = NSLayoutConstraint.constraints(withVisualFormat: "|-[a]", metrics: nil, views: names)
        #expect(made.first?.secondAttribute == .leadingMargin)
    }

    @Test("relations, priorities and a view predicate in a connection")
    func predicates() {
        app.activate()
        let (_, views) = makeViews(2)
        let made = NSLayoutConstraint.constraints(withVisualFormat: "H:[a]-(>=12@300)-[b]", metrics: nil,
                                                  views: ["a": views[0], "b": views[1]])
        #expect(made.count == 1)
        let spacing = made[0]
        #expect(spacing.firstItem === views[1] && spacing.firstAttribute == .leading)
        #expect(spacing.secondItem === views[0] && spacing.secondAttribute == .trailing)
        #expect(spacing.relation == .greaterThanOrEqual && spacing.constant == 12 && spacing.priority.rawValue == 300)
    }

    @Test("a malformed format stops with UIKit's parse message")
    func malformed() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = NSLayoutConstraint.constraints(withVisualFormat: "V|[a]|", metrics: nil, views: ["a": UIView()])
            }
        }
        #expect(standardError(of: result).contains("Unable to parse constraint format"))
        #expect(standardError(of: result).contains("Expected ':' after 'V' to specify vertical arrangement"))
    }

    @Test("a name missing from the views dictionary stops with UIKit's message")
    func unknownView() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = NSLayoutConstraint.constraints(withVisualFormat: "H:[a][b]", metrics: nil, views: ["a": UIView()])
            }
        }
        #expect(standardError(of: result).contains("b is not a key in the views dictionary."))
    }

    @Test("aligning a horizontal row on a horizontal edge stops with UIKit's parse message")
    func alignmentAlongTheRow() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = NSLayoutConstraint.constraints(withVisualFormat: "H:[a][b]", options: .alignAllLeading,
                                                   metrics: nil, views: ["a": UIView(), "b": UIView()])
            }
        }
        #expect(standardError(of: result).contains("uncaught exception 'NSInvalidArgumentException', reason: "
            + "'Unable to parse constraint format: \nOptions mask required views to be aligned on a horizontal edge, "
            + "which is not allowed for layout that is also horizontal. \nH:[a][b]'"))
    }
}
