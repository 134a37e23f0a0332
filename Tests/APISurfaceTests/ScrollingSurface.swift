import Foundation
import UIKit

// Scroll views as iOS code writes them: a delegate that snaps, a refresh
// control, zooming, and a subclass that lets buttons scroll.

final class SnappingListController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let imageView = UIImageView()
    let rowHeight: CGFloat = 44

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 44 * 100)
        scrollView.delegate = self
        scrollView.decelerationRate = .fast
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.indicatorStyle = .white
        scrollView.verticalScrollIndicatorInsets.top = 8
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 3
        let refresh = UIRefreshControl()
        refresh.addTarget(self, action: SnappingListController.refresh(_:), for: .valueChanged)
        scrollView.refreshControl = refresh
        scrollView.panGestureRecognizer.minimumNumberOfTouches = 1
        view.addSubview(scrollView)
    }

    func refresh(_ control: UIRefreshControl) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            control.endRefreshing()
        }
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let row = (targetContentOffset.pointee.y / rowHeight).rounded()
        targetContentOffset.pointee.y = row * rowHeight
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { [weak self] in
                self?.scrollView.setContentOffset(.zero, animated: true)
            }
        }
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        let inset = max(0, (scrollView.bounds.height - scrollView.contentSize.height) / 2)
        scrollView.contentInset = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
        if scrollView.isZooming || scrollView.isDragging || scrollView.isDecelerating || scrollView.isTracking {
            scrollView.flashScrollIndicators()
        }
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 0, width: 1, height: 1), animated: false)
        scrollView.zoom(to: CGRect(x: 0, y: 0, width: 10, height: 10), animated: true)
        _ = scrollView.adjustedContentInset
    }
}

final class ButtonFriendlyScrollView: UIScrollView {
    override func touchesShouldCancel(in view: UIView) -> Bool {
        view is UIButton ? true : super.touchesShouldCancel(in: view)
    }

    override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
    }
}
