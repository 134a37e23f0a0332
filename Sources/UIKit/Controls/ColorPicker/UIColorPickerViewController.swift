import Foundation

/// A view controller for choosing a color, as iOS 14+ shows it: a header
/// with the title centered and a close button at the trailing end; a
/// segmented control switching between the Grid, Spectrum and Sliders
/// pages; an Opacity slider (when `supportsAlpha`); and a large swatch of
/// the current color. Layout and page details: the page views' files
/// (ColorPickerGridView.swift, ColorPickerSpectrumView.swift,
/// ColorPickerSlidersView.swift) and UIColorPickerViewController+Layout.swift.
///
/// Presented with `present(_:animated:completion:)` it is a page sheet at
/// the large detent (its `modalPresentationStyle` stays `.automatic`); give
/// its `sheetPresentationController` other detents before presenting to
/// change that. Each color the user picks becomes `selectedColor` and is
/// reported to the delegate, continuous picks (a finger moving on the
/// spectrum or a slider) included; the close button dismisses the
/// controller and then tells the delegate it finished.
///
/// Colors are edited as sRGB with 8-bit precision shown; a wide-gamut color
/// set from code is shown clamped to sRGB. Dark mode comes from dynamic
/// colors; the palette itself is the same in both appearances, as on iOS.
@preconcurrency @MainActor
open class UIColorPickerViewController: UIViewController {
    /// The pages of the segmented control, in order.
    enum Page: Int, CaseIterable {
        case grid, spectrum, sliders

        var title: String {
            switch self {
            case .grid: "Grid"
            case .spectrum: "Spectrum"
            case .sliders: "Sliders"
            }
        }
    }

    /// The title shown when `title` is nil.
    static let defaultTitle = "Colors"

    /// Hears each pick and the close button. Held weakly.
    open weak var delegate: UIColorPickerViewControllerDelegate?

    /// The current color: opaque white until set. Setting it from code
    /// updates every page and tells the delegate nothing. A dynamic color is
    /// kept as given, and shown resolved for the picker's traits; a color the
    /// user picks is a fixed sRGB color.
    open var selectedColor: UIColor {
        get { selectedColorStorage }
        set {
            selectedColorStorage = newValue
            components = ColorPickerComponents(newValue, traits: traitCollection)
            refresh(from: nil)
        }
    }

    /// Whether the user can change the opacity (true by default). When false
    /// the Opacity slider is hidden and every color the user picks is opaque;
    /// a translucent `selectedColor` set from code is kept as given.
    open var supportsAlpha = true {
        didSet { if supportsAlpha != oldValue { viewIfLoaded?.setNeedsLayout(); refresh(from: nil) } }
    }

    /// The header's text; nil shows "Colors", as iOS does.
    open override var title: String? {
        didSet { titleLabel.text = title ?? Self.defaultTitle }
    }

    // MARK: State

    private var selectedColorStorage: UIColor = .white
    /// The color every page shows.
    private(set) var components = ColorPickerComponents(red: 1, green: 1, blue: 1, alpha: 1)
    /// The page showing (Grid when the picker opens).
    var page: Page = .grid {
        didSet { if page != oldValue { showPage() } }
    }

    let titleLabel = UILabel()
    let closeButton = ColorPickerCloseButton()
    let segmentedControl = UISegmentedControl(items: Page.allCases.map(\.title))
    let gridView = ColorPickerGridView()
    let spectrumView = ColorPickerSpectrumView()
    let slidersView = ColorPickerSlidersView()
    let topDivider = UIView()
    let opacityRow = ColorPickerSliderRow(caption: "Opacity")
    let bottomDivider = UIView()
    let swatchView = ColorPickerSwatchView()

