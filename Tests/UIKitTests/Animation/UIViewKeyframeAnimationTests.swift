import Testing
import TestSupport
import UIKit
import UIKitTesting

@MainActor
@Suite("UIView keyframe animations")
struct UIViewKeyframeAnimationTests {
    /// A 100×100 view centered at x = 100, in a host.
    private func makeStage() -> (UITestHost, UIView) {
        let view = UIView(frame: CGRect(x: 50, y: 150, width: 100, height: 100))
        let host = makeHost(showing: [view])
        return (host, view)
    }

    @Test("two slices on one property reach each slice's value at the slice boundaries")
    func twoSlicesOnOneProperty() {
        let (host, view) = makeStage()
        let log = CompletionRecorder()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                view.center.x = 200
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                view.center.x = 300
            }
        }, completion: log.finished("keyframes"))
        // The model takes the last slice's value at once.
        #expect(view.center.x == 300)
        #expect(view.presentationLayer.position.x == 100)

        host.advance(by: 0.25)
        let firstSlice = view.presentationLayer.position.x
        #expect(firstSlice > 100 && firstSlice < 200)
        host.advance(by: 0.25)
        // The boundary between the slices: the first slice's value.
        #expect(isClose(view.presentationLayer.position.x, 200, tolerance: animationTolerance))
        host.advance(by: 0.25)
        let secondSlice = view.presentationLayer.position.x
        #expect(secondSlice > 200 && secondSlice < 300)
        #expect(log.entries.isEmpty)
        host.advance(by: 0.25)
        #expect(view.presentationLayer.position.x == 300)
        #expect(log.entries == ["keyframes true"])
    }

    @Test("a slice on another property leaves that property alone before its start time")
    func sliceOnAnotherProperty() {
        let (host, view) = makeStage()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                view.center.x = 200
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                view.alpha = 0
            }
        })
        #expect(view.alpha == 0)
        host.advance(by: 0.25)
        #expect(view.presentationLayer.opacity == 1)
        host.advance(by: 0.25)
        #expect(isClose(CGFloat(view.presentationLayer.opacity), 1, tolerance: animationTolerance))
        #expect(view.presentationLayer.position.x > 100 && view.presentationLayer.position.x < 200)
        host.advance(by: 0.25)
        let fading = CGFloat(view.presentationLayer.opacity)
        #expect(fading > 0 && fading < 1)
        host.advance(by: 0.25)
        #expect(view.presentationLayer.opacity == 0)
        #expect(view.presentationLayer.position.x == 200)
    }

    @Test("addKeyframe outside animateKeyframes stops the process")
    func addKeyframeOutsideAnimateKeyframesStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let view = UIView()
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                    view.alpha = 0
                }
            }
        }
        #expect(standardError(of: result).contains("uncaught exception 'NSInternalInconsistencyException', reason: "
            + "'+[UIView addKeyframeWithRelativeStartTime:relativeDuration:animations:] must be called from within "
            + "the animations block of +[UIView animateKeyframesWithDuration:delay:options:animations:completion:]'"))
    }
}
