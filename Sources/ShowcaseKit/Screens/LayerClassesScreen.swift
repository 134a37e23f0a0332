import UIKit

/// Core Animation's layer classes in a UIKit screen: chat bubbles stretched
/// from one small image (`contentsCenter`) with `CATextLayer` text, sparks
/// from a `CAEmitterLayer`, circles blended by `compositingFilter`, and a
/// large map drawn tile by tile by a `CATiledLayer` in a `CAScrollLayer`
/// that a drag scrolls.
public enum LayerClassesScreen: ShowcaseScreen {
    public static let name = "layer-classes"
    public static let title = "Layer classes"
    public static let summary = "Text, emitter, tiled and scroll layers; nine-part images; blend modes"

    public static func makeViewController() -> UIViewController {
        LayerClassesViewController()
    }

    public enum Identifier {
        public static let map = "layerClasses.map"
    }

    /// The map's size in points and its tiles' side in pixels.
    public static let mapSize = CGSize(width: 2000, height: 2000)
    public static let mapTile: CGFloat = 256

    /// What the bubbles say, and whether each is the sender's (blue, right).
    static let messages: [(text: String, mine: Bool)] = [
        ("Is the emitter drawn on the media clock?", false),
        ("Yes — same seed, same sparks, every frame.", true),
    ]

