import QuartzCore
import Testing

/// A subclass with a property of its own, copied by `init(layer:)` as Core
/// Animation subclasses do.
private final class BadgeLayer: CALayer {
    var badgeCount = 0

    required init() {
        super.init()
    }

    required init(layer: Any) {
        badgeCount = (layer as? BadgeLayer)?.badgeCount ?? 0
        super.init(layer: layer)
    }
}

/// A subclass whose class-wide default action is `fallback`.
private final class DefaultActionLayer: CALayer {
    nonisolated(unsafe) static let fallback = MainActor.assumeIsolated { RecordingAction(log: EventLog()) }

    override class func defaultAction(forKey event: String) -> CAAction? {
        event == "opacity" ? fallback : nil
    }
}

@MainActor
@Suite("CALayer")
struct CALayerTests {
    // MARK: Defaults

    @Test("a new layer has Core Animation's default geometry")
    func defaultGeometry() {
        let layer = CALayer()
        #expect(layer.bounds == .zero)
        #expect(layer.position == .zero)
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(layer.zPosition == 0)
        #expect(layer.anchorPointZ == 0)
        #expect(CATransform3DIsIdentity(layer.transform))
        #expect(CATransform3DIsIdentity(layer.sublayerTransform))
        #expect(layer.frame == .zero)
    }

    @Test("a new layer is visible, opaque to the eye and unclipped")
    func defaultAppearance() {
        let layer = CALayer()
        #expect(layer.opacity == 1)
        #expect(layer.isHidden == false)
        #expect(layer.masksToBounds == false)
        #expect(layer.allowsGroupOpacity == true)
        #expect(layer.isOpaque == false)
        #expect(layer.cornerRadius == 0)
        #expect(layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner,
                                        .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(layer.borderWidth == 0)
        #expect(layer.backgroundColor == nil)
        #expect(layer.name == nil)
    }

    @Test("the default border color is opaque black")
    func defaultBorderColor() throws {
        let color = try #require(CALayer().borderColor)
        #expect(color == CGColor(gray: 0, alpha: 1))
        #expect(color.alpha == 1)
    }

    @Test("a new layer has no contents, resize gravity and a contents scale of 1")
    func defaultContents() {
        let layer = CALayer()
        #expect(layer.contents == nil)
        #expect(layer.contentsGravity == .resize)
        #expect(layer.contentsScale == 1)
        #expect(layer.needsDisplayOnBoundsChange == false)
    }

    @Test("a new layer has no sublayers (nil, not empty), no superlayer and no delegate")
    func defaultTree() {
        let layer = CALayer()
        #expect(layer.sublayers == nil)
        #expect(layer.superlayer == nil)
        #expect(layer.delegate == nil)
        #expect(layer.actions == nil)
    }

    // MARK: Actions

