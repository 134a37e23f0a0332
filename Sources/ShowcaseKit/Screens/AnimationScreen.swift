import UIKit

/// Animation at work: four timing curves side by side, three springs of
/// different damping, and a gallery of transitions (fade, push, move in,
/// reveal, cross dissolve, flip). Tap a tile to run its transition again.
public enum AnimationScreen: ShowcaseScreen {
    public static let name = "animation"
    public static let summary = "Timing curves side by side, springs, a transition gallery"

    public static func makeViewController() -> UIViewController {
        AnimationViewController()
    }

    public enum Identifier {
        public static func curve(_ index: Int) -> String { "curve-\(index)" }
        public static func spring(_ index: Int) -> String { "spring-\(index)" }
        public static func tile(_ index: Int) -> String { "tile-\(index)" }
    }

    final class AnimationViewController: UIViewController {
        let curveOptions: [UIView.AnimationOptions] = [.curveLinear, .curveEaseIn, .curveEaseOut, .curveEaseInOut]
        let dampings: [CGFloat] = [1, 0.6, 0.3]
        var dots: [UIView] = []
        var springs: [UIView] = []
        var tiles: [UIView] = []
        let palette: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPink, .systemPurple, .systemIndigo]

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            let width = view.bounds.width
            // Curves: one track per curve.
            for index in 0..<curveOptions.count {
                let track = UIView(frame: CGRect(x: 20, y: 16 + CGFloat(index) * 36, width: width - 40, height: 28))
                track.backgroundColor = .secondarySystemGroupedBackground
                track.layer.cornerRadius = 14
                view.addSubview(track)
                let dot = UIView(frame: CGRect(x: 24, y: 20 + CGFloat(index) * 36, width: 20, height: 20))
                dot.backgroundColor = palette[index]
                dot.layer.cornerRadius = 10
                dot.accessibilityIdentifier = Identifier.curve(index)
                view.addSubview(dot)
                dots.append(dot)
            }
            // Springs: columns that drop a square onto a line.
            for (index, _) in dampings.enumerated() {
                let square = UIView(frame: CGRect(x: 40 + CGFloat(index) * 120, y: 186, width: 70, height: 70))
                square.backgroundColor = palette[index + 3]
                square.layer.cornerRadius = 12
                square.accessibilityIdentifier = Identifier.spring(index)
                view.addSubview(square)
                springs.append(square)
            }
            let line = UIView(frame: CGRect(x: 20, y: 406, width: width - 40, height: 2))
            line.backgroundColor = .systemGray3
            view.addSubview(line)
            // Transition gallery: 3 × 2 tiles.
            for index in 0..<6 {
                let tile = UIView(frame: CGRect(x: 20 + CGFloat(index % 3) * ((width - 40) / 3),
                                                y: 436 + CGFloat(index / 3) * 130,
                                                width: (width - 40) / 3 - 10, height: 120))
                tile.backgroundColor = palette[index]
                tile.layer.cornerRadius = 14
                tile.clipsToBounds = true
                tile.accessibilityIdentifier = Identifier.tile(index)
                tile.addGestureRecognizer(UITapGestureRecognizer(target: self, action: AnimationViewController.tileTapped(_:)))
                view.addSubview(tile)
                tiles.append(tile)
            }
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            let travel = view.bounds.width - 40 - 28
            for (dot, options) in zip(dots, curveOptions) {
                UIView.animate(withDuration: 1.2, delay: 0, options: options.union([.repeat, .autoreverse]),
                               animations: { dot.center.x += travel })
            }
            for (square, damping) in zip(springs, dampings) {
                UIView.animate(withDuration: 1.2, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: 0,
                               animations: { square.center.y += 150 })
            }
            for tile in tiles { runTransition(on: tile) }
        }

        func tileTapped(_ tap: UITapGestureRecognizer) {
            guard let tile = tap.view else { return }
            runTransition(on: tile)
        }

        /// Changes the tile's color with the tile's own kind of transition.
        func runTransition(on tile: UIView) {
            guard let index = tiles.firstIndex(where: { $0 === tile }) else { return }
            let next = palette[(palette.firstIndex(of: tile.backgroundColor ?? .clear) ?? index) + 1 == palette.count
                ? 0 : (palette.firstIndex(of: tile.backgroundColor ?? .clear) ?? index) + 1]
            switch index {
            case 0, 1, 2, 3:
                let transition = CATransition()
                transition.type = [CATransitionType.fade, .push, .moveIn, .reveal][index]
                transition.subtype = .fromRight
                transition.duration = 1
                tile.layer.add(transition, forKey: "transition")
                tile.backgroundColor = next
            case 4:
                UIView.transition(with: tile, duration: 1, options: .transitionCrossDissolve,
                                  animations: { tile.backgroundColor = next })
            default:
                UIView.transition(with: tile, duration: 1, options: .transitionFlipFromLeft,
                                  animations: { tile.backgroundColor = next })
            }
        }
    }
}
