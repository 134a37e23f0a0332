import QuartzCore
import Testing
import TestSupport

/// A parent with sublayers named "a", "b", "c" in that order.
@MainActor
private func makeParent(_ names: String...) -> (parent: CALayer, layers: [String: CALayer]) {
    let parent = CALayer()
    var layers: [String: CALayer] = [:]
    for name in names {
        let layer = CALayer()
        layer.name = name
        parent.addSublayer(layer)
        layers[name] = layer
    }
    return (parent, layers)
}

/// A named layer that is in no tree yet.
@MainActor
private func makeLayer(_ name: String) -> CALayer {
    let layer = CALayer()
    layer.name = name
    return layer
}

/// The names of `parent`'s sublayers, back to front.
@MainActor
private func order(_ parent: CALayer) -> [String] {
    (parent.sublayers ?? []).map { $0.name ?? "?" }
}

@MainActor
@Suite("CALayer sublayers")
struct CALayerSublayersTests {
    // MARK: Adding and removing

    @Test("sublayers is nil when empty, not an empty array")
    func sublayersNilWhenEmpty() {
        let parent = CALayer()
        let child = CALayer()
        #expect(parent.sublayers == nil)
        parent.addSublayer(child)
        #expect(parent.sublayers?.count == 1)
        child.removeFromSuperlayer()
        #expect(parent.sublayers == nil)
    }

    @Test("addSublayer appends at the front and links the superlayer")
    func addSublayerAppends() {
        let (parent, layers) = makeParent("a", "b")
        let c = makeLayer("c")
        parent.addSublayer(c)
        #expect(order(parent) == ["a", "b", "c"])
        #expect(c.superlayer === parent)
        #expect(layers["a"]?.superlayer === parent)
    }

    @Test("insertSublayer(_:at:) puts the layer at that index")
    func insertAtIndex() {
        let (parent, _) = makeParent("a", "b")
        parent.insertSublayer(makeLayer("x"), at: 1)
        #expect(order(parent) == ["a", "x", "b"])
        parent.insertSublayer(makeLayer("y"), at: 0)
        #expect(order(parent) == ["y", "a", "x", "b"])
    }

    @Test("insertSublayer(_:above:) puts the layer right above the sibling")
    func insertAbove() {
        let (parent, layers) = makeParent("a", "b", "c")
        parent.insertSublayer(makeLayer("x"), above: layers["a"])
        #expect(order(parent) == ["a", "x", "b", "c"])
        parent.insertSublayer(makeLayer("y"), above: layers["c"])
        #expect(order(parent) == ["a", "x", "b", "c", "y"])
    }

    @Test("insertSublayer(_:below:) puts the layer right below the sibling")
    func insertBelow() {
        let (parent, layers) = makeParent("a", "b", "c")
        parent.insertSublayer(makeLayer("x"), below: layers["c"])
        #expect(order(parent) == ["a", "b", "x", "c"])
        parent.insertSublayer(makeLayer("y"), below: layers["a"])
        #expect(order(parent) == ["y", "a", "b", "x", "c"])
    }

    @Test("with no sibling, above inserts at the front and below at the back")
    func insertRelativeToNil() {
        let (parent, _) = makeParent("a", "b")
        parent.insertSublayer(makeLayer("front"), above: nil)
        parent.insertSublayer(makeLayer("back"), below: nil)
        #expect(order(parent) == ["back", "a", "b", "front"])
    }

    @Test("above and below move a sublayer that is already in the list")
    func insertRelativeMovesExistingSublayer() {
        let (parent, layers) = makeParent("a", "b", "c")
        parent.insertSublayer(layers["a"]!, above: layers["b"])
        #expect(order(parent) == ["b", "a", "c"])
        parent.insertSublayer(layers["c"]!, below: layers["b"])
        #expect(order(parent) == ["c", "b", "a"])
        #expect(parent.sublayers?.count == 3, "moving never duplicates a layer")
    }

    @Test("replaceSublayer puts the new layer in the old one's place")
    func replaceSublayer() {
        let (parent, layers) = makeParent("a", "b", "c")
        let b = layers["b"]!
        let x = makeLayer("x")
        parent.replaceSublayer(b, with: x)
        #expect(order(parent) == ["a", "x", "c"])
        #expect(b.superlayer == nil)
        #expect(x.superlayer === parent)
    }

    @Test("replaceSublayer with a layer from another parent moves it")
    func replaceSublayerWithLayerFromElsewhere() {
        let (parent, layers) = makeParent("a", "b")
        let (other, otherLayers) = makeParent("x", "y")
        parent.replaceSublayer(layers["a"]!, with: otherLayers["y"]!)
        #expect(order(parent) == ["y", "b"])
        #expect(order(other) == ["x"])
    }

    @Test("removeFromSuperlayer unlinks the layer, and does nothing for a layer without one")
    func removeFromSuperlayer() {
        let (parent, layers) = makeParent("a", "b", "c")
        layers["b"]!.removeFromSuperlayer()
        #expect(order(parent) == ["a", "c"])
        #expect(layers["b"]!.superlayer == nil)
        let loose = makeLayer("loose")
        loose.removeFromSuperlayer()
        #expect(loose.superlayer == nil)
    }

    @Test("adding a layer that has a superlayer moves it to the new parent")
    func reAddingMovesLayer() {
        let (first, layers) = makeParent("a", "b")
        let second = CALayer()
        let a = layers["a"]!
        second.addSublayer(a)
        #expect(order(first) == ["b"])
        #expect(order(second) == ["a"])
        #expect(a.superlayer === second)
    }

