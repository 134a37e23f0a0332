import Foundation

/// One axis of a compositional layout's geometry — x (widths) or y
/// (heights) — with the accessors that let one algorithm lay out rows and
/// columns, vertical and horizontal layouts alike.
enum CompositionalAxis: Equatable, Sendable {
    case horizontal
    case vertical

    var other: CompositionalAxis { self == .horizontal ? .vertical : .horizontal }

    func length(_ size: CGSize) -> CGFloat { self == .horizontal ? size.width : size.height }
    func coordinate(_ point: CGPoint) -> CGFloat { self == .horizontal ? point.x : point.y }
    func start(_ rect: CGRect) -> CGFloat { self == .horizontal ? rect.minX : rect.minY }
    func end(_ rect: CGRect) -> CGFloat { self == .horizontal ? rect.maxX : rect.maxY }

    func size(along: CGFloat, across: CGFloat) -> CGSize {
        self == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }

    func point(along: CGFloat, across: CGFloat) -> CGPoint {
        self == .horizontal ? CGPoint(x: along, y: across) : CGPoint(x: across, y: along)
    }

    func rect(along start: CGFloat, _ length: CGFloat, across crossStart: CGFloat, _ crossLength: CGFloat) -> CGRect {
        CGRect(origin: point(along: start, across: crossStart), size: size(along: length, across: crossLength))
    }

    /// `size` with its length on this axis replaced.
    func replacing(_ size: CGSize, with length: CGFloat) -> CGSize {
        self == .horizontal ? CGSize(width: length, height: size.height) : CGSize(width: size.width, height: length)
    }

    /// `rect` moved by `delta` along this axis.
    func offset(_ rect: CGRect, by delta: CGFloat) -> CGRect {
        self == .horizontal ? rect.offsetBy(dx: delta, dy: 0) : rect.offsetBy(dx: 0, dy: delta)
    }

    /// The inset at the start of this axis (leading or top).
    func leadingInset(_ insets: NSDirectionalEdgeInsets) -> CGFloat {
        self == .horizontal ? insets.leading : insets.top
    }

    /// The inset at the end of this axis (trailing or bottom).
    func trailingInset(_ insets: NSDirectionalEdgeInsets) -> CGFloat {
        self == .horizontal ? insets.trailing : insets.bottom
    }

    /// `insets` with both insets on this axis zeroed.
    func clearing(_ insets: NSDirectionalEdgeInsets) -> NSDirectionalEdgeInsets {
        var insets = insets
        if self == .horizontal {
            insets.leading = 0
            insets.trailing = 0
        } else {
            insets.top = 0
            insets.bottom = 0
        }
        return insets
    }

    func leadingSpacing(_ spacing: NSCollectionLayoutEdgeSpacing?) -> NSCollectionLayoutSpacing? {
        self == .horizontal ? spacing?.leading : spacing?.top
    }

    func trailingSpacing(_ spacing: NSCollectionLayoutEdgeSpacing?) -> NSCollectionLayoutSpacing? {
        self == .horizontal ? spacing?.trailing : spacing?.bottom
    }

    /// The dimension of `size` on this axis.
    func dimension(_ size: NSCollectionLayoutSize) -> NSCollectionLayoutDimension {
        self == .horizontal ? size.widthDimension : size.heightDimension
    }

    /// Whether `dimension` is a fraction of the container's length on this axis.
    func isFraction(_ dimension: NSCollectionLayoutDimension) -> Bool {
        self == .horizontal ? dimension.isFractionalWidth : dimension.isFractionalHeight
    }

    var selfSizingAxis: SelfSizingAxes { self == .horizontal ? .horizontal : .vertical }

    static func of(_ direction: UICollectionView.ScrollDirection) -> CompositionalAxis {
        direction == .vertical ? .vertical : .horizontal
    }
}

extension CGRect {
    /// The rect inset by directional insets (leading on the left), never
    /// smaller than empty.
    func inset(byDirectional insets: NSDirectionalEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.leading, y: minY + insets.top,
               width: max(0, width - insets.leading - insets.trailing),
               height: max(0, height - insets.top - insets.bottom))
    }
}
