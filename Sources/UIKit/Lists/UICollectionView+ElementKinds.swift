import Foundation

extension UICollectionView {
    /// The kind of section headers (iOS 14's name for
    /// `UICollectionElementKindSectionHeader`).
    public nonisolated static let elementKindSectionHeader = UICollectionElementKindSectionHeader
    /// The kind of section footers (iOS 14's name for
    /// `UICollectionElementKindSectionFooter`).
    public nonisolated static let elementKindSectionFooter = UICollectionElementKindSectionFooter
}
