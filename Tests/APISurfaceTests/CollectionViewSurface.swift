import Foundation
import UIKit

// Collection views as iOS code writes them: a cell subclass, a layout with its
// own attributes, a controller that reorders, a flow delegate, registrations,
// a diffable data source and a compositional layout.

final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"
    let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(imageView)
        selectedBackgroundView = UIView()
        backgroundView = UIView()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
    }

    override var isSelected: Bool {
        didSet { contentView.alpha = isSelected ? 0.7 : 1 }
    }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        if let attributes = layoutAttributes as? TiltAttributes { transform = CGAffineTransform(rotationAngle: attributes.tilt) }
    }

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.size.height = max(attributes.size.height, 44)
        return attributes
    }
}

final class TiltAttributes: UICollectionViewLayoutAttributes {
    var tilt: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! TiltAttributes
        copy.tilt = tilt
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? TiltAttributes else { return false }
        return other.tilt == tilt && super.isEqual(object)
    }
}

final class CarouselLayout: UICollectionViewFlowLayout {
    override class var layoutAttributesClass: AnyClass { TiltAttributes.self }

    override init() {
        super.init()
        scrollDirection = .horizontal
        itemSize = CGSize(width: 200, height: 300)
        minimumLineSpacing = 20
        sectionInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 40)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepare() {
        super.prepare()
        collectionView?.decelerationRate = .fast
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect), let collectionView else { return nil }
        return attributes.compactMap { original in
            guard let copy = original.copy() as? TiltAttributes else { return nil }
            let distance = copy.center.x - collectionView.bounds.midX
            copy.tilt = distance / collectionView.bounds.width * 0.2
            copy.zIndex = Int(-abs(distance))
            return copy
        }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        let pitch = itemSize.width + minimumLineSpacing
        let page = (proposedContentOffset.x / pitch).rounded()
        return CGPoint(x: page * pitch, y: proposedContentOffset.y)
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
        attributes?.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
        return attributes
    }
}

final class GalleryController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    var photos: [String] = ["a", "b", "c"]

    init() {
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        collectionView.register(UICollectionReusableView.self,
                                forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "header")
        collectionView.allowsMultipleSelection = true
        installsStandardGestureForInteractiveMovement = true
        clearsSelectionOnViewWillAppear = false
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
        guard let photo = cell as? PhotoCell else { return cell }
        photo.imageView.accessibilityLabel = photos[indexPath.item]
        return photo
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

    override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                                 to destinationIndexPath: IndexPath) {
        let photo = photos.remove(at: sourceIndexPath.item)
        photos.insert(photo, at: destinationIndexPath.item)
        UserDefaults.standard.set(photos, forKey: "photos")
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
    }

    override func collectionView(_ collectionView: UICollectionView,
                                 targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                                 atCurrentIndexPath currentIndexPath: IndexPath,
                                 toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        proposedIndexPath.item == 0 ? currentIndexPath : proposedIndexPath
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {}

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let width = (collectionView.bounds.width - 2) / 3
        return CGSize(width: width, height: width)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        CGSize(width: collectionView.bounds.width, height: 44)
    }

    func addPhoto(_ name: String) {
        photos.insert(name, at: 0)
        collectionView.performBatchUpdates({
            self.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }, completion: { finished in
            if finished { self.collectionView.scrollToItem(at: IndexPath(item: 0, section: 0), at: .top, animated: true) }
        })
    }

    func reorder(with gesture: UILongPressGestureRecognizer) {
        switch gesture.state {
        case .began:
            guard let indexPath = collectionView.indexPathForItem(at: gesture.location(in: collectionView)) else { return }
            _ = collectionView.beginInteractiveMovementForItem(at: indexPath)
        case .changed:
            collectionView.updateInteractiveMovementTargetPosition(gesture.location(in: gesture.view))
        case .ended:
            collectionView.endInteractiveMovement()
        default:
            collectionView.cancelInteractiveMovement()
        }
    }
}

enum LibrarySection: Hashable {
    case featured
    case all
}

final class LibraryController: UIViewController, UICollectionViewDelegate {
    var dataSource: UICollectionViewDiffableDataSource<LibrarySection, String>!
    var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.delegate = self
        view.addSubview(collectionView)
        let cellRegistration = UICollectionView.CellRegistration<PhotoCell, String> { cell, _, name in
            cell.imageView.accessibilityLabel = name
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, _ in
            header.backgroundColor = .systemGray6
        }
        dataSource = UICollectionViewDiffableDataSource<LibrarySection, String>(collectionView: collectionView) {
            collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: name)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<LibrarySection, String>()
        snapshot.appendSections([.featured, .all])
        snapshot.appendItems(["one", "two"], toSection: .featured)
        snapshot.appendItems(["three"], toSection: .all)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, environment in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                 heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            let width: NSCollectionLayoutDimension = sectionIndex == 0 ? .fractionalWidth(0.9) : .fractionalWidth(1.0 / 3)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: width, heightDimension: .estimated(120)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = sectionIndex == 0 ? .groupPagingCentered : .none
            section.interGroupSpacing = 8
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header]
            _ = environment.container.effectiveContentSize
            return section
        }
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let name = dataSource.itemIdentifier(for: indexPath) else { return }
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([name])
        snapshot.appendItems([name.uppercased()], toSection: .all)
        dataSource.apply(snapshot)
    }
}
