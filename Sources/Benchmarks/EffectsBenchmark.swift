import CCairo
import QuartzCore

/// Layer effects in an iPhone 15 Pro frame (1179×2556 px): a screen of 100
/// shadowed cards scrolling 3 pt a frame, with and without `shadowPath`
/// (and without shadows, for what the shadows add), and a full-screen
/// backdrop blur over that scene — each against one full-frame Cairo fill.
/// Nothing is cached between frames yet (issue "Draw only what changed").
@MainActor
enum EffectsBenchmark {
    static let size = CompositorBenchmark.size
    static let scale = CompositorBenchmark.scale

    /// 100 white cards, 2 across, 180 × 80 pt with 12-pt corners, in a
    /// container that scrolls; each casts the usual soft shadow.
    static func makeCards(shadows: Bool, paths: Bool) -> (root: CALayer, content: CALayer) {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        root.backgroundColor = CGColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
        root.masksToBounds = true
        let content = CALayer()
        content.frame = CGRect(x: 0, y: 0, width: size.width, height: 50 * 96 + 16)
        for index in 0..<100 {
            let card = CALayer()
            card.frame = CGRect(x: 12 + CGFloat(index % 2) * 189, y: 16 + CGFloat(index / 2) * 96, width: 180, height: 80)
            card.backgroundColor = CGColor(gray: 1, alpha: 1)
            card.cornerRadius = 12
            if shadows {
                card.shadowOpacity = 0.2
                card.shadowRadius = 8
                card.shadowOffset = CGSize(width: 0, height: 4)
                if paths {
                    card.shadowPath = CGPath(roundedRect: card.bounds, cornerWidth: 12, cornerHeight: 12, transform: nil)
                }
            }
            content.addSublayer(card)
        }
        root.addSublayer(content)
        return (root, content)
    }

    /// The median time of a frame that scrolls `content` 3 pt further.
    static func scrollFrame(_ scene: (root: CALayer, content: CALayer), compositor: LayerCompositor) -> Double {
        var offset: CGFloat = 0
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        return medianMilliseconds(runs: 20) {
            offset = (offset + 3).truncatingRemainder(dividingBy: 2000)
            scene.content.position.y = scene.content.bounds.height / 2 - offset
            compositor.render(scene.root)
        }
    }

    static func run() {
        let (compositor, fill) = CompositorBenchmark.phoneFrame()
        let baseline = "one full-frame Cairo fill"
        let plain = scrollFrame(makeCards(shadows: false, paths: false), compositor: compositor)
        report("100 cards scrolling, no shadows", plain, unit: "ms/frame", baselineName: baseline, fill)
        let withPaths = scrollFrame(makeCards(shadows: true, paths: true), compositor: compositor)
        report("100 cards scrolling, shadows with shadowPath", withPaths, unit: "ms/frame", baselineName: baseline, fill)
        let fromContent = scrollFrame(makeCards(shadows: true, paths: false), compositor: compositor)
        report("100 cards scrolling, shadows from content", fromContent, unit: "ms/frame", baselineName: baseline, fill)
        let scene = makeCards(shadows: false, paths: false)
        let blur = CALayer()
        blur.frame = CGRect(origin: .zero, size: size)
        blur.backdropBlurRadius = 15
        blur.backgroundColor = CGColor(gray: 1, alpha: 0.7)
        scene.root.addSublayer(blur)
        let blurred = scrollFrame(scene, compositor: compositor)
        report("full-screen blur (σ 15 pt) over the cards, scrolling", blurred, unit: "ms/frame",
               baselineName: baseline, fill)
    }
}
