import UIKit

/// The showcase's menu: one tappable row per screen of `ShowcaseCatalog`, each a
/// colored card with a pictogram of its screen, in a scroll view under the
/// large title "Kumiki", which collapses into the bar as the menu scrolls.
/// Tapping a row pushes that screen onto the showcase's navigation stack.
public enum HomeScreen: ShowcaseScreen {
    public static let name = "home"
    public static let title = "Kumiki"
    public static let summary = "Every screen of the showcase, one tappable row each"
    public static let extendsUnderNavigationBar = true

    public static func makeViewController() -> UIViewController {
        HomeViewController()
    }

    public enum Identifier {
        /// The row that opens the screen named `name`.
        public static func row(_ name: String) -> String { "row-\(name)" }
        /// The scroll view holding the rows.
        public static let menu = "home-menu"
    }

    /// Row colors, in menu order.
    static let palette: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPink, .systemPurple, .systemIndigo,
                                     .systemTeal, .systemRed, .systemBrown, .systemMint]

    /// The frame of the row at `index` in the menu's content, `width` points
    /// wide (the menu's content starts below the large title: its content
    /// inset follows the safe area).
    public static func rowFrame(_ index: Int, width: CGFloat) -> CGRect {
        CGRect(x: 16, y: 8 + CGFloat(index) * 90, width: width - 32, height: 80)
    }

    final class HomeViewController: UIViewController {
        let menu = HomeMenuScrollView()

        /// Titled from the start: a screen pushed before the menu's view
        /// loads (`ShowcaseCatalog.makeNavigableViewController`) still gets
        /// "Kumiki" on its back button.
        init() {
            super.init(nibName: nil, bundle: nil)
            title = HomeScreen.title
            navigationItem.largeTitleDisplayMode = .always
        }

        required init?(coder: NSCoder) {
            return nil
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            menu.frame = view.bounds
            menu.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            menu.alwaysBounceVertical = true
            menu.accessibilityIdentifier = Identifier.menu
            view.addSubview(menu)
            for (index, screen) in ShowcaseCatalog.screens.enumerated() {
                let row = HomeRow(frame: HomeScreen.rowFrame(index, width: view.bounds.width),
                                  title: screen.title, screenName: screen.name, summary: screen.summary,
                                  color: HomeScreen.palette[index % HomeScreen.palette.count])
                row.accessibilityIdentifier = Identifier.row(screen.name)
                row.accessibilityLabel = screen.summary
                row.autoresizingMask = [.flexibleWidth]
                row.addAction(UIAction { [weak self] _ in
                    self?.navigationController?.pushViewController(ShowcaseCatalog.makeViewController(for: screen),
                                                                   animated: true)
                }, for: .touchUpInside)
                menu.addSubview(row)
            }
            sizeMenu()
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            sizeMenu()
        }

        /// Room for every row and 16 points below the last one (the content
        /// inset adds the home indicator's safe area).
        func sizeMenu() {
            let last = HomeScreen.rowFrame(ShowcaseCatalog.screens.count - 1, width: menu.bounds.width)
            menu.contentSize = CGSize(width: menu.bounds.width, height: last.maxY + 16)
        }
    }

    /// The menu's scroll view. Rows highlight the moment a finger touches them
    /// (`delaysContentTouches` off, as a menu of large buttons feels best) and
    /// a drag that begins on a row still scrolls the menu, cancelling the row's
    /// touch: UIKit's `touchesShouldCancel(in:)` keeps touches for controls,
    /// so menus built from controls override it, as this one does.
    final class HomeMenuScrollView: UIScrollView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            delaysContentTouches = false
        }

        required init?(coder: NSCoder) {
            return nil
        }

        override func touchesShouldCancel(in view: UIView) -> Bool {
            view is HomeRow ? true : super.touchesShouldCancel(in: view)
        }
    }

    /// A rounded card in the screen's color with a white pictogram tile on the
    /// left, the screen's name and summary, and a chevron on the right; it dims
    /// while pressed.
    final class HomeRow: UIControl {
        let icon: Pictogram

        init(frame: CGRect, title: String, screenName: String, summary: String, color: UIColor) {
            icon = Pictogram(frame: CGRect(x: 12, y: 12, width: 56, height: 56), screenName: screenName, color: color)
            super.init(frame: frame)
            backgroundColor = color
            layer.cornerRadius = 18
            icon.isUserInteractionEnabled = false
            addSubview(icon)
            let textWidth = frame.width - 80 - 40
            let titleLabel = UILabel(frame: CGRect(x: 80, y: 12, width: textWidth, height: 26))
            titleLabel.text = title
            titleLabel.font = .boldSystemFont(ofSize: 20)
            titleLabel.textColor = .white
            titleLabel.autoresizingMask = [.flexibleWidth]
            titleLabel.isUserInteractionEnabled = false
            addSubview(titleLabel)
            let detail = UILabel(frame: CGRect(x: 80, y: 38, width: textWidth, height: 32))
            detail.text = summary
            detail.font = .systemFont(ofSize: 12)
            detail.textColor = UIColor.white.withAlphaComponent(0.9)
            detail.numberOfLines = 2
            detail.autoresizingMask = [.flexibleWidth]
            detail.isUserInteractionEnabled = false
            addSubview(detail)
            let chevron = Chevron(frame: CGRect(x: frame.width - 32, y: frame.height / 2 - 12, width: 16, height: 24),
                                  pointsLeft: false, color: .white)
            chevron.isUserInteractionEnabled = false
            chevron.autoresizingMask = [.flexibleLeftMargin]
            addSubview(chevron)
        }

        required init?(coder: NSCoder) {
            return nil
        }

        override var isHighlighted: Bool {
            didSet { alpha = isHighlighted ? 0.7 : 1 }
        }
    }

    /// A white rounded tile with a drawing of what a screen shows.
    final class Pictogram: UIView {
        let screenName: String
        let color: UIColor

        init(frame: CGRect, screenName: String, color: UIColor) {
            self.screenName = screenName
            self.color = color
            super.init(frame: frame)
            backgroundColor = .white
            layer.cornerRadius = 14
        }

        required init?(coder: NSCoder) {
            return nil
        }

        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.setFillColor(color.cgColor)
            context.setStrokeColor(color.cgColor)
            context.setLineWidth(4)
            context.setLineCap(.round)
            let center = CGPoint(x: bounds.midX, y: bounds.midY)
            switch screenName {
            case TouchDebugScreen.name:
                // A target: two rings and a bull's eye.
                context.strokeEllipse(in: CGRect(x: center.x - 18, y: center.y - 18, width: 36, height: 36))
                context.strokeEllipse(in: CGRect(x: center.x - 9, y: center.y - 9, width: 18, height: 18))
                context.fillEllipse(in: CGRect(x: center.x - 3, y: center.y - 3, width: 6, height: 6))
            case VerticalSliderScreen.name:
                // A vertical track, filled from the bottom.
                context.setLineWidth(2)
                context.addPath(CGPath(roundedRect: CGRect(x: center.x - 8, y: 8, width: 16, height: 40),
                                       cornerWidth: 8, cornerHeight: 8, transform: nil))
                context.strokePath()
                context.addPath(CGPath(roundedRect: CGRect(x: center.x - 8, y: 26, width: 16, height: 22),
                                       cornerWidth: 8, cornerHeight: 8, transform: nil))
                context.fillPath()
            case GesturesScreen.name:
                // Two cards, the front one tilted as if dragged.
                context.setAlpha(0.45)
                context.fill(CGRect(x: 10, y: 14, width: 22, height: 30))
                context.setAlpha(1)
                context.translateBy(x: 34, y: 28)
                context.rotate(by: 0.3)
                context.fill(CGRect(x: -11, y: -15, width: 22, height: 30))
            case AnimationScreen.name:
                // An ease-in-out curve with a dot riding it.
                context.move(to: CGPoint(x: 8, y: 46))
                context.addCurve(to: CGPoint(x: 48, y: 10), control1: CGPoint(x: 30, y: 46), control2: CGPoint(x: 26, y: 10))
                context.strokePath()
                context.fillEllipse(in: CGRect(x: 21, y: 21, width: 14, height: 14))
            case TypographyScreen.name:
                // Lines of text of falling size.
                for (index, width) in [38, 30, 22].enumerated() {
                    context.fill(CGRect(x: 9, y: 12 + CGFloat(index) * 12, width: CGFloat(width), height: 7 - CGFloat(index)))
                }
            case LayersScreen.name:
                // Three stacked layers.
                for (step, alpha) in [(0, 0.35), (1, 0.65), (2, 1.0)] {
                    context.setAlpha(alpha)
                    context.addPath(CGPath(roundedRect: CGRect(x: 8 + CGFloat(step) * 9, y: 8 + CGFloat(step) * 9,
                                                               width: 22, height: 22),
                                           cornerWidth: 5, cornerHeight: 5, transform: nil))
                    context.fillPath()
                }
            case LongListScreen.name:
                // Rows: a dot and a line each.
                for row in 0..<4 {
                    let y = 12 + CGFloat(row) * 10
                    context.fillEllipse(in: CGRect(x: 9, y: y, width: 6, height: 6))
                    context.fill(CGRect(x: 19, y: y + 1.5, width: 28, height: 3))
                }
            case PhotoStripScreen.name:
                // A photo between the edges of its neighbors: sun and a mountain.
                context.setAlpha(0.45)
                context.fill(CGRect(x: 2, y: 14, width: 7, height: 28))
                context.fill(CGRect(x: 47, y: 14, width: 7, height: 28))
                context.setAlpha(1)
                context.setLineWidth(2)
                context.stroke(CGRect(x: 13, y: 12, width: 30, height: 32))
                context.fillEllipse(in: CGRect(x: 31, y: 16, width: 8, height: 8))
                context.move(to: CGPoint(x: 14, y: 43))
                context.addLine(to: CGPoint(x: 24, y: 27))
                context.addLine(to: CGPoint(x: 34, y: 43))
                context.closePath()
                context.fillPath()
            case ZoomScreen.name:
                // A magnifying glass with a plus.
                context.strokeEllipse(in: CGRect(x: 10, y: 10, width: 26, height: 26))
                context.strokeLineSegments(between: [CGPoint(x: 33, y: 33), CGPoint(x: 45, y: 45),
                                                     CGPoint(x: 23, y: 17), CGPoint(x: 23, y: 29),
                                                     CGPoint(x: 17, y: 23), CGPoint(x: 29, y: 23)])
            case NestedPagerScreen.name:
                // A card with its neighbor's edge above two list rows.
                context.addPath(CGPath(roundedRect: CGRect(x: 8, y: 9, width: 32, height: 20),
                                       cornerWidth: 4, cornerHeight: 4, transform: nil))
                context.fillPath()
                context.setAlpha(0.45)
                context.fill(CGRect(x: 43, y: 9, width: 6, height: 20))
                context.setAlpha(1)
                context.fill(CGRect(x: 8, y: 35, width: 40, height: 4))
                context.fill(CGRect(x: 8, y: 43, width: 40, height: 4))
            case FormScreen.name:
                // Two captioned fields and a button.
                context.setLineWidth(2)
                for row in 0..<2 {
                    let y = 8 + CGFloat(row) * 16
                    context.fill(CGRect(x: 9, y: y, width: 14, height: 3))
                    context.stroke(CGRect(x: 9, y: y + 5, width: 38, height: 8))
                }
                context.addPath(CGPath(roundedRect: CGRect(x: 9, y: 41, width: 38, height: 8),
                                       cornerWidth: 3, cornerHeight: 3, transform: nil))
                context.fillPath()
            case BottomSheetScreen.name:
                // A sheet rising from the bottom, its handle and an arrow up.
                context.addPath(CGPath(roundedRect: CGRect(x: 8, y: 25, width: 40, height: 23),
                                       cornerWidth: 6, cornerHeight: 6, transform: nil))
                context.fillPath()
                context.setStrokeColor(UIColor.white.cgColor)
                context.strokeLineSegments(between: [CGPoint(x: 23, y: 31), CGPoint(x: 33, y: 31)])
                context.setStrokeColor(color.cgColor)
                context.setLineWidth(3)
                context.strokeLineSegments(between: [CGPoint(x: 28, y: 20), CGPoint(x: 28, y: 6),
                                                     CGPoint(x: 28, y: 6), CGPoint(x: 22, y: 12),
                                                     CGPoint(x: 28, y: 6), CGPoint(x: 34, y: 12)])
            case PhotoGridScreen.name:
                // A 3 × 3 grid, two tiles checked.
                for row in 0..<3 {
                    for column in 0..<3 {
                        context.setAlpha([1, 5].contains(row * 3 + column) ? 1 : 0.4)
                        context.fill(CGRect(x: 9 + CGFloat(column) * 13, y: 9 + CGFloat(row) * 13, width: 11, height: 11))
                    }
                }
                context.setAlpha(1)
            case MillionGridScreen.name:
                // Rows of tiles running off the bottom edge.
                for row in 0..<5 {
                    for column in 0..<3 {
                        context.fill(CGRect(x: 9 + CGFloat(column) * 13, y: 4 + CGFloat(row) * 11, width: 11, height: 8))
                    }
                }
            case ReorderGridScreen.name:
                // Tiles, one lifted and tilted between the others.
                context.setAlpha(0.4)
                for (x, y) in [(8, 8), (32, 8), (8, 32)] {
                    context.fill(CGRect(x: CGFloat(x), y: CGFloat(y), width: 16, height: 16))
                }
                context.setAlpha(1)
                context.translateBy(x: 38, y: 38)
                context.rotate(by: 0.25)
                context.fill(CGRect(x: -9, y: -9, width: 18, height: 18))
            case CompositionalScreen.name:
                // A wide card with the next one's edge, above a row of tiles.
                context.addPath(CGPath(roundedRect: CGRect(x: 6, y: 8, width: 36, height: 22),
                                       cornerWidth: 5, cornerHeight: 5, transform: nil))
                context.fillPath()
                context.setAlpha(0.45)
                context.fill(CGRect(x: 45, y: 8, width: 8, height: 22))
                context.setAlpha(1)
                for column in 0..<3 {
                    context.fill(CGRect(x: 6 + CGFloat(column) * 16, y: 36, width: 13, height: 13))
                }
            case SettingsScreen.name:
                // A rounded group of three rows, each with an icon square and a chevron.
                for row in 0..<3 {
                    let y = 9 + CGFloat(row) * 14
                    context.fill(CGRect(x: 8, y: y, width: 9, height: 9))
                    context.setAlpha(0.45)
                    context.fill(CGRect(x: 21, y: y + 3, width: 20, height: 3))
                    context.setAlpha(1)
                }
            case SongsScreen.name:
                // A header bar above two-line rows.
                context.fill(CGRect(x: 6, y: 8, width: 44, height: 8))
                for row in 0..<3 {
                    let y = 21 + CGFloat(row) * 10
                    context.fill(CGRect(x: 8, y: y, width: 28, height: 3))
                    context.setAlpha(0.45)
                    context.fill(CGRect(x: 8, y: y + 4, width: 18, height: 2))
                    context.setAlpha(1)
                }
            case TodoListScreen.name:
                // Rows with the last one swiped open onto a red button.
                for row in 0..<2 {
                    context.fill(CGRect(x: 8, y: 10 + CGFloat(row) * 12, width: 40, height: 6))
                }
                context.fill(CGRect(x: 2, y: 36, width: 32, height: 8))
                context.setFillColor(UIColor.systemRed.cgColor)
                context.fill(CGRect(x: 36, y: 34, width: 16, height: 12))
            case PickerScreen.name:
                // One big row between an up and a down chevron.
                context.addPath(CGPath(roundedRect: CGRect(x: 10, y: 16, width: 36, height: 24),
                                       cornerWidth: 5, cornerHeight: 5, transform: nil))
                context.fillPath()
                context.setLineWidth(3)
                context.move(to: CGPoint(x: 22, y: 11)); context.addLine(to: CGPoint(x: 28, y: 6))
                context.addLine(to: CGPoint(x: 34, y: 11))
                context.move(to: CGPoint(x: 22, y: 45)); context.addLine(to: CGPoint(x: 28, y: 50))
                context.addLine(to: CGPoint(x: 34, y: 45))
                context.strokePath()
            case DragDropScreen.name:
                // A swatch lifted off a palette towards a box.
                context.setAlpha(0.45)
                context.fill(CGRect(x: 8, y: 8, width: 14, height: 14))
                context.fill(CGRect(x: 26, y: 8, width: 14, height: 14))
                context.setAlpha(1)
                context.setLineWidth(2.5)
                context.addPath(CGPath(roundedRect: CGRect(x: 8, y: 30, width: 40, height: 20),
                                       cornerWidth: 5, cornerHeight: 5, transform: nil))
                context.strokePath()
                context.addPath(CGPath(roundedRect: CGRect(x: 26, y: 16, width: 18, height: 18),
                                       cornerWidth: 4, cornerHeight: 4, transform: nil))
                context.fillPath()
            case TextFieldScreen.name:
                // A rounded field with a caret after some text.
                context.setLineWidth(2.5)
                context.addPath(CGPath(roundedRect: CGRect(x: 6, y: 16, width: 44, height: 24),
                                       cornerWidth: 6, cornerHeight: 6, transform: nil))
                context.strokePath()
                context.fill(CGRect(x: 12, y: 25, width: 18, height: 6))
                context.fill(CGRect(x: 33, y: 21, width: 2.5, height: 14))
            case NotesScreen.name:
                // A page of lines, the last one short with a caret after it.
                context.setLineWidth(2.5)
                context.addPath(CGPath(roundedRect: CGRect(x: 10, y: 6, width: 36, height: 44),
                                       cornerWidth: 5, cornerHeight: 5, transform: nil))
                context.strokePath()
                for row in 0..<3 { context.fill(CGRect(x: 16, y: 14 + CGFloat(row) * 8, width: 24, height: 3)) }
                context.fill(CGRect(x: 16, y: 38, width: 12, height: 3))
                context.fill(CGRect(x: 31, y: 35, width: 2, height: 9))
            case EffectsScreen.name:
                // A card with a soft shadow, and a ring three quarters drawn.
                context.saveGState()
                context.setAlpha(0.35)
                context.addPath(CGPath(roundedRect: CGRect(x: 8, y: 12, width: 26, height: 32),
                                       cornerWidth: 5, cornerHeight: 5, transform: nil))
                context.fillPath()
                context.restoreGState()
                context.addPath(CGPath(roundedRect: CGRect(x: 6, y: 8, width: 26, height: 32),
                                       cornerWidth: 5, cornerHeight: 5, transform: nil))
                context.setLineWidth(2.5)
                context.strokePath()
                context.setLineWidth(4)
                context.setLineCap(.round)
                context.addArc(center: CGPoint(x: 38, y: 34), radius: 11, startAngle: -.pi / 2, endAngle: .pi,
                               clockwise: false)
                context.strokePath()
            case LayerClassesScreen.name:
                // A speech bubble with two lines of text, and sparks rising beside it.
                context.addPath(CGPath(roundedRect: CGRect(x: 4, y: 14, width: 34, height: 24),
                                       cornerWidth: 8, cornerHeight: 8, transform: nil))
                context.setLineWidth(2.5)
                context.strokePath()
                context.fill(CGRect(x: 10, y: 21, width: 20, height: 3))
                context.fill(CGRect(x: 10, y: 28, width: 13, height: 3))
                for (x, y, side) in [(44.0, 38.0, 6.0), (47.0, 24.0, 4.5), (41.0, 12.0, 3.5)] {
                    context.fillEllipse(in: CGRect(x: x, y: y, width: side, height: side))
                }
            case ControlsScreen.name:
                // A switch above a slider with its thumb.
                context.setLineWidth(2.5)
                context.addPath(CGPath(roundedRect: CGRect(x: 8, y: 10, width: 26, height: 15),
                                       cornerWidth: 7.5, cornerHeight: 7.5, transform: nil))
                context.fillPath()
                context.setFillColor(UIColor.white.cgColor)
                context.fillEllipse(in: CGRect(x: 21, y: 12, width: 11, height: 11))
                context.setFillColor(color.cgColor)
                context.move(to: CGPoint(x: 8, y: 40))
                context.addLine(to: CGPoint(x: 48, y: 40))
                context.strokePath()
                context.fillEllipse(in: CGRect(x: 28, y: 34, width: 12, height: 12))
            case PortraitOnlyScreen.name:
                // An upright phone with a lock on its screen.
                context.setLineWidth(3)
                context.addPath(CGPath(roundedRect: CGRect(x: 16, y: 6, width: 24, height: 44),
                                       cornerWidth: 5, cornerHeight: 5, transform: nil))
                context.strokePath()
                context.fill(CGRect(x: 22, y: 27, width: 12, height: 10))
                context.setLineWidth(2.5)
                context.addArc(center: CGPoint(x: 28, y: 27), radius: 4, startAngle: .pi, endAngle: 0, clockwise: false)
                context.strokePath()
            case ModalsScreen.name:
                // A screen shrunk back behind a card rising from the bottom, with its grabber.
                context.setAlpha(0.45)
                context.addPath(CGPath(roundedRect: CGRect(x: 10, y: 8, width: 36, height: 30),
                                       cornerWidth: 4, cornerHeight: 4, transform: nil))
                context.fillPath()
                context.setAlpha(1)
                context.addPath(CGPath(roundedRect: CGRect(x: 4, y: 16, width: 48, height: 40),
                                       cornerWidth: 6, cornerHeight: 6, transform: nil))
                context.fillPath()
                context.setFillColor(UIColor.white.cgColor)
                context.fill(CGRect(x: 22, y: 20, width: 12, height: 3))
            case NavigationScreen.name:
                // A bar with a back chevron over two rows, the top one sliding in.
                context.fill(CGRect(x: 6, y: 8, width: 44, height: 10))
                context.setFillColor(UIColor.white.cgColor)
                context.setStrokeColor(UIColor.white.cgColor)
                context.setLineWidth(2)
                context.move(to: CGPoint(x: 14, y: 10)); context.addLine(to: CGPoint(x: 11, y: 13))
                context.addLine(to: CGPoint(x: 14, y: 16))
                context.strokePath()
                context.setFillColor(color.cgColor)
                context.setAlpha(0.45)
                context.fill(CGRect(x: 6, y: 24, width: 30, height: 24))
                context.setAlpha(1)
                context.fill(CGRect(x: 22, y: 24, width: 28, height: 24))
            case TabsScreen.name:
                // A screen over a tab bar of three, the middle one chosen.
                context.setAlpha(0.45)
                context.fill(CGRect(x: 6, y: 6, width: 44, height: 30))
                context.setAlpha(1)
                context.fill(CGRect(x: 6, y: 40, width: 44, height: 2))
                for index in 0..<3 {
                    context.setAlpha(index == 1 ? 1 : 0.45)
                    context.fillEllipse(in: CGRect(x: 10 + CGFloat(index) * 15, y: 44, width: 8, height: 8))
                }
                context.setAlpha(1)
            case AlertsScreen.name:
                // An alert: a title bar over two buttons.
                context.addPath(CGPath(roundedRect: CGRect(x: 8, y: 12, width: 40, height: 32),
                                       cornerWidth: 6, cornerHeight: 6, transform: nil))
                context.fillPath()
                context.setFillColor(UIColor.white.cgColor)
                context.fill(CGRect(x: 16, y: 19, width: 24, height: 4))
                context.fill(CGRect(x: 8, y: 31, width: 40, height: 1.5))
                context.fill(CGRect(x: 27.25, y: 31, width: 1.5, height: 13))
            default:
                context.fillEllipse(in: CGRect(x: center.x - 14, y: center.y - 14, width: 28, height: 28))
            }
        }
    }
}

/// A chevron stroked in `color`: ‹ or ›.
final class Chevron: UIView {
    let pointsLeft: Bool
    let color: UIColor

    init(frame: CGRect, pointsLeft: Bool, color: UIColor) {
        self.pointsLeft = pointsLeft
        self.color = color
        super.init(frame: frame)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let inset = bounds.insetBy(dx: 3, dy: 3)
        let tip = pointsLeft ? inset.minX : inset.maxX
        let base = pointsLeft ? inset.maxX : inset.minX
        context.setStrokeColor(color.cgColor)
        context.setLineWidth(3.5)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        context.move(to: CGPoint(x: base, y: inset.minY))
        context.addLine(to: CGPoint(x: tip, y: inset.midY))
        context.addLine(to: CGPoint(x: base, y: inset.maxY))
        context.strokePath()
    }
}
