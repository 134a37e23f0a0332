import UIKit

/// Core Animation's layer properties, one tile each, composited by Kumiki.
public enum LayersScreen: ShowcaseScreen {
    public static let name = "layers"
    public static let summary = "Layer properties: background, corners, borders, opacity, transforms, contents, drawing"

    public static func makeViewController() -> UIViewController {
        LayersViewController()
    }

    final class LayersViewController: UIViewController {
        private var tiles: CALayer?

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            let tiles = LayersScreen.makeRootLayer(size: view.bounds.size)
            tiles.backgroundColor = nil
            view.layer.addSublayer(tiles)
            self.tiles = tiles
            // A layer keeps the CGColor it was given, as on iOS: the cards are
            // recolored by hand when the appearance changes.
            registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (controller: LayersViewController, _) in
                controller.colorCards()
            }
        }

        override func viewIsAppearing(_ animated: Bool) {
            super.viewIsAppearing(animated)
            colorCards()
        }

        /// Gives each tile's card the grouped content color of the current appearance.
        private func colorCards() {
            let color = UIColor.secondarySystemGroupedBackground.resolvedColor(with: traitCollection).cgColor
            // At once: a standalone layer would otherwise fade to its new color.
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            for card in tiles?.sublayers ?? [] where card.name == LayersScreen.cardName {
                card.backgroundColor = color
            }
            CATransaction.commit()
        }
    }

    /// The name of each tile's card layer.
    static let cardName = "card"

    nonisolated static let systemBlue = CGColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
    nonisolated static let systemRed = CGColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1)
    nonisolated static let systemGreen = CGColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1)
    nonisolated static let systemGray5 = CGColor(red: 229 / 255, green: 229 / 255, blue: 234 / 255, alpha: 1)
    static let background = CGColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)

    static func makeRootLayer(size: CGSize) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        root.backgroundColor = background
        let tiles: [CALayer] = [
            cornersTile(), borderTile(), groupOpacityTile(), anchorTile(),
            maskTile(), gravityTile(), zPositionTile(), sublayerTransformTile(),
            drawingTile(), sheetTile(),
        ]
        let columns = 2
        let margin: CGFloat = 20
        let spacing: CGFloat = 16
        let side = (size.width - 2 * margin - spacing) / CGFloat(columns)
        for (index, tile) in tiles.enumerated() {
            let column = index % columns
            let row = index / columns
            tile.frame = CGRect(x: margin + CGFloat(column) * (side + spacing),
                                y: 16 + CGFloat(row) * (side * 0.75 + spacing),
                                width: side, height: side * 0.75)
            root.addSublayer(tile)
        }
        return root
    }

    static func card() -> CALayer {
        let card = CALayer()
        card.name = cardName
        card.backgroundColor = CGColor(gray: 1, alpha: 1)
        card.cornerRadius = 14
        return card
    }

    static func block(_ frame: CGRect, _ color: CGColor) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color
        return layer
    }

    static func cornersTile() -> CALayer {
        let tile = card()
        let pill = block(CGRect(x: 20, y: 20, width: 120, height: 40), systemBlue)
        pill.cornerRadius = 20
        let topOnly = block(CGRect(x: 20, y: 72, width: 120, height: 40), systemGreen)
        topOnly.cornerRadius = 16
        topOnly.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        tile.addSublayer(pill)
        tile.addSublayer(topOnly)
        return tile
    }

    static func borderTile() -> CALayer {
        let tile = card()
        tile.borderWidth = 4
        tile.borderColor = systemBlue
        let inner = block(CGRect(x: -10, y: 30, width: 190, height: 30), systemRed)
        tile.addSublayer(inner)
        return tile
    }

    static func groupOpacityTile() -> CALayer {
        let tile = card()
        for (index, grouped) in [true, false].enumerated() {
            let group = CALayer()
            group.frame = CGRect(x: 12 + CGFloat(index) * 78, y: 25, width: 70, height: 80)
            group.opacity = 0.5
            group.allowsGroupOpacity = grouped
            group.addSublayer(block(CGRect(x: 0, y: 0, width: 45, height: 45), systemRed))
            group.addSublayer(block(CGRect(x: 22, y: 22, width: 45, height: 45), systemBlue))
            tile.addSublayer(group)
        }
        return tile
    }

    static func anchorTile() -> CALayer {
        let tile = card()
        for step in 0..<6 {
            let hand = block(CGRect(x: 0, y: 0, width: 60, height: 8), step == 0 ? systemRed : systemBlue)
            hand.cornerRadius = 4
            hand.anchorPoint = CGPoint(x: 0, y: 0.5)
            hand.position = CGPoint(x: 84, y: 40)
            hand.opacity = 1 - Float(step) * 0.15
            hand.setAffineTransform(CGAffineTransform(rotationAngle: CGFloat(step) * .pi / 6))
            tile.addSublayer(hand)
        }
        return tile
    }

    static func maskTile() -> CALayer {
        let tile = card()
        tile.masksToBounds = true
        let stripe = block(CGRect(x: -20, y: 50, width: 220, height: 36), systemGreen)
        stripe.setAffineTransform(CGAffineTransform(rotationAngle: -.pi / 8))
        tile.addSublayer(stripe)
        let circle = block(CGRect(x: 100, y: 60, width: 90, height: 90), systemRed)
        circle.cornerRadius = 45
        tile.addSublayer(circle)
        return tile
    }

    static func gravityTile() -> CALayer {
        let tile = card()
        let gravities: [CALayerContentsGravity] = [.resize, .resizeAspect, .center]
        for (index, gravity) in gravities.enumerated() {
            let holder = block(CGRect(x: 10 + CGFloat(index) * 52, y: 30, width: 46, height: 60), systemGray5)
            holder.contents = checkerImage()
            holder.contentsScale = 2
            holder.contentsGravity = gravity
            tile.addSublayer(holder)
        }
        return tile
    }

    static func zPositionTile() -> CALayer {
        let tile = card()
        let colors = [systemRed, systemGreen, systemBlue]
        for (index, color) in colors.enumerated() {
            let square = block(CGRect(x: 20 + CGFloat(index) * 35, y: 15 + CGFloat(index) * 18, width: 60, height: 60), color)
            square.cornerRadius = 10
            square.zPosition = CGFloat(colors.count - index)
            square.borderWidth = 2
            square.borderColor = CGColor(gray: 1, alpha: 1)
            tile.addSublayer(square)
        }
        return tile
    }

    static func sublayerTransformTile() -> CALayer {
        let tile = card()
        tile.sublayerTransform = CATransform3DRotate(CATransform3DMakeScale(0.8, 0.8, 1), .pi / 12, 0, 0, 1)
        for row in 0..<3 {
            for column in 0..<4 {
                let dot = block(CGRect(x: 20 + CGFloat(column) * 34, y: 12 + CGFloat(row) * 34, width: 26, height: 26),
                                (row + column).isMultiple(of: 2) ? systemBlue : systemGreen)
                dot.cornerRadius = 13
                tile.addSublayer(dot)
            }
        }
        return tile
    }

    /// A layer that draws itself with CoreGraphics paths through its delegate.
    final class GaugeDrawer: CALayerDelegate {
        func draw(_ layer: CALayer, in ctx: CGContext) {
            let center = CGPoint(x: layer.bounds.midX, y: layer.bounds.midY + 20)
            ctx.setLineWidth(12)
            ctx.setLineCap(.round)
            ctx.setStrokeColor(LayersScreen.systemGray5)
            ctx.addArc(center: center, radius: 50, startAngle: .pi, endAngle: 0, clockwise: false)
            ctx.strokePath()
            ctx.setStrokeColor(LayersScreen.systemGreen)
            ctx.addArc(center: center, radius: 50, startAngle: .pi, endAngle: .pi * 1.7, clockwise: false)
            ctx.strokePath()
            ctx.setFillColor(LayersScreen.systemRed)
            ctx.fillEllipse(in: CGRect(x: center.x - 8, y: center.y - 8, width: 16, height: 16))
            ctx.setLineDash(phase: 0, lengths: [4, 4])
            ctx.setLineWidth(2)
            ctx.setStrokeColor(LayersScreen.systemBlue)
            ctx.stroke(layer.bounds.insetBy(dx: 8, dy: 8))
        }
    }

    static let gaugeDrawer = GaugeDrawer()

    static func drawingTile() -> CALayer {
        let tile = card()
        tile.delegate = gaugeDrawer
        tile.contentsScale = 3
        tile.needsDisplayOnBoundsChange = true
        tile.setNeedsDisplay()
        return tile
    }

    /// A bottom sheet: rounded top corners, a grabber, content clipped inside.
    static func sheetTile() -> CALayer {
        let tile = card()
        tile.name = nil  // a dimmed backdrop, not a card to recolor
        tile.masksToBounds = true
        tile.backgroundColor = CGColor(gray: 0, alpha: 0.25)
        let sheet = block(CGRect(x: 0, y: 36, width: 200, height: 200), CGColor(gray: 1, alpha: 1))
        sheet.cornerRadius = 12
        sheet.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        sheet.masksToBounds = true
        let grabber = block(CGRect(x: 60, y: 6, width: 36, height: 5), CGColor(gray: 0.75, alpha: 1))
        grabber.cornerRadius = 2.5
        sheet.addSublayer(grabber)
        sheet.addSublayer(block(CGRect(x: 12, y: 22, width: 130, height: 14), systemGray5))
        sheet.addSublayer(block(CGRect(x: 12, y: 44, width: 90, height: 14), systemGray5))
        tile.addSublayer(sheet)
        return tile
    }

    /// An 8×8-pixel checkerboard of blue and white (2-pixel squares).
    static func checkerImage() -> CGImage {
        let context = CGContext(data: nil, width: 16, height: 16, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
        for y in 0..<4 {
            for x in 0..<4 {
                context.setFillColor((x + y).isMultiple(of: 2) ? systemBlue : systemRed)
                context.fill(CGRect(x: x * 4, y: y * 4, width: 4, height: 4))
            }
        }
        return context.makeImage()!
    }
}
