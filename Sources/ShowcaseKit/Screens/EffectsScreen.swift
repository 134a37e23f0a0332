import UIKit

/// Core Animation's effects in UIKit views: a gradient header with masked
/// text, cards with soft shadows that flip over in perspective when tapped,
/// a progress ring drawn by a shape layer whose `strokeEnd` animates on each
/// tap, and a blurred panel over bright shapes with a line of vibrant text.
/// Dark mode recolors everything.
public enum EffectsScreen: ShowcaseScreen {
    public static let name = "effects"
    public static let title = "Effects"
    public static let summary = "Shadows, shape and gradient layers, masks and blur"

    public static func makeViewController() -> UIViewController {
        EffectsViewController()
    }

    public enum Identifier {
        public static let ring = "effects.ring"
        public static let panel = "effects.panel"
        /// The first card; the others are `card` + their index.
        public static let card = "effects.card"
    }

    /// What a card says on its front and on its back.
    public static let cardFaces = ("Tap me", "Flipped")

    /// The fractions the ring steps through, one per tap.
    public static let ringSteps: [CGFloat] = [0.7, 0.25, 1, 0.5]

    final class EffectsViewController: UIViewController {
        private let scrollView = UIScrollView()
        private let header = GradientView()
        private let headerText = UILabel()
        private let cards = [UIView(), UIView(), UIView()]
        private let cardLabels = [UILabel(), UILabel(), UILabel()]
        let ring = ProgressRingView()
        private var ringStep = 0
        private let shapes = UIView()
        private let panel = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        private let panelLabel = UILabel()
        private let vibrancy = UIVisualEffectView(
            effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial), style: .secondaryLabel))
        private let vibrantLabel = UILabel()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            view.addSubview(scrollView)
            header.colors = [.systemOrange, .systemPink, .systemIndigo]
            header.gradient.startPoint = CGPoint(x: 0, y: 0)
            header.gradient.endPoint = CGPoint(x: 1, y: 1)
            header.layer.cornerRadius = 20
            header.clipsToBounds = true
            // White text over the gradient, and the same words cut out of a second gradient.
            headerText.text = "Layers & effects"
            headerText.font = .boldSystemFont(ofSize: 28)
            headerText.textColor = .white
            headerText.textAlignment = .center
            header.addSubview(headerText)
            scrollView.addSubview(header)
            for (index, card) in cards.enumerated() {
                card.backgroundColor = .secondarySystemGroupedBackground
                card.layer.cornerRadius = 14
                card.layer.cornerCurve = .continuous
                card.layer.shadowOpacity = 0.18
                card.layer.shadowRadius = CGFloat(4 + index * 4)
                card.layer.shadowOffset = CGSize(width: 0, height: CGFloat(2 + index * 3))
                card.accessibilityIdentifier = index == 0 ? Identifier.card : Identifier.card + "\(index)"
                let label = cardLabels[index]
                label.text = EffectsScreen.cardFaces.0
                label.font = .preferredFont(forTextStyle: .subheadline)
                label.textAlignment = .center
                card.addSubview(label)
                card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: EffectsViewController.cardTapped(_:)))
                scrollView.addSubview(card)
            }
            ring.accessibilityIdentifier = Identifier.ring
            ring.isAccessibilityElement = true
            ring.accessibilityLabel = "Progress"
            ring.accessibilityTraits = .button
            ring.setProgress(EffectsScreen.ringSteps[0], animated: false)
            ring.addGestureRecognizer(UITapGestureRecognizer(target: self, action: EffectsViewController.ringTapped(_:)))
            scrollView.addSubview(ring)
            let colors: [UIColor] = [.systemRed, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemPurple]
            for color in colors {
                let blob = UIView()
                blob.backgroundColor = color
                shapes.addSubview(blob)
            }
            scrollView.addSubview(shapes)
            panel.accessibilityIdentifier = Identifier.panel
            panel.layer.cornerRadius = 18
            panel.clipsToBounds = true
            panelLabel.text = "A blurred material"
            panelLabel.font = .preferredFont(forTextStyle: .headline)
            panelLabel.textAlignment = .center
            panel.contentView.addSubview(panelLabel)
            // A secondary line drawn vibrantly: it takes its color from the shapes behind.
            vibrantLabel.text = "with vibrant text"
            vibrantLabel.font = .preferredFont(forTextStyle: .subheadline)
            vibrantLabel.textAlignment = .center
            vibrancy.contentView.addSubview(vibrantLabel)
            panel.contentView.addSubview(vibrancy)
            scrollView.addSubview(panel)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            scrollView.frame = view.bounds
            let width = view.bounds.width - 40
            header.frame = CGRect(x: 20, y: 20, width: width, height: 110)
            headerText.frame = header.bounds
            let cardWidth = (width - 32) / 3
            for (index, card) in cards.enumerated() {
                card.frame = CGRect(x: 20 + CGFloat(index) * (cardWidth + 16), y: 152, width: cardWidth, height: 90)
                card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 14).cgPath
                cardLabels[index].frame = card.bounds
            }
            ring.frame = CGRect(x: (view.bounds.width - 120) / 2, y: 266, width: 120, height: 120)
            shapes.frame = CGRect(x: 20, y: 410, width: width, height: 170)
            for (index, blob) in shapes.subviews.enumerated() {
                let side: CGFloat = 70
                let x = CGFloat(index % 3) * (width - side) / 2
                blob.frame = CGRect(x: x, y: index < 3 ? 0 : 100, width: side, height: side)
                blob.layer.cornerRadius = index.isMultiple(of: 2) ? side / 2 : 14
            }
            panel.frame = CGRect(x: 40, y: 450, width: width - 40, height: 90)
            panelLabel.frame = CGRect(x: 0, y: 18, width: panel.bounds.width, height: 28)
            vibrancy.frame = panel.bounds
            vibrantLabel.frame = CGRect(x: 0, y: 46, width: panel.bounds.width, height: 24)
            scrollView.contentSize = CGSize(width: view.bounds.width, height: 610)
        }

        /// Turns the card over about its vertical center line, in perspective,
        /// showing the other face.
        func cardTapped(_ recognizer: UITapGestureRecognizer) {
            guard let card = recognizer.view, let index = cards.firstIndex(where: { $0 === card }) else { return }
            let label = cardLabels[index]
            UIView.transition(with: card, duration: 0.6, options: .transitionFlipFromLeft, animations: {
                let showsFront = label.text == EffectsScreen.cardFaces.0
                label.text = showsFront ? EffectsScreen.cardFaces.1 : EffectsScreen.cardFaces.0
                card.backgroundColor = showsFront ? .systemTeal : .secondarySystemGroupedBackground
            })
        }

        func ringTapped(_ recognizer: UITapGestureRecognizer) {
            ringStep = (ringStep + 1) % EffectsScreen.ringSteps.count
            ring.setProgress(EffectsScreen.ringSteps[ringStep], animated: true)
        }
    }

    /// A view whose layer is a gradient layer of colors that follow the
    /// appearance (a layer keeps the `CGColor`s it was given, as on iOS).
    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
        var gradient: CAGradientLayer { layer as! CAGradientLayer }
        var colors: [UIColor] = [] {
            didSet { resolveColors() }
        }

        override init(frame: CGRect) {
            super.init(frame: frame)
            registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: GradientView, _) in
                view.resolveColors()
            }
        }

        required init?(coder: NSCoder) {
            return nil
        }

        private func resolveColors() {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            gradient.colors = colors.map { $0.resolvedColor(with: traitCollection).cgColor }
            CATransaction.commit()
        }
    }

    /// A ring: a gray track and an arc in the tint drawn by shape layers,
    /// from twelve o'clock clockwise, its end animating to new progress.
    public final class ProgressRingView: UIView {
        let track = CAShapeLayer()
        public let arc = CAShapeLayer()
        public private(set) var progress: CGFloat = 0

        public override init(frame: CGRect) {
            super.init(frame: frame)
            for shape in [track, arc] {
                shape.fillColor = nil
                shape.lineWidth = 12
                shape.lineCap = .round
                layer.addSublayer(shape)
            }
            updateColors()
            registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: ProgressRingView, _) in
                view.updateColors()
            }
        }

        public required init?(coder: NSCoder) {
            return nil
        }

        private func updateColors() {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            track.strokeColor = UIColor.systemFill.resolvedColor(with: traitCollection).cgColor
            arc.strokeColor = tintColor.resolvedColor(with: traitCollection).cgColor
            CATransaction.commit()
        }

        public override func tintColorDidChange() {
            super.tintColorDidChange()
            updateColors()
        }

        public override func layoutSubviews() {
            super.layoutSubviews()
            let radius = min(bounds.width, bounds.height) / 2 - 8
            let circle = UIBezierPath(arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: radius,
                                      startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true).cgPath
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            for shape in [track, arc] {
                shape.frame = bounds
                shape.path = circle
            }
            CATransaction.commit()
        }

        /// Moves the arc's end to `progress` (0…1), over 0.6 s ease-in-out when animated.
        public func setProgress(_ progress: CGFloat, animated: Bool) {
            let from = arc.presentation()?.strokeEnd ?? arc.strokeEnd
            self.progress = progress
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            arc.strokeEnd = progress
            CATransaction.commit()
            guard animated else { return }
            let animation = CABasicAnimation(keyPath: "strokeEnd")
            animation.fromValue = from
            animation.toValue = progress
            animation.duration = 0.6
            animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            arc.add(animation, forKey: "progress")
        }
    }
}
