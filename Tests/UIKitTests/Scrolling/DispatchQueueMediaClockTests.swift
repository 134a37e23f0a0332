import Dispatch
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("DispatchQueue.main.asyncAfter on the media clock")
struct DispatchQueueMediaClockTests {
    @Test("main-queue work scheduled with asyncAfter runs when virtual time reaches its deadline")
    func virtualTime() {
        let host = UITestHost()
        host.activate()
        var fired: [String] = []
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { MainActor.assumeIsolated { fired.append("0.2") } }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { MainActor.assumeIsolated { fired.append("1") } }
        host.advance(by: 0.1)
        #expect(fired.isEmpty)
        host.advance(by: 0.15)
        #expect(fired == ["0.2"])
        host.advance(by: 1)
        #expect(fired == ["0.2", "1"])
    }

    @Test("a snap 0.2 s after a drag ends, as app code writes it, happens in the test's virtual time")
    func snapAfterDrag() {
        final class Snapper: UIScrollViewDelegate {
            func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
                    scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
                }
            }
        }
        let host = UITestHost(device: scrollStageDevice)
        let snapper = Snapper()
        let scrollView = host.makeScrollView(contentSize: CGSize(width: 320, height: 2000), delegate: snapper)
        host.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 300), duration: 1)
        #expect(scrollView.contentOffset.y != 100)
        host.advance(by: 0.25)
        #expect(scrollView.contentOffset.y == 100)
    }
}
