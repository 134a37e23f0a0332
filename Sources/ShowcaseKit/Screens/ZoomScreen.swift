import UIKit

/// A zoomable map: a `UIScrollView` with zoom limits whose delegate names a
/// drawn image view as the view to zoom; pinching zooms about the fingers,
/// and a double tap zooms in on the tapped point (`zoom(to:animated:)`) or,
/// when zoomed in, back out (`setZoomScale(_:animated:)`) — the photo viewer
/// idiom. A label shows the zoom scale.
public enum ZoomScreen: ShowcaseScreen {
    public static let name = "zoom"
    public static let summary = "Pinch or double tap to zoom a drawn map in a scroll view"

    public static func makeViewController() -> UIViewController {
        ZoomViewController()
    }

    public enum Identifier {
        public static let scrollView = "zoom-scroll"
        public static let map = "zoom-map"
        public static let scaleLabel = "zoom-scale"
    }

    public static let minimumZoomScale: CGFloat = 1
    public static let maximumZoomScale: CGFloat = 4
    /// The scale a double tap zooms in to.
    public static let doubleTapZoomScale: CGFloat = 2.5
    /// The scroll view starts below the scale label.
    static let top: CGFloat = 46

    /// The label's text for `scale`: a whole percentage.
    public static func scaleText(_ scale: CGFloat) -> String {
        "Zoom \(Int((scale * 100).rounded())) %"
    }

    final class ZoomViewController: UIViewController, UIScrollViewDelegate {
        let scrollView = UIScrollView()
        let mapView = UIImageView()
        let scaleLabel = UILabel()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            scaleLabel.frame = CGRect(x: 20, y: 8, width: view.bounds.width - 40, height: 30)
            scaleLabel.font = .boldSystemFont(ofSize: 18)
            scaleLabel.textColor = .label
            scaleLabel.textAlignment = .right
            scaleLabel.autoresizingMask = [.flexibleWidth]
            scaleLabel.accessibilityIdentifier = Identifier.scaleLabel
            view.addSubview(scaleLabel)

            scrollView.frame = CGRect(x: 0, y: ZoomScreen.top, width: view.bounds.width,
                                      height: view.bounds.height - ZoomScreen.top)
            scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            scrollView.backgroundColor = .systemBackground
            scrollView.minimumZoomScale = ZoomScreen.minimumZoomScale
            scrollView.maximumZoomScale = ZoomScreen.maximumZoomScale
            // The map fills the view at scale 1: no safe-area room around it.
            scrollView.contentInsetAdjustmentBehavior = .never
            scrollView.accessibilityIdentifier = Identifier.scrollView
            scrollView.delegate = self
            view.addSubview(scrollView)

            mapView.accessibilityIdentifier = Identifier.map
            scrollView.addSubview(mapView)
            drawMap()

            let doubleTap = UITapGestureRecognizer(target: self, action: ZoomViewController.handleDoubleTap(_:))
            doubleTap.numberOfTapsRequired = 2
            scrollView.addGestureRecognizer(doubleTap)
            showScale()
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            // Turned sideways: the whole map again, drawn for the new size.
            if mapView.bounds.size != scrollView.bounds.size { drawMap() }
        }

        /// The map at scale 1, exactly the scroll view's size.
        func drawMap() {
            scrollView.setZoomScale(ZoomScreen.minimumZoomScale, animated: false)
            let size = scrollView.bounds.size
            mapView.transform = .identity
            mapView.frame = CGRect(origin: .zero, size: size)
            mapView.image = MapDrawing.image(size: size)
            scrollView.contentSize = size
            scrollView.contentOffset = .zero
        }

        func viewForZooming(in scrollView: UIScrollView) -> UIView? {
            mapView
        }

        func scrollViewDidZoom(_ scrollView: UIScrollView) {
            showScale()
        }

        func showScale() {
            scaleLabel.text = ZoomScreen.scaleText(scrollView.zoomScale)
        }

