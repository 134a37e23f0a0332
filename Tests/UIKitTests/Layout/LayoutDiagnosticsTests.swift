import Foundation
import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

/// What UIKit tells developers about broken layouts: ambiguity,
/// unsatisfiable constraints, and misuse that stops the app.
@MainActor
@Suite("Auto Layout: diagnostics and misuse")
struct LayoutDiagnosticsTests {
    /// Layout reads the running app's layout direction: each test runs in a
    /// left-to-right app of its own, made current as the test begins.
    let app = UITestHost()

    func makePair() -> (UIView, UIView) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        return (container, child)
    }

    @Test("a view missing a horizontal position is ambiguous until it gets one")
    func ambiguity() {
        app.activate()
        let (container, child) = makePair()
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 50), child.heightAnchor.constraint(equalToConstant: 50),
        ])
        #expect(child.hasAmbiguousLayout)
        #expect(!container.hasAmbiguousLayout)
        container.layoutIfNeeded()
        let before = child.frame.minX
        child.exerciseAmbiguityInLayout()
        container.layoutIfNeeded()
        #expect(child.frame.minX != before)
        #expect(child.frame.minY == 0 && child.frame.size == CGSize(width: 50, height: 50))
        child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 3).isActive = true
        #expect(!child.hasAmbiguousLayout)
        container.layoutIfNeeded()
        #expect(child.frame.minX == 3)
    }

    @Test("constraintsAffectingLayout lists the constraints on one axis")
    func affecting() {
        app.activate()
        let (container, child) = makePair()
        let left = child.leftAnchor.constraint(equalTo: container.leftAnchor)
        let width = child.widthAnchor.constraint(equalToConstant: 10)
        let top = child.topAnchor.constraint(equalTo: container.topAnchor)
        NSLayoutConstraint.activate([left, width, top, child.heightAnchor.constraint(equalToConstant: 10)])
        let horizontal = child.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.contains { $0 === left } && horizontal.contains { $0 === width })
        #expect(!horizontal.contains { $0 === top })
    }

    @Test("a constraint describes itself as UIKit logs it")
    func description() {
        app.activate()
        let (container, child) = makePair()
        let constraint = child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16)
        constraint.identifier = "inset"
        let text = constraint.description
        #expect(text.hasPrefix("<NSLayoutConstraint:0x"))
        #expect(text.contains("'inset' UIView:0x") && text.contains(".leading == UIView:0x"))
        #expect(text.hasSuffix(".leading + 16   (inactive)>"))
        #expect(constraint.firstAnchor.item === child && constraint.firstAnchor.name == "leading")
        #expect(constraint.secondAnchor?.item === container)
        constraint.priority = .defaultHigh
        constraint.isActive = true
        #expect(constraint.description.hasSuffix(".leading + 16 @750   (active)>"))
    }

    @Test("unsatisfiable constraints are logged with UIKit's message and one of them broken")
    func unsatisfiable() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
                let child = UIView()
                child.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(child)
                NSLayoutConstraint.activate([
                    child.widthAnchor.constraint(equalToConstant: 100),
                    child.widthAnchor.constraint(equalToConstant: 150),
                    child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                    child.topAnchor.constraint(equalTo: container.topAnchor),
                    child.heightAnchor.constraint(equalToConstant: 10),
                ])
                container.layoutIfNeeded()
                // The first width holds; the second is broken but stays active.
                exit(child.frame.width == 100 ? 0 : 1)
            }
        }
        let log = standardError(of: result)
        #expect(log.contains("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
        #expect(log.contains("Probably at least one of the constraints in the following list is one you don't want."))
        #expect(log.contains(".width == 100   (active)>\""))
        #expect(log.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint:0x"))
        #expect(log.contains(".width == 150   (active)>"))
        #expect(log.contains("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints"))
    }

    @Test("a forgotten translatesAutoresizingMaskIntoConstraints shows up as autoresizing constraints in the log")
    func autoresizingConflict() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
                let child = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
                container.addSubview(child)
                child.widthAnchor.constraint(equalToConstant: 100).isActive = true
                container.layoutIfNeeded()
                exit(child.frame.width == 20 ? 0 : 1)
            }
        }
        let log = standardError(of: result)
        #expect(log.contains("NSAutoresizingMaskLayoutConstraint"))
        #expect(log.contains("translatesAutoresizingMaskIntoConstraints"))
    }

    @Test("activating a constraint between views in different hierarchies stops with UIKit's message")
    func noCommonAncestor() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let a = UIView(), b = UIView()
                a.leadingAnchor.constraint(equalTo: b.leadingAnchor).isActive = true
            }
        }
        let log = standardError(of: result)
        #expect(log.contains("uncaught exception 'NSGenericException'"))
        #expect(log.contains("Unable to activate constraint with anchors <NSLayoutXAxisAnchor:0x"))
        #expect(log.contains("because they have no common ancestor.  Does the constraint or its anchors reference "
            + "items in different view hierarchies?  That's illegal."))
    }

    @Test("a location set to a constant stops as UIKit does")
    func locationToConstant() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = NSLayoutConstraint(item: UIView(), attribute: .left, relatedBy: .equal, toItem: nil,
                                       attribute: .notAnAttribute, multiplier: 1, constant: 10)
            }
        }
        #expect(standardError(of: result).contains(
            "A constraint cannot be made that sets a location equal to a constant. Location attributes must be "
            + "specified in pairs."))
    }

    @Test("leading paired with left stops as UIKit does")
    func leadingWithLeft() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let container = UIView(), child = UIView()
                container.addSubview(child)
                _ = NSLayoutConstraint(item: child, attribute: .leading, relatedBy: .equal, toItem: container,
                                       attribute: .left, multiplier: 1, constant: 0)
            }
        }
        #expect(standardError(of: result).contains(
            "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. "
            + "Use leading/trailing for both or neither."))
    }

    @Test("making an installed constraint optional stops as UIKit does")
    func requiredToOptional() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let container = UIView(), child = UIView()
                container.addSubview(child)
                let constraint = child.widthAnchor.constraint(equalTo: container.widthAnchor)
                constraint.isActive = true
                constraint.priority = .defaultHigh
            }
        }
        #expect(standardError(of: result).contains(
            "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported."))
    }

    @Test("a width paired with a position stops as UIKit does")
    func invalidPairing() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let container = UIView(), child = UIView()
                container.addSubview(child)
                _ = NSLayoutConstraint(item: child, attribute: .width, relatedBy: .equal, toItem: container,
                                       attribute: .centerX, multiplier: 1, constant: 0)
            }
        }
        #expect(standardError(of: result).contains("uncaught exception 'NSInvalidArgumentException', reason: "
            + "'*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "
            + "Invalid pairing of layout attributes'"))
    }

    @Test("adding a constraint to a view outside whose subtree it reaches stops with UIKit's message")
    func addConstraintOutsideSubtree() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let container = UIView(), child = UIView(), other = UIView()
                container.addSubview(child)
                container.addSubview(other)
                child.addConstraint(child.leadingAnchor.constraint(equalTo: other.leadingAnchor))
            }
        }
        let log = standardError(of: result)
        #expect(log.contains("uncaught exception 'NSGenericException', reason: 'Unable to install constraint on "
            + "view.  Does the constraint reference something from outside the subtree of the view?  That's illegal. "
            + "constraint:<NSLayoutConstraint:0x"))
        #expect(log.contains(" view:<UIView: 0x"))
    }
}
