import UIKit

/// A vertical list with a horizontal pager as one of its rows — the "featured
/// carousel" of store and news apps — built from two plain `UIScrollView`s: a
/// drag that starts on the pager moves the pager when it is horizontal and the
/// list when it is vertical, because each scroll view's pan begins only for
/// movement along an axis it can scroll.
public enum NestedPagerScreen: ShowcaseScreen {
    public static let name = "nested"
    public static let summary = "A horizontal pager inside a vertical list: each takes its own axis"

    public static func makeViewController() -> UIViewController {
        NestedPagerViewController()
    }

    public enum Identifier {
        public static let list = "nested-list"
        public static let pager = "nested-pager"
        public static let pageLabel = "nested-page"
    }

    public static let cardCount = 5
    public static let itemCount = 20
    /// The pager's place in the list's content.
    public static let pagerFrameY: CGFloat = 56
    public static let pagerHeight: CGFloat = 200
    static let itemHeight: CGFloat = 60
    static let itemsTop: CGFloat = 310
    static let top: CGFloat = 0

    /// The label's text when card `index` (from 0) shows.
    public static func pageText(_ index: Int) -> String {
        "Card \(index + 1) of \(cardCount)"
    }

    final class NestedPagerViewController: UIViewController, UIScrollViewDelegate {
        let list = UIScrollView()
        let pager = UIScrollView()
        let pageLabel = UILabel()
        private var cards: [UIView] = []
        private var items: [UIView] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            list.frame = CGRect(x: 0, y: NestedPagerScreen.top, width: view.bounds.width,
                                height: view.bounds.height - NestedPagerScreen.top)
            list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            list.alwaysBounceVertical = true
            list.accessibilityIdentifier = Identifier.list
            view.addSubview(list)

            let header = UILabel(frame: CGRect(x: 20, y: 12, width: view.bounds.width - 40, height: 32))
            header.text = "Featured"
            header.font = .boldSystemFont(ofSize: 26)
            header.textColor = .label
            list.addSubview(header)

            pager.isPagingEnabled = true
            pager.showsHorizontalScrollIndicator = false
            // A status bar tap scrolls to the top only when exactly one scroll
            // view on screen has scrollsToTop: the list keeps it, the pager
            // gives it up.
            pager.scrollsToTop = false
            pager.accessibilityIdentifier = Identifier.pager
            pager.delegate = self
            list.addSubview(pager)
            let colors: [UIColor] = [.systemIndigo, .systemTeal, .systemOrange, .systemPink, .systemGreen]
            for index in 0..<NestedPagerScreen.cardCount {
                let card = UIView()
                card.backgroundColor = colors[index % colors.count]
                card.layer.cornerRadius = 20
                let title = UILabel(frame: CGRect(x: 24, y: 20, width: 240, height: 60))
                title.text = "\(index + 1)"
                title.font = .boldSystemFont(ofSize: 48)
                title.textColor = .white
                card.addSubview(title)
                cards.append(card)
                pager.addSubview(card)
            }

            pageLabel.font = .systemFont(ofSize: 15)
            pageLabel.textColor = .secondaryLabel
            pageLabel.textAlignment = .center
            pageLabel.accessibilityIdentifier = Identifier.pageLabel
            list.addSubview(pageLabel)

            for index in 1...NestedPagerScreen.itemCount {
                let item = UIView()
                item.backgroundColor = .secondarySystemGroupedBackground
                item.layer.cornerRadius = 12
                let label = UILabel(frame: CGRect(x: 16, y: 0, width: 300, height: NestedPagerScreen.itemHeight - 8))
                label.text = "Item \(index)"
                label.font = .systemFont(ofSize: 17)
                label.textColor = .label
                item.addSubview(label)
                items.append(item)
                list.addSubview(item)
            }
            layoutContent()
            showPage()
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            layoutContent()
        }

        /// The pager spans the list's width (one card per page, inset inside
        /// it); the items stack below it. When the width changes (rotation),
        /// the pager stays on the card it showed.
        func layoutContent() {
            let width = list.bounds.width
            let oldWidth = pager.bounds.width
            let shownCard = currentCard
            pager.frame = CGRect(x: 0, y: NestedPagerScreen.pagerFrameY, width: width, height: NestedPagerScreen.pagerHeight)
            for (index, card) in cards.enumerated() {
                card.frame = CGRect(x: CGFloat(index) * width + 20, y: 0, width: width - 40,
                                    height: NestedPagerScreen.pagerHeight)
            }
            pager.contentSize = CGSize(width: width * CGFloat(cards.count), height: NestedPagerScreen.pagerHeight)
            if width != oldWidth, oldWidth > 0, !pager.isDragging, !pager.isDecelerating {
                pager.contentOffset = CGPoint(x: CGFloat(shownCard) * width, y: 0)
            }
            pageLabel.frame = CGRect(x: 20, y: NestedPagerScreen.pagerFrameY + NestedPagerScreen.pagerHeight + 8,
                                     width: width - 40, height: 24)
            for (index, item) in items.enumerated() {
                item.frame = CGRect(x: 16, y: NestedPagerScreen.itemsTop + CGFloat(index) * NestedPagerScreen.itemHeight,
                                    width: width - 32, height: NestedPagerScreen.itemHeight - 8)
            }
            list.contentSize = CGSize(width: width, height: NestedPagerScreen.itemsTop
                                        + CGFloat(items.count) * NestedPagerScreen.itemHeight + 16)
        }

        /// The card nearest the pager's offset.
        var currentCard: Int {
            let width = pager.bounds.width
            let page = width > 0 ? Int((pager.contentOffset.x / width).rounded()) : 0
            return min(max(page, 0), cards.count - 1)
        }

        func showPage() {
            pageLabel.text = NestedPagerScreen.pageText(currentCard)
        }

        // The controller is the pager's delegate only.

        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            showPage()
        }

        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            if !decelerate { showPage() }
        }
    }
}