    @Test("adding an existing sublayer again brings it to the front")
    func reAddingToSameParentBringsToFront() {
        let (parent, layers) = makeParent("a", "b", "c")
        parent.addSublayer(layers["a"]!)
        #expect(order(parent) == ["b", "c", "a"])
        parent.insertSublayer(layers["a"]!, at: 0)
        #expect(order(parent) == ["a", "b", "c"])
    }

    @Test("setting sublayers replaces every sublayer and unlinks the old ones")
    func settingSublayersReplacesAll() {
        let (parent, layers) = makeParent("a", "b")
        let x = makeLayer("x")
        parent.sublayers = [x, layers["b"]!]
        #expect(order(parent) == ["x", "b"])
        #expect(layers["a"]!.superlayer == nil)
        #expect(x.superlayer === parent)
        parent.sublayers = nil
        #expect(parent.sublayers == nil)
        #expect(x.superlayer == nil)
    }

    @Test("adding and removing sublayers marks the parent for layout")
    func sublayerChangesMarkLayout() {
        let parent = CALayer()
        let child = CALayer()
        parent.addSublayer(child)
        #expect(parent.needsLayout())
        parent.layoutIfNeeded()
        #expect(!parent.needsLayout())
        child.removeFromSuperlayer()
        #expect(parent.needsLayout())
    }

    // MARK: Misuse

    @Test("adding a layer to itself stops the process")
    func addingToItselfStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let layer = CALayer()
                layer.addSublayer(layer)
            }
        }
        let text = standardError(of: result)
        #expect(text.contains("uncaught exception 'CALayerInvalid', reason: 'layer <CALayer: 0x"))
        #expect(text.contains("> is a part of cycle in its layer tree'"))
    }

    @Test("adding a layer to one of its descendants stops the process")
    func addingToDescendantStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let grandparent = CALayer()
                let parent = CALayer()
                let child = CALayer()
                grandparent.addSublayer(parent)
                parent.addSublayer(child)
                child.insertSublayer(grandparent, at: 0)
            }
        }
        let text = standardError(of: result)
        #expect(text.contains("uncaught exception 'CALayerInvalid', reason: 'layer <CALayer: 0x"))
        #expect(text.contains("> is a part of cycle in its layer tree'"))
    }

    @Test("replacing a layer that is not a sublayer stops the process")
    func replacingNonSublayerStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let parent = CALayer()
                parent.replaceSublayer(CALayer(), with: CALayer())
            }
        }
        #expect(standardError(of: result).contains("is not a sublayer"))
    }

    // MARK: Actions

    @Test("adding runs the parent's \"sublayers\" action and the child's onOrderIn action after linking")
    func addingRunsOrderInAndSublayersActions() {
        let log = EventLog()
        let linked: @MainActor (CALayer) -> String = { layer in
            "\(layer.name ?? "?") has \(layer.sublayers?.count ?? 0) sublayers, superlayer \(layer.superlayer?.name ?? "none")"
        }
        let parent = makeLayer("parent")
        let child = makeLayer("child")
        parent.actions = ["sublayers": RecordingAction(log: log, reading: linked)]
        child.actions = [kCAOnOrderIn: RecordingAction(log: log, reading: linked)]
        CATransaction.begin()
        parent.addSublayer(child)
        CATransaction.commit()
        #expect(Set(log.entries) == [
            "run sublayers: parent has 1 sublayers, superlayer none",
            "run onOrderIn: child has 0 sublayers, superlayer parent",
        ])
    }

    @Test("removing runs the layer's onOrderOut action after unlinking")
    func removingRunsOrderOutAction() {
        let log = EventLog()
        let parent = makeLayer("parent")
        let child = makeLayer("child")
        let action = RecordingAction(log: log) { "superlayer \($0.superlayer?.name ?? "none")" }
        child.actions = [kCAOnOrderOut: action]
        CATransaction.begin()
        parent.addSublayer(child)
        #expect(log.entries.isEmpty, "adding does not run onOrderOut")
        child.removeFromSuperlayer()
        CATransaction.commit()
        #expect(log.entries == ["run onOrderOut: superlayer none"])
        #expect(action.objects.first === child)
    }

    @Test("moving a layer to a new parent runs onOrderOut, then onOrderIn")
    func movingRunsOutThenIn() {
        let log = EventLog()
        let first = CALayer()
        let second = CALayer()
        let child = CALayer()
        first.addSublayer(child)
        child.actions = [kCAOnOrderIn: RecordingAction(log: log), kCAOnOrderOut: RecordingAction(log: log)]
        CATransaction.begin()
        second.addSublayer(child)
        CATransaction.commit()
        #expect(log.entries == ["run onOrderOut", "run onOrderIn"])
    }

    @Test("tree actions do not run while actions are disabled")
    func treeActionsRespectDisableActions() {
        let log = EventLog()
        let parent = CALayer()
        let child = CALayer()
        parent.actions = ["sublayers": RecordingAction(log: log)]
        child.actions = [kCAOnOrderIn: RecordingAction(log: log), kCAOnOrderOut: RecordingAction(log: log)]
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        parent.addSublayer(child)
        child.removeFromSuperlayer()
        CATransaction.commit()
        #expect(log.entries.isEmpty)
    }
}
