import UIKit

/// A horizontal strip of "photos", one per page: a paging `UIScrollView`
/// (`isPagingEnabled`) whose delegate updates the "Photo n of m" label when the
/// strip comes to rest, as photo browsers written with scroll views do.
public enum PhotoStripScreen: ShowcaseScreen {
    public static let name = "photos"
    public static let summary = "A paging scroll view of photos; the label follows the page"

    public static func makeViewController() -> UIViewController {
        PhotoStripViewController()
    }

    public enum Identifier {
        public static let strip = "photo-strip"
        public static let pageLabel = "photo-page"
    }

    /// How many photos the strip holds.
    public static let photoCount = 6
    /// Where the strip sits, below a caption.
    static let stripTop: CGFloat = 46
    static let stripHeight: CGFloat = 440

    /// The label's text when page `index` (from 0) shows.
    public static func pageText(_ index: Int) -> String {
        "Photo \(index + 1) of \(photoCount)"
    }

    final class PhotoStripViewController: UIViewController, UIScrollViewDelegate {
        let strip = UIScrollView()
        let pageLabel = UILabel()
        private var photos: [PhotoView] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .black
            let caption = UILabel(frame: CGRect(x: 20, y: 8, width: view.bounds.width - 40, height: 28))
            caption.text = "Swipe sideways, one photo at a time"
            caption.font = .systemFont(ofSize: 15)
            caption.textColor = .systemGray2
            caption.textAlignment = .center
            caption.autoresizingMask = [.flexibleWidth]
            view.addSubview(caption)

            strip.isPagingEnabled = true
            strip.showsHorizontalScrollIndicator = false
            strip.accessibilityIdentifier = Identifier.strip
            strip.delegate = self
            view.addSubview(strip)
            for index in 0..<PhotoStripScreen.photoCount {
                let photo = PhotoView(index: index)
                photos.append(photo)
                strip.addSubview(photo)
            }

            pageLabel.font = .boldSystemFont(ofSize: 20)
            pageLabel.textColor = .white
            pageLabel.textAlignment = .center
            pageLabel.accessibilityIdentifier = Identifier.pageLabel
            view.addSubview(pageLabel)
            layoutPhotos()
            showPage()
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            layoutPhotos()
        }

        /// The strip spans the width, 440 pt tall where the screen allows
        /// (less when the phone is turned sideways), the label under it. One
        /// page per photo, each the strip's width; the photo is inset in its
        /// page so that neighbors show a gap while swiping. When the width
        /// changes (rotation), the strip stays on the photo it showed: the
        /// old offset would fall between two pages of the new width.
        func layoutPhotos() {
            let shownPage = currentPage
            let oldWidth = strip.bounds.width
            let height = min(PhotoStripScreen.stripHeight, view.bounds.height - PhotoStripScreen.stripTop - 70)
            strip.frame = CGRect(x: 0, y: PhotoStripScreen.stripTop, width: view.bounds.width, height: height)
            pageLabel.frame = CGRect(x: 20, y: strip.frame.maxY + 20, width: view.bounds.width - 40, height: 30)
            let page = strip.bounds.size
            for (index, photo) in photos.enumerated() {
                photo.frame = CGRect(x: CGFloat(index) * page.width + 16, y: 0, width: page.width - 32, height: page.height)
            }
            strip.contentSize = CGSize(width: page.width * CGFloat(photos.count), height: page.height)
            if page.width != oldWidth, oldWidth > 0, !strip.isDragging, !strip.isDecelerating {
                strip.contentOffset = CGPoint(x: CGFloat(shownPage) * page.width, y: 0)
            }
        }

        /// The page nearest the content offset.
        var currentPage: Int {
            let width = strip.bounds.width
            guard width > 0 else { return 0 }
            return min(max(Int((strip.contentOffset.x / width).rounded()), 0), photos.count - 1)
        }

        func showPage() {
            pageLabel.text = PhotoStripScreen.pageText(currentPage)
        }

        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            showPage()
        }

        /// A drag that ends exactly on a page boundary does not decelerate.
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            if !decelerate { showPage() }
        }
    }

    /// A drawn landscape: sky, sun, two mountains and a lake, in colors of
    /// their own for each photo.
    final class PhotoView: UIView {
        let index: Int

        init(index: Int) {
            self.index = index
            super.init(frame: .zero)
            layer.cornerRadius = 16
            clipsToBounds = true
            backgroundColor = UIColor(hue: Self.hue(index), saturation: 0.35, brightness: 0.95, alpha: 1)
            accessibilityLabel = PhotoStripScreen.pageText(index)
        }

        required init?(coder: NSCoder) {
            return nil
        }

        /// Hues spread around the color wheel, a photo apart.
        static func hue(_ index: Int) -> CGFloat {
            CGFloat(index) / CGFloat(PhotoStripScreen.photoCount)
        }

        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            let hue = Self.hue(index)
            let width = bounds.width
            let height = bounds.height
            // The sun moves left to right across the strip.
            let sunX = width * (0.2 + 0.6 * CGFloat(index) / CGFloat(max(1, PhotoStripScreen.photoCount - 1)))
            context.setFillColor(UIColor(hue: 0.13, saturation: 0.8, brightness: 1, alpha: 1).cgColor)
            context.fillEllipse(in: CGRect(x: sunX - 34, y: height * 0.18, width: 68, height: 68))
            // Far mountain, then near mountain.
            for (peak, base, brightness) in [(0.35, 0.62, 0.55), (0.7, 0.7, 0.4)] as [(CGFloat, CGFloat, CGFloat)] {
                context.setFillColor(UIColor(hue: (hue + 0.45).truncatingRemainder(dividingBy: 1), saturation: 0.5,
                                             brightness: brightness, alpha: 1).cgColor)
                context.move(to: CGPoint(x: width * (peak - 0.45), y: height * base + 40))
                context.addLine(to: CGPoint(x: width * peak, y: height * (base - 0.32)))
                context.addLine(to: CGPoint(x: width * (peak + 0.45), y: height * base + 40))
                context.closePath()
                context.fillPath()
            }
            // The lake.
            context.setFillColor(UIColor(hue: 0.58, saturation: 0.6, brightness: 0.7, alpha: 1).cgColor)
            context.fill(CGRect(x: 0, y: height * 0.75, width: width, height: height * 0.25))
            // A big numeral in the corner, so pages are told apart at a glance.
            let number = NSAttributedString(string: "\(index + 1)", attributes: [
                .font: UIFont.boldSystemFont(ofSize: 44),
                .foregroundColor: UIColor.white,
            ])
            number.draw(at: CGPoint(x: 20, y: height - 70))
        }
    }
}
