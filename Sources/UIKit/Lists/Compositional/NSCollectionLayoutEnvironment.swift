import Foundation

/// The space a layout, section or group is laid out in: its size and insets,
/// in points. `effectiveContentSize` is the size less the insets — what
/// fractional dimensions are fractions of.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider (or a custom group's item provider) is told about
/// where it lays out: the container. On iOS it also carries the trait
/// collection; Kumiki's environment does not carry one yet, so
/// `traitCollection` is absent (docs/PORTING.md).
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    var container: NSCollectionLayoutContainer { get }
}

/// A container: a size and its insets.
final class CompositionalLayoutContainer: NSObject, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets

    init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        super.init()
    }

    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }

    var effectiveContentSize: CGSize {
        CGSize(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
}

/// An environment made of one container.
final class CompositionalLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment {
    let container: NSCollectionLayoutContainer

    init(container: NSCollectionLayoutContainer) {
        self.container = container
        super.init()
    }
}
