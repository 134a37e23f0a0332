import Testing
import UIKit
import UIKitTesting

/// The values UIButton keeps per control state.
enum PerStateValue: String, CaseIterable, Sendable {
    case title, attributedTitle, titleColor, image, backgroundImage
}

/// A kind of button the snapshots show in its four states.
enum ButtonLook: String, CaseIterable, Sendable {
    case system, custom, close, plain, tinted, gray, filled
}

@MainActor
@Suite("UIButton: types, per-state values, colors, layout, actions, configurations")
struct UIButtonTests {
    /// Views made while the host is active draw at its 2× scale; helpers that
    /// make views activate it (other suites' hosts may have become active).
    let host = UITestHost(device: textStageDevice)
    /// Distinct values to store per state.
    let titles = ["zero", "one", "two"]
    let colors: [UIColor] = [.systemRed, .systemGreen, .systemOrange]
    let images: [UIImage]
    let backgroundImages: [UIImage]

    init() {
        images = [.systemRed, .systemGreen, .systemOrange].map { Self.solidImage($0) }
        backgroundImages = [.systemPurple, .systemYellow, .systemPink].map { Self.solidImage($0) }
    }

    /// A `size`-point image of one color at 2×.
    static func solidImage(_ color: UIColor, size: CGSize = CGSize(width: 20, height: 20)) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }

    func makeButton(_ type: UIButton.ButtonType = .system, frame: CGRect = CGRect(x: 0, y: 0, width: 200, height: 60))
        -> UIButton {
        host.activate()
        let button = UIButton(type: type)
        button.frame = frame
        return button
    }

    func makeButton(configuration: UIButton.Configuration,
                    frame: CGRect = CGRect(x: 0, y: 0, width: 200, height: 60)) -> UIButton {
        host.activate()
        let button = UIButton(configuration: configuration)
        button.frame = frame
        return button
    }

    /// Frames after a layout pass.
    func laidOut(_ button: UIButton) -> (title: CGRect, image: CGRect) {
        button.layoutIfNeeded()
        return (button.titleLabel?.frame ?? .null, button.imageView?.frame ?? .null)
    }

    // MARK: Per-state values

    func set(_ kind: PerStateValue, _ index: Int, for state: UIControl.State, on button: UIButton) {
        switch kind {
        case .title: button.setTitle(titles[index], for: state)
        case .attributedTitle: button.setAttributedTitle(NSAttributedString(string: titles[index]), for: state)
        case .titleColor: button.setTitleColor(colors[index], for: state)
        case .image: button.setImage(images[index], for: state)
        case .backgroundImage: button.setBackgroundImage(backgroundImages[index], for: state)
        }
    }

    /// Which of the stored values `button` has for `state` (nil for none of them).
    func value(_ kind: PerStateValue, for state: UIControl.State, on button: UIButton) -> Int? {
        switch kind {
        case .title: titles.firstIndex { $0 == button.title(for: state) }
        case .attributedTitle: titles.firstIndex { $0 == button.attributedTitle(for: state)?.string }
        case .titleColor: colors.firstIndex { $0 == button.titleColor(for: state) }
        case .image: images.firstIndex { $0 === button.image(for: state) }
        case .backgroundImage: backgroundImages.firstIndex { $0 === button.backgroundImage(for: state) }
        }
    }

    @Test("a value set for .normal is used for every state without its own", arguments: PerStateValue.allCases)
    func fallsBackToNormal(_ kind: PerStateValue) {
        let button = makeButton(.custom)
        set(kind, 0, for: .normal, on: button)
        for state: UIControl.State in [.normal, .highlighted, .disabled, .selected, [.selected, .highlighted]] {
            #expect(value(kind, for: state, on: button) == 0)
        }
    }

    @Test("a value set for a state wins over .normal's in that state only", arguments: PerStateValue.allCases)
    func explicitStateWins(_ kind: PerStateValue) {
        let button = makeButton(.custom)
        set(kind, 0, for: .normal, on: button)
        set(kind, 1, for: .highlighted, on: button)
        set(kind, 2, for: .disabled, on: button)
        #expect(value(kind, for: .highlighted, on: button) == 1)
        #expect(value(kind, for: .disabled, on: button) == 2)
        #expect(value(kind, for: .normal, on: button) == 0)
        #expect(value(kind, for: .selected, on: button) == 0)
    }

    @Test("a title longer than the button is cut to the content width and truncates in the middle")
    func longTitleIsTruncatedInTheMiddle() throws {
        let button = UIButton(type: .system)
        button.setTitle("A title much longer than the button that shows it", for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.layoutIfNeeded()
        let label = try #require(button.titleLabel)
        // 100 pt wide less 8 pt insets on each side leaves 84 pt.
        #expect(label.frame.width == CGFloat(100 - 8 - 8))
        #expect(label.frame.minX == CGFloat(8))
        #expect(label.lineBreakMode == .byTruncatingMiddle)
    }

    @Test("nothing set for any state: no title, image or background image")
    func nothingSet() {
        let button = makeButton(.custom)
        #expect(button.title(for: .highlighted) == nil)
        #expect(button.attributedTitle(for: .normal) == nil)
        #expect(button.image(for: .selected) == nil)
        #expect(button.backgroundImage(for: .disabled) == nil)
    }

    @Test("clearing a state's value falls back to .normal's again")
    func clearingFallsBack() {
        let button = makeButton(.custom)
        button.setTitle("normal", for: .normal)
        button.setTitle("pressed", for: .highlighted)
        button.setTitle(nil, for: .highlighted)
        #expect(button.title(for: .highlighted) == "normal")
    }

    @Test("currentTitle and currentImage follow the state, and the subviews show them")
    func currentValuesFollowState() {
        let button = makeButton(.custom)
        let states: [(UIControl.State, String)] = [(.normal, "N"), (.highlighted, "H"), (.selected, "S"), (.disabled, "D")]
        for (index, (state, title)) in states.enumerated() {
            button.setTitle(title, for: state)
            if index < 3 { button.setImage(images[index], for: state) }
        }
        func expectShowing(_ title: String, image: Int, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(button.currentTitle == title, sourceLocation: sourceLocation)
            #expect(button.titleLabel?.text == title, sourceLocation: sourceLocation)
            #expect(button.currentImage === images[image], sourceLocation: sourceLocation)
            #expect(button.imageView?.image === images[image], sourceLocation: sourceLocation)
        }
        expectShowing("N", image: 0)
        button.isHighlighted = true
        expectShowing("H", image: 1)
        button.isHighlighted = false
        button.isSelected = true
        expectShowing("S", image: 2)
        button.isSelected = false
        button.isEnabled = false
        // No disabled image: the normal one.
        expectShowing("D", image: 0)
        button.isEnabled = true
        expectShowing("N", image: 0)
    }

    @Test("currentTitle falls back to the attributed title's string")
    func currentTitleFromAttributedTitle() {
        let button = makeButton()
        button.setAttributedTitle(NSAttributedString(string: "Styled"), for: .normal)
        #expect(button.currentTitle == "Styled")
        #expect(button.currentAttributedTitle?.string == "Styled")
    }

    // MARK: Types

    @Test("a system button: tint-colored titles, a title label and an image view, nothing shown yet")
    func systemButton() {
        let button = makeButton(.system)
        #expect(button.buttonType == .system)
        #expect(button.titleLabel != nil)
        #expect(button.imageView != nil)
        #expect(button.currentTitle == nil)
        #expect(button.currentImage == nil)
        // The default tint is systemBlue (docs/BEHAVIOR.md).
        #expect(button.tintColor == .systemBlue)
        #expect(button.titleColor(for: .normal) == button.tintColor)
        #expect(button.titleColor(for: .highlighted) == button.tintColor)
    }

    @Test("a custom button's titles are white by default; init(frame:) makes a custom button")
    func customButton() {
        let button = makeButton(.custom)
        #expect(button.buttonType == .custom)
        #expect(button.titleColor(for: .normal) == .white)
        button.setTitle("HHHH", for: .normal)
        #expect(button.titleLabel?.textColor == .white)
        host.activate()
        #expect(UIButton(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).buttonType == .custom)
        #expect(UIButton(type: .custom).currentTitleColor == .white)
    }

    @Test("a close button shows an image and no title")
    func closeButton() {
        let button = makeButton(.close)
        #expect(button.buttonType == .close)
        #expect(button.currentImage != nil)
        #expect(button.currentTitle == nil)
        #expect(button.intrinsicContentSize.width > 0)
    }

    // MARK: Colors

    @Test("a system button's title color is its tint color, and follows it")
    func systemTitleColorIsTint() throws {
        let button = makeButton(.system)
        button.setTitle("HHHH", for: .normal)
        #expect(button.titleLabel?.textColor == .systemBlue)
        button.tintColor = .red
        #expect(button.titleColor(for: .normal) == .red)
        #expect(button.titleLabel?.textColor == .red)
        let ink = InkMap(textComposite(button), .red)
        #expect(ink.count() > 0)
        // An explicit title color wins over the tint.
        button.setTitleColor(.blue, for: .normal)
        #expect(InkMap(textComposite(button), .blue).count() > 0)
        #expect(InkMap(textComposite(button), .red).count() == 0)
    }

    @Test("a system button's title and image fade to highlightedContentAlpha while highlighted")
    func systemHighlightDims() throws {
        let button = makeButton(.system)
        button.setTitle("HHHH", for: .normal)
        button.setImage(images[0], for: .normal)
        #expect(InkMap(textComposite(button)).largestAlpha == 255)
        button.isHighlighted = true
        // Alpha is stored as the layer's Float opacity, as in Core Animation.
        #expect(isWithin(button.titleLabel?.alpha ?? 1, UIButton.highlightedContentAlpha, layerOpacityPrecision))
        #expect(isWithin(button.imageView?.alpha ?? 1, UIButton.highlightedContentAlpha, layerOpacityPrecision))
        // Every drawn pixel is at most the content alpha of full coverage.
        let largest = CGFloat(InkMap(textComposite(button)).largestAlpha)
        #expect(isWithin(largest, 255 * UIButton.highlightedContentAlpha, 1))
        button.isHighlighted = false
        #expect(button.titleLabel?.alpha == 1)
    }

    @Test("the highlighted content alpha is UIKit's 0.2")
    func highlightedContentAlphaValue() {
        #expect(UIButton.highlightedContentAlpha == 0.2)
    }

    @Test("a finger held on a system button highlights and dims it until it lifts")
    func fingerHighlights() {
        let button = makeButton(.system, frame: CGRect(x: 60, y: 60, width: 200, height: 60))
        button.setTitle("Hold", for: .normal)
        let controller = UIViewController()
        controller.view.addSubview(button)
        host.rootViewController = controller
        let touch = host.touchDown(at: CGPoint(x: 160, y: 90))
        #expect(button.isHighlighted)
        #expect(isWithin(button.titleLabel?.alpha ?? 1, UIButton.highlightedContentAlpha, layerOpacityPrecision))
        touch.up()
        #expect(button.isHighlighted == false)
        #expect(button.titleLabel?.alpha == 1)
    }

    @Test("a custom button does not dim while highlighted")
    func customDoesNotDim() {
        let button = makeButton(.custom)
        button.setTitle("HHHH", for: .normal)
        button.isHighlighted = true
        #expect(button.titleLabel?.alpha == 1)
        #expect(InkMap(textComposite(button)).largestAlpha == 255)
    }

    @Test("a system button draws an image of automatic rendering mode in its tint; a custom button in its own colors")
    func systemButtonTintsImages() {
        let red = Self.solidImage(.red)
        #expect(red.renderingMode == .automatic)
        let system = makeButton(.system)
        system.tintColor = .blue
        system.setImage(red, for: .normal)
        let systemImage = textComposite(system)
        #expect(InkMap(systemImage, .blue).count() > 0)
        #expect(InkMap(systemImage, .red).count() == 0)
        #expect(system.currentImage === red)
        let custom = makeButton(.custom)
        custom.tintColor = .blue
        custom.setImage(red, for: .normal)
        let customImage = textComposite(custom)
        #expect(InkMap(customImage, .red).count() > 0)
        #expect(InkMap(customImage, .blue).count() == 0)
    }

    // MARK: Layout

    @Test("contentEdgeInsets move the content: it is centered in the inset rect")
    func contentEdgeInsets() {
        let button = makeButton()
        button.setTitle("Title", for: .normal)
        let plain = laidOut(button).title
        #expect(isWithin(plain.midX, button.bounds.midX, 1e-9))
        #expect(isWithin(plain.midY, button.bounds.midY, 1e-9))
        let insets = UIEdgeInsets(top: 20, left: 40, bottom: 0, right: 0)
        button.contentEdgeInsets = insets
        let moved = laidOut(button).title
        let content = button.bounds.inset(by: insets)
        #expect(isWithin(moved.midX, content.midX, 1e-9))
        #expect(isWithin(moved.midY, content.midY, 1e-9))
        #expect(moved.size == plain.size)
    }

    @Test("edge insets move the image and the title within the content, by half their difference when centered")
    func imageAndTitleEdgeInsets() {
        let button = makeButton()
        button.setTitle("Title", for: .normal)
        button.setImage(images[0], for: .normal)
        let before = laidOut(button)
        let imageInsets = UIEdgeInsets(top: 2, left: 4, bottom: 6, right: 8)
        button.imageEdgeInsets = imageInsets
        // The common idiom: shift the title right by 10 without changing its width.
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: -10)
        let after = laidOut(button)
        // Centered: each is laid out in the content inset by its own insets, so it
        // moves by (left − right) / 2 and (top − bottom) / 2: (4 − 8) / 2 = −2, (2 − 6) / 2 = −2.
        #expect(after.image == before.image.offsetBy(dx: -2, dy: -2))
        #expect(after.title == before.title.offsetBy(dx: 10, dy: 0))
    }

    @Test("title insets on both sides narrow the title's room without cutting a title that fits (tag buttons)")
    func titleInsetsAsPadding() {
        let button = makeButton()
        let font = UIFont.systemFont(ofSize: 15)
        button.titleLabel?.font = font
        button.setTitle("Swift tags", for: .normal)
        let textWidth = ("Swift tags" as NSString).size(withAttributes: [.font: font]).width
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        button.frame = CGRect(x: 0, y: 0, width: textWidth + 20, height: 30)
        let title = laidOut(button).title
        #expect(isWithin(title.minX, 10, 1e-9))
        #expect(isWithin(title.width, textWidth, 1e-9))
        // Narrower than text + insets, the title is cut to the room left.
        button.frame = CGRect(x: 0, y: 0, width: textWidth + 10, height: 30)
        #expect(isWithin(laidOut(button).title.width, textWidth - 10, 1e-9))
    }

    @Test("image and title edge insets do not change the intrinsic content size")
    func edgeInsetsDoNotSize() {
        let button = makeButton()
        button.setTitle("Title", for: .normal)
        button.setImage(images[0], for: .normal)
        let size = button.intrinsicContentSize
        button.imageEdgeInsets = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        button.titleEdgeInsets = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        #expect(button.intrinsicContentSize == size)
    }

    @Test("contentHorizontalAlignment puts the content at the left, right or center of the content rect")
    func horizontalAlignment() {
        let button = makeButton()
        button.setTitle("Title", for: .normal)
        let insets = UIEdgeInsets(top: 10, left: 12, bottom: 10, right: 14)
        button.contentEdgeInsets = insets
        let content = button.bounds.inset(by: insets)
        button.contentHorizontalAlignment = .left
        #expect(laidOut(button).title.minX == content.minX)
        button.contentHorizontalAlignment = .right
        #expect(isWithin(laidOut(button).title.maxX, content.maxX, 1e-9))
        button.contentHorizontalAlignment = .center
        #expect(isWithin(laidOut(button).title.midX, content.midX, 1e-9))
        button.contentHorizontalAlignment = .leading
        #expect(laidOut(button).title.minX == content.minX)
        button.contentHorizontalAlignment = .trailing
        #expect(isWithin(laidOut(button).title.maxX, content.maxX, 1e-9))
    }

    @Test("contentVerticalAlignment puts the content at the top, bottom or middle of the content rect")
    func verticalAlignment() {
        let button = makeButton()
        button.setTitle("Title", for: .normal)
        let insets = UIEdgeInsets(top: 6, left: 0, bottom: 8, right: 0)
        button.contentEdgeInsets = insets
        let content = button.bounds.inset(by: insets)
        button.contentVerticalAlignment = .top
        #expect(laidOut(button).title.minY == content.minY)
        button.contentVerticalAlignment = .bottom
        #expect(isWithin(laidOut(button).title.maxY, content.maxY, 1e-9))
        button.contentVerticalAlignment = .center
        #expect(isWithin(laidOut(button).title.midY, content.midY, 1e-9))
    }

    @Test(".fill on both axes stretches an image-only button's image over the content rect")
    func fillStretchesImage() {
        let button = makeButton(.custom, frame: CGRect(x: 0, y: 0, width: 60, height: 44))
        button.setImage(images[0], for: .normal)
        let insets = UIEdgeInsets(top: 4, left: 6, bottom: 4, right: 6)
        button.contentEdgeInsets = insets
        button.contentHorizontalAlignment = .fill
        button.contentVerticalAlignment = .fill
        #expect(laidOut(button).image == button.bounds.inset(by: insets))
        #expect(button.imageView?.contentMode == .scaleToFill)
        // The drawn image covers the content rect.
        let drawn = InkMap(textComposite(button)).bounds()
        #expect(drawn == button.bounds.inset(by: insets))
    }

    @Test(".fill on one axis stretches the image along it only")
    func fillOneAxis() {
        let button = makeButton(.custom, frame: CGRect(x: 0, y: 0, width: 60, height: 44))
        button.setImage(images[0], for: .normal)
        button.contentHorizontalAlignment = .fill
        let image = laidOut(button).image
        #expect(image.width == button.bounds.width)
        #expect(image.height == images[0].size.height)
        #expect(image.midY == button.bounds.midY)
    }

    @Test("intrinsicContentSize is the image beside the title, plus the content insets")
    func intrinsicContentSize() throws {
        let button = makeButton()
        button.setTitle("Go", for: .normal)
        button.setImage(images[0], for: .normal)
        let insets = UIEdgeInsets(top: 4, left: 8, bottom: 6, right: 10)
        button.contentEdgeInsets = insets
        let font = try #require(button.titleLabel?.font)
        let title = textCeiled(textSize("Go", font))
        let image = images[0].size
        let expected = CGSize(width: image.width + title.width + insets.left + insets.right,
                              height: max(image.height, title.height) + insets.top + insets.bottom)
        #expect(button.intrinsicContentSize == expected)
        #expect(button.sizeThatFits(.zero) == expected)
        // The image and title sit side by side, the image first.
        let frames = laidOut(button)
        #expect(frames.image.maxX == frames.title.minX)
    }

    @Test("a title-only button measures its title plus the insets; a button without content is 30 pt tall")
    func intrinsicSizeOfTitleOnly() throws {
        let button = makeButton()
        button.setTitle("Title", for: .normal)
        let font = try #require(button.titleLabel?.font)
        #expect(button.intrinsicContentSize == textCeiled(textSize("Title", font)))
        #expect(makeButton(.custom).intrinsicContentSize.height == 30)
    }

    // MARK: Actions

    @Test("a tap sends .touchUpInside and .primaryActionTriggered")
    func tapSendsPrimaryAction() {
        let button = makeButton(frame: CGRect(x: 60, y: 60, width: 200, height: 60))
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("touchUpInside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
        let controller = UIViewController()
        controller.view.addSubview(button)
        host.rootViewController = controller
        host.tap(button)
        #expect(events.sorted() == ["primary", "touchUpInside"])
    }

    @Test("a touch lifted outside sends no primary action")
    func touchUpOutside() {
        let button = makeButton(frame: CGRect(x: 60, y: 60, width: 100, height: 40))
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("touchUpOutside") }, for: .touchUpOutside)
        button.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
        let controller = UIViewController()
        controller.view.addSubview(button)
        host.rootViewController = controller
        let touch = host.touchDown(at: CGPoint(x: 110, y: 80))
        // Beyond the 70-point tracking margin.
        touch.move(to: CGPoint(x: 110, y: 80 + 20 + UIControl.touchTrackingMargin + 10))
        touch.up()
        #expect(events == ["touchUpOutside"])
    }

    @Test("init(type:primaryAction:) performs the action on a tap, with the button as sender")
    func primaryActionInit() {
        host.activate()
        var senders: [AnyObject?] = []
        let button = UIButton(type: .system, primaryAction: UIAction { action in senders.append(action.sender) })
        button.frame = CGRect(x: 60, y: 60, width: 100, height: 40)
        #expect(button.buttonType == .system)
        let controller = UIViewController()
        controller.view.addSubview(button)
        host.rootViewController = controller
        host.tap(button)
        #expect(senders.count == 1)
        #expect(senders.first.flatMap { $0 } === button)
    }

    @Test("init(configuration:primaryAction:) performs the action on a tap")
    func configurationPrimaryActionInit() {
        host.activate()
        var count = 0
        let button = UIButton(configuration: .filled(), primaryAction: UIAction { _ in count += 1 })
        button.frame = CGRect(x: 60, y: 60, width: 100, height: 40)
        let controller = UIViewController()
        controller.view.addSubview(button)
        host.rootViewController = controller
        host.tap(button)
        #expect(count == 1)
        #expect(button.configuration?.style == .filled)
    }

    // MARK: Configurations

    func foreground(of button: UIButton) -> UIColor? {
        button.titleLabel?.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
    }

    func configured(_ configuration: UIButton.Configuration, title: String = "Title") -> UIButton {
        var configuration = configuration
        configuration.title = title
        return makeButton(configuration: configuration)
    }

    @Test("plain: tinted text, no background")
    func plainConfiguration() {
        let button = configured(.plain())
        #expect(button.backgroundColor == nil)
        #expect(foreground(of: button) == button.tintColor)
    }

    @Test("tinted: tinted text on a translucent tint")
    func tintedConfiguration() throws {
        let button = configured(.tinted())
        #expect(foreground(of: button) == button.tintColor)
        let background = try #require(button.backgroundColor)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        background.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(background.withAlphaComponent(1) == button.tintColor.withAlphaComponent(1))
        #expect(alpha > 0 && alpha < 1)
    }

    @Test("gray: tinted text on an opaque, neutral gray")
    func grayConfiguration() throws {
        let button = configured(.gray())
        #expect(foreground(of: button) == button.tintColor)
        let background = try #require(button.backgroundColor)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        background.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(alpha == 1)
        #expect(max(red, green, blue) - min(red, green, blue) < 0.05)
        #expect(red > 0.5)
    }

    @Test("filled: white text on the tint color, following the tint when it changes")
    func filledConfiguration() {
        let button = configured(.filled())
        #expect(button.backgroundColor == button.tintColor)
        #expect(foreground(of: button) == .white)
        button.tintColor = .systemRed
        #expect(button.backgroundColor == .systemRed)
        #expect(foreground(of: button) == .white)
        // Drawn: white title pixels on a red fill.
        // Drawn: a pixel inside the fill, clear of the title and the rounded corners, is systemRed (255, 59, 48).
        let image = textComposite(button)
        #expect(image.pixel(atX: 20, y: 10) == CGImage.Pixel(red: 255, green: 59, blue: 48, alpha: 255))
    }

    @Test("baseForegroundColor and baseBackgroundColor replace the style's colors")
    func baseColors() {
        var configuration = UIButton.Configuration.filled()
        configuration.baseForegroundColor = .systemYellow
        configuration.baseBackgroundColor = .systemIndigo
        let button = configured(configuration)
        #expect(foreground(of: button) == .systemYellow)
        #expect(button.backgroundColor == .systemIndigo)
    }

    @Test("title and subtitle: two lines, the title in the body font and the subtitle in subheadline")
    func titleAndSubtitle() throws {
        var configuration = UIButton.Configuration.plain()
        configuration.subtitle = "Subtitle"
        let button = configured(configuration)
        #expect(button.titleLabel?.text == "Title\nSubtitle")
        let text = try #require(button.titleLabel?.attributedText)
        let body = UIFont.preferredFont(forTextStyle: .body)
        let subheadline = UIFont.preferredFont(forTextStyle: .subheadline)
        #expect(text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == body)
        #expect(text.attribute(.font, at: text.length - 1, effectiveRange: nil) as? UIFont == subheadline)
        let insets = configuration.contentInsets
        let lines = body.lineHeight + subheadline.lineHeight
        #expect(button.intrinsicContentSize.height == lines.rounded(.up) + insets.top + insets.bottom)
        // titlePadding adds space between the two.
        var padded = try #require(button.configuration)
        padded.titlePadding = 6
        button.configuration = padded
        #expect(button.intrinsicContentSize.height == (lines + 6).rounded(.up) + insets.top + insets.bottom)
    }

    @Test("contentInsets surround the content in the intrinsic size")
    func contentInsets() throws {
        var configuration = UIButton.Configuration.gray()
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 12, trailing: 24)
        let button = configured(configuration, title: "Go")
        let title = textCeiled(textSize("Go", .preferredFont(forTextStyle: .body)))
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 20 + 24, height: title.height + 10 + 12))
        #expect(button.contentEdgeInsets == UIEdgeInsets(top: 10, left: 20, bottom: 12, right: 24))
    }

    @Test("imagePlacement puts the image before, after, above or below the title, imagePadding apart",
          arguments: ["leading", "trailing", "top", "bottom"])
    func imagePlacement(_ placement: String) {
        var configuration = UIButton.Configuration.filled()
        configuration.image = images[0]
        configuration.imagePadding = 6
        configuration.imagePlacement = switch placement {
        case "trailing": .trailing
        case "top": .top
        case "bottom": .bottom
        default: .leading
        }
        let button = configured(configuration, title: "Go")
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        let (title, image) = laidOut(button)
        switch placement {
        case "leading":
            #expect(isWithin(title.minX - image.maxX, 6, 1e-9))
            #expect(isWithin(title.midY, image.midY, 1e-9))
        case "trailing":
            #expect(isWithin(image.minX - title.maxX, 6, 1e-9))
            #expect(isWithin(title.midY, image.midY, 1e-9))
        case "top":
            #expect(isWithin(title.minY - image.maxY, 6, 1e-9))
            #expect(isWithin(title.midX, image.midX, 1e-9))
        default:
            #expect(isWithin(image.minY - title.maxY, 6, 1e-9))
            #expect(isWithin(title.midX, image.midX, 1e-9))
        }
        // The group of both is centered in the button.
        let group = title.union(image)
        #expect(isWithin(group.midX, button.bounds.midX, 1e-9))
        #expect(isWithin(group.midY, button.bounds.midY, 1e-9))
    }

    @Test("cornerStyle .capsule rounds the corners by half the height")
    func capsule() {
        var configuration = UIButton.Configuration.filled()
        configuration.cornerStyle = .capsule
        let button = configured(configuration)
        for height: CGFloat in [44, 30] {
            button.frame = CGRect(x: 0, y: 0, width: 120, height: height)
            button.layoutIfNeeded()
            #expect(button.layer.cornerRadius == height / 2)
        }
    }

    @Test("configurationUpdateHandler runs when the button is highlighted, and its changes show")
    func configurationUpdateHandler() {
        let button = configured(.filled())
        var calls: [Bool] = []
        button.configurationUpdateHandler = { button in
            calls.append(button.isHighlighted)
            button.configuration?.baseBackgroundColor = button.isHighlighted ? .systemGreen : nil
        }
        button.isHighlighted = true
        #expect(calls == [true])
        #expect(button.backgroundColor == .systemGreen)
        button.isHighlighted = false
        #expect(calls == [true, false])
        #expect(button.backgroundColor == button.tintColor)
    }

    @Test("a configured button keeps its content opaque while highlighted: the configuration decides the look")
    func configuredButtonIsNotFaded() {
        var configuration = UIButton.Configuration.filled()
        configuration.image = images[0]
        let button = configured(configuration)
        button.isHighlighted = true
        #expect(button.titleLabel?.alpha == 1)
        #expect(button.imageView?.alpha == 1)
    }

    @Test("configurationUpdateHandler runs when a finger goes down on the button")
    func configurationUpdateHandlerOnTouch() {
        let button = configured(.tinted())
        button.frame = CGRect(x: 60, y: 60, width: 120, height: 44)
        var highlighted: [Bool] = []
        button.configurationUpdateHandler = { highlighted.append($0.isHighlighted) }
        let controller = UIViewController()
        controller.view.addSubview(button)
        host.rootViewController = controller
        host.touchDown(at: CGPoint(x: 120, y: 82)).up()
        #expect(highlighted == [true, false])
    }

    // MARK: Snapshots

    /// A button of `look`, titled `title`.
    func makeSnapshotButton(_ look: ButtonLook, title: String) -> UIButton {
        let star = UIImage(systemName: "star.fill")
        switch look {
        case .system:
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.setImage(star, for: .normal)
            return button
        case .custom:
            let button = UIButton(type: .custom)
            button.backgroundColor = .systemIndigo
            button.setTitle(title, for: .normal)
            button.setTitleColor(.systemYellow, for: .highlighted)
            button.setTitleColor(.systemGreen, for: .selected)
            button.setTitleColor(UIColor(white: 1, alpha: 0.4), for: .disabled)
            return button
        case .close:
            return UIButton(type: .close)
        case .plain, .tinted, .gray, .filled:
            var configuration: UIButton.Configuration = switch look {
            case .plain: .plain()
            case .tinted: .tinted()
            case .gray: .gray()
            default: .filled()
            }
            configuration.title = title
            configuration.image = star
            configuration.imagePadding = 4
            return UIButton(configuration: configuration)
        }
    }

    @Test("snapshot: each kind of button normal, highlighted (finger down), disabled and selected",
          arguments: ButtonLook.allCases)
    func statesSnapshot(_ look: ButtonLook) {
        let strip = UITestHost(device: buttonStripDevice)
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        let states = ["Normal", "Pressed", "Disabled", "Selected"]
        let buttons = states.enumerated().map { index, title in
            let button = makeSnapshotButton(look, title: title)
            // Wide enough for each title with its image and insets (titles that do not fit are truncated).
            button.frame = CGRect(x: 8 + CGFloat(index) * 138, y: 12, width: 130, height: 40)
            controller.view.addSubview(button)
            return button
        }
        buttons[2].isEnabled = false
        buttons[3].isSelected = true
        strip.rootViewController = controller
        let finger = strip.touchDown(at: buttons[1].center)
        #expect(buttons[1].isHighlighted)
        assertSnapshot(of: strip, named: look.rawValue)
        finger.up()
    }
}