        /// Zoomed out: zoom in on the tapped point, which ends up centered (as
        /// far as the content's edges allow). Zoomed in: back to the whole map.
        func handleDoubleTap(_ tap: UITapGestureRecognizer) {
            guard tap.state == .ended else { return }
            if scrollView.zoomScale > scrollView.minimumZoomScale {
                scrollView.setZoomScale(scrollView.minimumZoomScale, animated: true)
                return
            }
            let point = tap.location(in: mapView)
            let size = CGSize(width: scrollView.bounds.width / ZoomScreen.doubleTapZoomScale,
                              height: scrollView.bounds.height / ZoomScreen.doubleTapZoomScale)
            scrollView.zoom(to: CGRect(x: point.x - size.width / 2, y: point.y - size.height / 2,
                                       width: size.width, height: size.height), animated: true)
        }
    }
}

extension ZoomScreen {
    /// The zoom screen's map, drawn once into an image: blocks between streets,
    /// a river, a park and a few landmarks, with detail small enough to be worth
    /// zooming in on.
    enum MapDrawing {
        static func image(size: CGSize) -> UIImage {
            UIGraphicsImageRenderer(size: size).image { renderer in
                let context = renderer.cgContext
                UIColor(red: 0.95, green: 0.93, blue: 0.88, alpha: 1).setFill()
                context.fill(CGRect(origin: .zero, size: size))
                // City blocks on a 60 pt grid, streets 8 pt wide between them.
                let pitch: CGFloat = 60
                for column in 0...Int(size.width / pitch) {
                    for row in 0...Int(size.height / pitch) {
                        let shade = CGFloat((column * 7 + row * 3) % 5) * 0.03
                        UIColor(white: 0.82 - shade, alpha: 1).setFill()
                        context.fill(CGRect(x: CGFloat(column) * pitch + 4, y: CGFloat(row) * pitch + 4,
                                            width: pitch - 8, height: pitch - 8))
                    }
                }
                // A park over four blocks.
                UIColor(red: 0.55, green: 0.78, blue: 0.45, alpha: 1).setFill()
                context.fill(CGRect(x: pitch * 1 + 4, y: pitch * 2 + 4, width: pitch * 2 - 8, height: pitch * 2 - 8))
                // A river across the map.
                UIColor(red: 0.45, green: 0.65, blue: 0.9, alpha: 1).setStroke()
                context.setLineWidth(22)
                context.setLineCap(.round)
                context.move(to: CGPoint(x: -20, y: size.height * 0.62))
                context.addCurve(to: CGPoint(x: size.width + 20, y: size.height * 0.45),
                                 control1: CGPoint(x: size.width * 0.35, y: size.height * 0.8),
                                 control2: CGPoint(x: size.width * 0.6, y: size.height * 0.25))
                context.strokePath()
                // Landmarks: red pins with a white dot, each with a tiny caption.
                let pins: [(CGFloat, CGFloat, String)] = [(0.25, 0.2, "Station"), (0.7, 0.3, "Museum"),
                                                          (0.5, 0.75, "Harbor"), (0.82, 0.82, "Market")]
                for (x, y, name) in pins {
                    let center = CGPoint(x: size.width * x, y: size.height * y)
                    // A fixed red: the map is a picture, the same in light and dark mode.
                    UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1).setFill()
                    context.fillEllipse(in: CGRect(x: center.x - 7, y: center.y - 7, width: 14, height: 14))
                    UIColor.white.setFill()
                    context.fillEllipse(in: CGRect(x: center.x - 2.5, y: center.y - 2.5, width: 5, height: 5))
                    NSAttributedString(string: name, attributes: [
                        .font: UIFont.systemFont(ofSize: 7),
                        .foregroundColor: UIColor.black,
                    ]).draw(at: CGPoint(x: center.x + 9, y: center.y - 5))
                }
            }
        }
    }
}
