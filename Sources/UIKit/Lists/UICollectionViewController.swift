import Foundation

/// A view controller whose view is a collection view it is the data source
/// and delegate of. Subclasses override the data source and delegate methods
/// (with `override`, as on iOS).
///
/// With `installsStandardGestureForInteractiveMovement` (the default) a long
/// press on an item picks it up and drags it (interactive movement).
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let initialLayout: UICollectionViewLayout
    private var reorderGesture: UILongPressGestureRecognizer?

    /// Deselects the selected items each time the view is about to appear.
    open var clearsSelectionOnViewWillAppear = true
    /// Whether a long press moves items (interactive movement).
    open var installsStandardGestureForInteractiveMovement = true {
        didSet { if isViewLoaded { updateReorderGesture() } }
    }

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The collection view (the controller's view unless replaced).
    open var collectionView: UICollectionView! {
        get {
            loadViewIfNeeded()
            return ownCollectionView
        }
        set {
            ownCollectionView = newValue
            newValue?.dataSource = newValue?.dataSource ?? self
            newValue?.delegate = newValue?.delegate ?? self
        }
    }
    private var ownCollectionView: UICollectionView?

    /// The collection view's layout (the one given at initialization until
    /// the collection view's is replaced).
    public var collectionViewLayout: UICollectionViewLayout {
        ownCollectionView?.collectionViewLayout ?? initialLayout
    }

    open override func loadView() {
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.dataSource = self
        collectionView.delegate = self
        ownCollectionView = collectionView
        view = collectionView
        updateReorderGesture()
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collectionView = ownCollectionView else { return }
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
            collectionView.deselectItem(at: indexPath, animated: animated)
        }
    }

    private func updateReorderGesture() {
        if installsStandardGestureForInteractiveMovement, reorderGesture == nil {
            let gesture = UILongPressGestureRecognizer(target: self, action: UICollectionViewController.handleReorder(_:))
            ownCollectionView?.addGestureRecognizer(gesture)
            reorderGesture = gesture
        } else if !installsStandardGestureForInteractiveMovement, let gesture = reorderGesture {
            gesture.view?.removeGestureRecognizer(gesture)
            reorderGesture = nil
        }
    }

    private func handleReorder(_ gesture: UILongPressGestureRecognizer) {
        guard let collectionView = ownCollectionView else { return }
        let location = gesture.location(in: collectionView)
        switch gesture.state {
        case .began:
            guard let indexPath = collectionView.indexPathForItem(at: location),
                  collectionView.beginInteractiveMovementForItem(at: indexPath) else { return }
            collectionView.updateInteractiveMovementTargetPosition(location)
        case .changed:
            collectionView.updateInteractiveMovementTargetPosition(location)
        case .ended:
            collectionView.endInteractiveMovement()
        case .cancelled, .failed:
            collectionView.cancelInteractiveMovement()
        default:
            break
        }
    }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// None by default: subclasses override it.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// Subclasses that report items override it; the base has no cells to
    /// give (UIKit's does not implement the method, so a subclass without it
    /// stops with Objective-C's unrecognized-selector exception).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell {
        let address = UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque())
        UncaughtException.raise("NSInvalidArgumentException", reason:
            "-[\(String(reflecting: type(of: self))) collectionView:cellForItemAtIndexPath:]: unrecognized selector "
            + "sent to instance 0x\(String(address, radix: 16))")
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        UncaughtException.raise("NSInternalInconsistencyException", reason:
            "the collectionView's data source did not return a valid view from "
            + "-collectionView:viewForSupplementaryElementOfKind:atIndexPath: for element of kind '\(kind)'")
    }

    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {}

    // MARK: UICollectionViewDelegate

    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView,
                             didEndDisplayingSupplementaryView view: UICollectionReusableView,
                             forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView,
                             targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
                             toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        proposedIndexPath
    }
    open func collectionView(_ collectionView: UICollectionView,
                             targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                             atCurrentIndexPath currentIndexPath: IndexPath,
                             toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        self.collectionView(collectionView, targetIndexPathForMoveFromItemAt: currentIndexPath,
                            toProposedIndexPath: proposedIndexPath)
    }
    open func collectionView(_ collectionView: UICollectionView,
                             targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: UIScrollViewDelegate

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