    final class LayerClassesViewController: UIViewController {
        private let bubbles = UIView()
        private let sparks = UIView()
        private let emitter = CAEmitterLayer()
        private let blends = UIView()
        let map = MapView()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            for section in [bubbles, sparks, blends, map] { view.addSubview(section) }
            sparks.backgroundColor = UIColor(white: 0.08, alpha: 1)
            sparks.layer.cornerRadius = 16
            sparks.layer.cornerCurve = .continuous
            sparks.clipsToBounds = true
            sparks.layer.addSublayer(emitter)
            map.accessibilityIdentifier = Identifier.map
            map.layer.cornerRadius = 16
            map.layer.cornerCurve = .continuous
            map.clipsToBounds = true
            registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (controller: LayerClassesViewController, _) in
                controller.view.setNeedsLayout()
                // Tiles keep the colors they were drawn with: draw them again.
                controller.map.tiles.setNeedsDisplay()
            }
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            let width = view.bounds.width - 40
            bubbles.frame = CGRect(x: 20, y: 16, width: width, height: 128)
            sparks.frame = CGRect(x: 20, y: bubbles.frame.maxY + 16, width: width, height: 150)
            blends.frame = CGRect(x: 20, y: sparks.frame.maxY + 16, width: width, height: 110)
            map.frame = CGRect(x: 20, y: blends.frame.maxY + 16, width: width,
                               height: max(120, view.bounds.height - blends.frame.maxY - 32))
            layOutBubbles()
            layOutSparks()
            layOutBlends()
        }

        private var scale: CGFloat { traitCollection.displayScale > 0 ? traitCollection.displayScale : 3 }

        /// Each message in a bubble stretched from one 72-pixel rounded image.
        private func layOutBubbles() {
            bubbles.layer.sublayers?.forEach { $0.removeFromSuperlayer() }
            var top: CGFloat = 0
            for message in LayerClassesScreen.messages {
                let color = message.mine ? UIColor.systemBlue : UIColor.secondarySystemGroupedBackground
                let bubble = CALayer()
                let width = bubbles.bounds.width * 0.78
                bubble.frame = CGRect(x: message.mine ? bubbles.bounds.width - width : 0, y: top, width: width, height: 56)
                bubble.contents = LayerClassesScreen.bubbleImage(color.resolvedColor(with: traitCollection))
                bubble.contentsScale = 3
                bubble.contentsCenter = CGRect(x: 0.45, y: 0.45, width: 0.1, height: 0.1)
                let text = CATextLayer()
                text.frame = bubble.bounds.insetBy(dx: 14, dy: 9)
                text.string = message.text
                text.font = UIFont.systemFont(ofSize: 16)
                text.fontSize = 16
                text.isWrapped = true
                text.foregroundColor = (message.mine ? UIColor.white : UIColor.label).resolvedColor(with: traitCollection).cgColor
                text.contentsScale = scale
                bubble.addSublayer(text)
                bubbles.layer.addSublayer(bubble)
                top += 64
            }
        }

        /// Sparks rising from the bottom edge, added up as light.
        private func layOutSparks() {
            let spark = CAEmitterCell()
            spark.contents = LayerClassesScreen.sparkImage()
            spark.contentsScale = 3
            spark.birthRate = 60
            spark.lifetime = 2.2
            spark.lifetimeRange = 0.4
            spark.velocity = 90
            spark.velocityRange = 30
            spark.emissionLongitude = -.pi / 2
            spark.emissionRange = .pi / 4
            spark.yAcceleration = 30
            spark.scale = 0.8
            spark.scaleRange = 0.3
            spark.scaleSpeed = -0.25
            spark.color = UIColor.systemOrange.resolvedColor(with: traitCollection).cgColor
            spark.greenRange = 0.2
            spark.alphaSpeed = -0.4
            emitter.frame = sparks.bounds
            emitter.emitterPosition = CGPoint(x: sparks.bounds.midX, y: sparks.bounds.maxY + 4)
            emitter.emitterShape = .line
            emitter.emitterSize = CGSize(width: sparks.bounds.width * 0.8, height: 0)
            emitter.renderMode = .additive
            emitter.seed = 7
            // A new cell for the appearance's orange; the same seed keeps the sparks where they are.
            emitter.emitterCells = [spark]
        }

        /// Three circles over a gradient, multiplied, screened and differenced.
        private func layOutBlends() {
            blends.layer.sublayers?.forEach { $0.removeFromSuperlayer() }
            let gradient = CAGradientLayer()
            gradient.frame = blends.bounds
            gradient.cornerRadius = 16
            gradient.cornerCurve = .continuous
            gradient.colors = [UIColor.systemTeal.cgColor, UIColor.systemPurple.cgColor]
            gradient.startPoint = CGPoint(x: 0, y: 0.5)
            gradient.endPoint = CGPoint(x: 1, y: 0.5)
            blends.layer.addSublayer(gradient)
            let modes = [("multiply", "multiplyBlendMode"), ("screen", "screenBlendMode"), ("difference", "differenceBlendMode")]
            let side: CGFloat = 64
            for (index, mode) in modes.enumerated() {
                let centerX = blends.bounds.width * (CGFloat(index) + 0.5) / 3
                let circle = CALayer()
                circle.frame = CGRect(x: centerX - side / 2, y: 10, width: side, height: side)
                circle.cornerRadius = side / 2
                circle.backgroundColor = UIColor.systemYellow.cgColor
                circle.compositingFilter = mode.1
                blends.layer.addSublayer(circle)
                let caption = CATextLayer()
                caption.frame = CGRect(x: centerX - 50, y: 82, width: 100, height: 20)
                caption.string = mode.0
                caption.font = UIFont.systemFont(ofSize: 13, weight: .semibold)
                caption.fontSize = 13
                caption.alignmentMode = .center
                caption.foregroundColor = UIColor.white.cgColor
                caption.contentsScale = scale
                blends.layer.addSublayer(caption)
            }
        }
    }

    /// A speech bubble: a 24-point rounded square (10-point continuous corners) at 3×.
    static func bubbleImage(_ color: UIColor) -> CGImage? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        return UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24), format: format).image { _ in
            color.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 24, height: 24), cornerRadius: 10).fill()
        }.cgImage
    }

    /// A soft white dot, 8 points across at 3×.
    static func sparkImage() -> CGImage? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        return UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: format).image { context in
            let colors = [UIColor.white.cgColor, UIColor.white.withAlphaComponent(0).cgColor]
            let gradient = CGGradient(colorsSpace: nil, colors: colors, locations: [0, 1])!
            context.cgContext.drawRadialGradient(gradient, startCenter: CGPoint(x: 4, y: 4), startRadius: 0,
                                                 endCenter: CGPoint(x: 4, y: 4), endRadius: 4, options: [])
        }.cgImage
    }

    /// A large map in a scroll layer, drawn tile by tile as it shows; a drag scrolls it.
    public final class MapView: UIView {
        let scrollLayer = CAScrollLayer()
        let tiles = MapTiles()

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .secondarySystemGroupedBackground
            tiles.frame = CGRect(origin: .zero, size: LayerClassesScreen.mapSize)
            tiles.tileSize = CGSize(width: LayerClassesScreen.mapTile, height: LayerClassesScreen.mapTile)
            tiles.contentsScale = 3
            scrollLayer.addSublayer(tiles)
            layer.addSublayer(scrollLayer)
            addGestureRecognizer(UIPanGestureRecognizer(target: self, action: MapView.drag(_:)))
        }

        required init?(coder: NSCoder) { nil }

        /// How many tiles have been drawn so far.
        public var drawnTileCount: Int { tiles.drawnCount }

        /// The map point at the view's top left.
        public var mapOrigin: CGPoint { scrollLayer.bounds.origin }

        public override func layoutSubviews() {
            super.layoutSubviews()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            scrollLayer.frame = bounds
            CATransaction.commit()
        }

        private func drag(_ pan: UIPanGestureRecognizer) {
            let moved = pan.translation(in: self)
            pan.setTranslation(.zero, in: self)
            let size = LayerClassesScreen.mapSize
            let origin = CGPoint(x: min(max(0, mapOrigin.x - moved.x), size.width - bounds.width),
                                 y: min(max(0, mapOrigin.y - moved.y), size.height - bounds.height))
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            scrollLayer.scroll(to: origin)
            CATransaction.commit()
        }
    }

    /// The map's tiles: a checkerboard of 100-point squares, each with its column and row.
    final class MapTiles: CATiledLayer {
        private(set) var drawnCount = 0

        override func draw(in ctx: CGContext) {
            drawnCount += 1
            let area = ctx.boundingBoxOfClipPath
            UIGraphicsPushContext(ctx)
            defer { UIGraphicsPopContext() }
            let square: CGFloat = 100
            var y = (area.minY / square).rounded(.down) * square
            while y < area.maxY {
                var x = (area.minX / square).rounded(.down) * square
                while x < area.maxX {
                    let column = Int(x / square), row = Int(y / square)
                    let light = (column + row).isMultiple(of: 2)
                    (light ? UIColor.systemMint : UIColor.systemIndigo).withAlphaComponent(0.35).setFill()
                    UIRectFill(CGRect(x: x, y: y, width: square, height: square))
                    NSAttributedString(string: "\(column), \(row)", attributes: [
                        .font: UIFont.monospacedDigitSystemFont(ofSize: 14, weight: .medium),
                        .foregroundColor: UIColor.secondaryLabel,
                    ]).draw(at: CGPoint(x: x + 8, y: y + 8))
                    x += square
                }
                y += square
            }
        }
    }
}