    // MARK: View

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.text = title ?? Self.defaultTitle
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        titleLabel.accessibilityTraits = .header
        segmentedControl.selectedSegmentIndex = page.rawValue
        for divider in [topDivider, bottomDivider] { divider.backgroundColor = .separator }
        opacityRow.slider.showsCheckerboard = true
        for part in [titleLabel, closeButton, segmentedControl, gridView, spectrumView, slidersView, topDivider,
                     opacityRow, bottomDivider, swatchView] as [UIView] {
            view.addSubview(part)
        }
        closeButton.addTarget(self, action: UIColorPickerViewController.closeTapped, for: .touchUpInside)
        segmentedControl.addTarget(self, action: UIColorPickerViewController.segmentChanged, for: .valueChanged)
        gridView.onPick = { [weak self] picked in
            guard let self else { return }
            var color = picked
            color.alpha = self.components.alpha
            self.userPicked(color, continuously: false, from: self.gridView)
        }
        spectrumView.onPick = { [weak self] picked, continuously in
            guard let self else { return }
            var color = picked
            color.alpha = self.components.alpha
            self.userPicked(color, continuously: continuously, from: self.spectrumView)
        }
        slidersView.onChange = { [weak self] picked, continuously in
            self?.userPicked(picked, continuously: continuously, from: self?.slidersView)
        }
        opacityRow.slider.onChange = { [weak self] alpha, continuously in
            guard let self else { return }
            var color = self.components
            color.alpha = alpha
            self.userPicked(color, continuously: continuously, from: self.opacityRow)
        }
        // A dynamic color set before the view loaded resolves with the
        // traits the picker has now.
        components = ColorPickerComponents(selectedColorStorage, traits: traitCollection)
        showPage()
        refresh(from: nil)
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutPicker()
    }

    /// A dynamic `selectedColor` is shown anew when the appearance changes.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        components = ColorPickerComponents(selectedColorStorage, traits: traitCollection)
        refresh(from: nil)
    }

    // MARK: Picking

    /// A color the user picked on one of the pages (`source`, which already
    /// shows it): it becomes the selection, every other part follows, and
    /// the delegate hears of it.
    func userPicked(_ picked: ColorPickerComponents, continuously: Bool, from source: UIView?) {
        var color = picked
        if !supportsAlpha { color.alpha = 1 }
        components = color
        let fixed = color.color
        selectedColorStorage = fixed
        refresh(from: source)
        delegate?.colorPickerViewController(self, didSelect: fixed, continuously: continuously)
    }

    /// Brings every part but `source` (the one the user is moving) up to
    /// date with `components`.
    func refresh(from source: UIView?) {
        guard isViewLoaded else { return }
        if source !== gridView { gridView.selectedCell = ColorPickerPalette.cell(matching: components) }
        if source !== spectrumView {
            spectrumView.marker = ColorPickerSpectrumView.position(of: components)
        }
        var opaque = components
        opaque.alpha = 1
        spectrumView.markerColor = opaque.color
        if source !== slidersView { slidersView.show(components) }
        var clear = opaque
        clear.alpha = 0
        opacityRow.slider.value = components.alpha
        opacityRow.slider.startColor = clear.color
        opacityRow.slider.endColor = opaque.color
        opacityRow.slider.thumbColor = components.color
        opacityRow.show(components.opacityText)
        opacityRow.isHidden = !supportsAlpha
        swatchView.color = components
    }

    private func showPage() {
        guard isViewLoaded else { return }
        segmentedControl.selectedSegmentIndex = page.rawValue
        gridView.isHidden = page != .grid
        spectrumView.isHidden = page != .spectrum
        slidersView.isHidden = page != .sliders
    }

    private func segmentChanged(_ control: UISegmentedControl) {
        page = Page(rawValue: control.selectedSegmentIndex) ?? .grid
    }

    /// The close button dismisses the picker, then tells the delegate while
    /// the dismissal runs (Apple: "the view controller that starts
    /// dismissing"), so that it can animate alongside.
    private func closeTapped() {
        dismiss(animated: true)
        delegate?.colorPickerViewControllerDidFinish(self)
    }
}