    @Test("each animatable property asks for an action under its Core Animation key")
    func animatablePropertiesAskForActions() {
        let log = EventLog()
        let delegate = ActionLookupDelegate(log: log)
        let layer = CALayer()
        layer.delegate = delegate
        defer { withExtendedLifetime(delegate) {} } // a layer holds its delegate weakly
        CATransaction.begin()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.position = CGPoint(x: 1, y: 1)
        layer.anchorPoint = .zero
        layer.zPosition = 1
        layer.anchorPointZ = 1
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        layer.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        layer.isHidden = true
        layer.opacity = 0.5
        layer.masksToBounds = true
        layer.cornerRadius = 4
        layer.maskedCorners = .layerMinXMinYCorner
        layer.borderWidth = 1
        layer.borderColor = CGColor(gray: 1, alpha: 1)
        layer.backgroundColor = CGColor(gray: 1, alpha: 1)
        layer.contents = nil
        CATransaction.commit()
        #expect(log.entries.map { $0.replacingOccurrences(of: "lookup ", with: "") } == [
            "bounds", "position", "anchorPoint", "zPosition", "anchorPointZ", "transform",
            "sublayerTransform", "hidden", "opacity", "masksToBounds", "cornerRadius",
            "maskedCorners", "borderWidth", "borderColor", "backgroundColor", "contents",
        ])
    }

    @Test("an action from the actions dictionary runs with the key and the layer")
    func actionsDictionaryActionRuns() {
        let log = EventLog()
        let action = RecordingAction(log: log)
        let layer = CALayer()
        layer.actions = ["opacity": action]
        CATransaction.begin()
        layer.opacity = 0.5
        layer.cornerRadius = 3 // no action for this key
        CATransaction.commit()
        #expect(log.entries == ["run opacity"])
        #expect(action.objects.count == 1)
        #expect(action.objects.first === layer)
    }

    @Test("the action is looked up before the change and run after it")
    func actionLookedUpBeforeAndRunAfterChange() {
        let log = EventLog()
        let opacity: @MainActor (CALayer) -> String = { "opacity \($0.opacity)" }
        let action = RecordingAction(log: log, reading: opacity)
        let delegate = ActionLookupDelegate(log: log, answers: ["opacity": action], reading: opacity)
        let layer = CALayer()
        layer.delegate = delegate
        defer { withExtendedLifetime(delegate) {} } // a layer holds its delegate weakly
        CATransaction.begin()
        layer.opacity = 0.25
        CATransaction.commit()
        #expect(log.entries == ["lookup opacity: opacity 1.0", "run opacity: opacity 0.25"])
    }

    @Test("a delegate returning nil lets the search continue to the actions dictionary")
    func delegateNilContinuesToActions() {
        let log = EventLog()
        let delegate = ActionLookupDelegate(log: log)
        let action = RecordingAction(log: log)
        let layer = CALayer()
        layer.delegate = delegate
        defer { withExtendedLifetime(delegate) {} } // a layer holds its delegate weakly
        layer.actions = ["opacity": action]
        CATransaction.begin()
        layer.opacity = 0.5
        CATransaction.commit()
        #expect(log.entries == ["lookup opacity", "run opacity"])
    }

    @Test("a delegate returning NSNull stops the search with no action")
    func delegateNullStopsSearch() {
        let log = EventLog()
        let delegate = ActionLookupDelegate(log: log, answers: ["opacity": NSNull()])
        let layer = CALayer()
        layer.delegate = delegate
        defer { withExtendedLifetime(delegate) {} } // a layer holds its delegate weakly
        layer.actions = ["opacity": RecordingAction(log: log)]
        CATransaction.begin()
        layer.opacity = 0.5
        CATransaction.commit()
        #expect(log.entries == ["lookup opacity"])
        #expect(layer.action(forKey: "opacity") == nil)
    }

    @Test("a delegate's action wins over the actions dictionary")
    func delegateActionWins() {
        let log = EventLog()
        let fromDelegate = RecordingAction(log: log)
        let fromDictionary = RecordingAction(log: log)
        let layer = CALayer()
        let delegate = ActionLookupDelegate(log: EventLog(), answers: ["opacity": fromDelegate])
        layer.delegate = delegate
        defer { withExtendedLifetime(delegate) {} } // a layer holds its delegate weakly
        layer.actions = ["opacity": fromDictionary]
        #expect(layer.action(forKey: "opacity") === fromDelegate)
    }

    @Test("the class default action is used when neither delegate nor dictionary has one")
    func defaultActionIsLastResort() {
        let layer = DefaultActionLayer()
        #expect(layer.action(forKey: "opacity") === DefaultActionLayer.fallback)
        #expect(layer.action(forKey: "position") == nil)
    }

    @Test("CALayer's default action is an implicit basic animation for animatable keys only")
    func defaultActionIsImplicitAnimation() {
        let opacity = CALayer.defaultAction(forKey: "opacity") as? CABasicAnimation
        #expect(opacity?.keyPath == "opacity")
        #expect(opacity?.fromValue == nil && opacity?.toValue == nil)
        #expect(CALayer.defaultAction(forKey: "name") == nil)
    }

    @Test("a layer that was never drawn takes new values without an implicit animation")
    func undrawnLayerHasNoImplicitAction() {
        let layer = CALayer()
        #expect(layer.action(forKey: "opacity") == nil)
    }

    @Test("NSNull in the actions dictionary stops the search before the class default")
    func dictionaryNullStopsBeforeDefault() {
        let layer = DefaultActionLayer()
        layer.actions = ["opacity": NSNull()]
        #expect(layer.action(forKey: "opacity") == nil)
    }

    // MARK: Presentation and model

    @Test("presentation() is a new instance of the same subclass carrying the model values")
    func presentationCopiesModelValues() throws {
        let layer = BadgeLayer()
        CATransaction.begin()
        layer.badgeCount = 7
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.position = CGPoint(x: 30, y: 50)
        layer.opacity = 0.5
        layer.backgroundColor = CGColor(gray: 0.5, alpha: 1)
        CATransaction.commit()

        let presentation = try #require(layer.presentation())
        #expect(presentation !== layer)
        #expect(type(of: presentation) == BadgeLayer.self)
        #expect(presentation.badgeCount == 7)
        #expect(presentation.bounds == layer.bounds)
        #expect(presentation.position == layer.position)
        #expect(presentation.opacity == 0.5)
        #expect(presentation.backgroundColor == CGColor(gray: 0.5, alpha: 1))
    }

    @Test("model() of a presentation is the original layer; a model layer is its own model")
    func modelOfPresentationIsOriginal() throws {
        let layer = BadgeLayer()
        let presentation = try #require(layer.presentation())
        #expect(presentation.model() === layer)
        #expect(layer.model() === layer)
    }

    @Test("presentation() of a presentation copy is that copy")
    func presentationOfPresentationIsItself() throws {
        let presentation = try #require(CALayer().presentation())
        #expect(presentation.presentation() === presentation)
    }

    @Test("changing a presentation copy leaves the model alone and runs no action")
    func presentationChangesStayOnTheCopy() throws {
        let log = EventLog()
        let layer = CALayer()
        layer.actions = ["opacity": RecordingAction(log: log)]
        let presentation = try #require(layer.presentation())
        CATransaction.begin()
        presentation.opacity = 0.3
        CATransaction.commit()
        #expect(presentation.opacity == 0.3)
        #expect(layer.opacity == 1)
        #expect(log.entries.isEmpty)
    }

    @Test("init(layer:) with something other than a layer stops the process")
    func initWithNonLayerStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { _ = CALayer(layer: "not a layer") }
        }
    }
}
