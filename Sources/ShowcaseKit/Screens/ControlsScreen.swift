import UIKit

/// A gallery of UIKit's stock controls — segmented control, slider, switch,
/// stepper, page control, progress and activity indicators, a pop-up
/// button, a button with a menu, a card with a context menu, a picker, a
/// compact date picker, a color well and a search bar — with the
/// last events they sent written under them.
public enum ControlsScreen: ShowcaseScreen {
    public static let name = "controls"
    public static let summary = "Segments, sliders, switches, steppers, page dots and menus, and their events"

    public static func makeViewController() -> UIViewController {
        ControlsViewController()
    }

    public enum Identifier {
        public static let segments = "controls.segments"
        public static let slider = "controls.slider"
        public static let toggle = "controls.switch"
        public static let stepper = "controls.stepper"
        public static let pages = "controls.pages"
        public static let popUp = "controls.popup"
        public static let more = "controls.more"
        public static let card = "controls.card"
        public static let log = "controls.log"
        public static let picker = "controls.picker"
        public static let date = "controls.date"
        public static let color = "controls.color"
        public static let search = "controls.search"
    }

    /// How many events the log keeps.
    public static let logLength = 4

    public final class ControlsViewController: UIViewController, UIContextMenuInteractionDelegate,
        UIPickerViewDataSource, UIPickerViewDelegate, UISearchBarDelegate {
        let scrollView = UIScrollView()
        let stack = UIStackView()
        let logLabel = UILabel()
        /// The newest event last.
        public private(set) var events: [String] = []

        override public func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            stack.axis = .vertical
            stack.spacing = 18
            stack.translatesAutoresizingMaskIntoConstraints = false
            scrollView.translatesAutoresizingMaskIntoConstraints = false
            scrollView.alwaysBounceVertical = true
            view.addSubview(scrollView)
            scrollView.addSubview(stack)
            NSLayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
                stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -16),
                stack.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 20),
                stack.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -20),
            ])
            addSegments()
            addSlider()
            addSwitchAndStepper()
            addPages()
            addProgress()
            addMenus()
            addPicker()
            addDatePicker()
            logLabel.numberOfLines = 0
            logLabel.font = .monospacedSystemFont(ofSize: 13, weight: .regular)
            logLabel.textColor = .secondaryLabel
            logLabel.accessibilityIdentifier = Identifier.log
            stack.addArrangedSubview(logLabel)
            record("ready")
        }

        /// Writes `event` at the end of the log.
        func record(_ event: String) {
            events.append(event)
            logLabel.text = events.suffix(ControlsScreen.logLength).joined(separator: "\n")
        }

        private func caption(_ text: String) -> UILabel {
            let label = UILabel()
            label.text = text.uppercased()
            label.font = .systemFont(ofSize: 13)
            label.textColor = .secondaryLabel
            return label
        }

        private func row(_ views: [UIView]) -> UIStackView {
            let row = UIStackView(arrangedSubviews: views)
            row.spacing = 12
            row.alignment = .center
            return row
        }

        private func addSegments() {
            let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
            segments.selectedSegmentIndex = 1
            segments.accessibilityIdentifier = Identifier.segments
            segments.addAction(UIAction { [weak self, weak segments] _ in
                guard let segments else { return }
                self?.record("segment \(segments.titleForSegment(at: segments.selectedSegmentIndex) ?? "?")")
            }, for: .valueChanged)
            stack.addArrangedSubview(caption("Segmented control"))
            stack.addArrangedSubview(segments)
        }

        private func addSlider() {
            let slider = UISlider()
            slider.value = 0.6
            slider.minimumValueImage = UIImage(systemName: "speaker.slash")
            slider.maximumValueImage = UIImage(systemName: "speaker.wave.2")
            slider.accessibilityIdentifier = Identifier.slider
            slider.isContinuous = false
            slider.addAction(UIAction { [weak self, weak slider] _ in
                guard let slider else { return }
                self?.record("volume \(Int((slider.value * 100).rounded())) %")
            }, for: .valueChanged)
            stack.addArrangedSubview(caption("Slider"))
            stack.addArrangedSubview(slider)
        }

        private func addSwitchAndStepper() {
            let toggle = UISwitch()
            toggle.isOn = true
            toggle.accessibilityIdentifier = Identifier.toggle
            toggle.addAction(UIAction { [weak self, weak toggle] _ in
                self?.record("switch \(toggle?.isOn == true ? "on" : "off")")
            }, for: .valueChanged)
            let stepper = UIStepper()
            stepper.maximumValue = 10
            stepper.value = 3
            stepper.accessibilityIdentifier = Identifier.stepper
            let count = UILabel()
            count.text = "3 cups"
            stepper.addAction(UIAction { [weak self, weak stepper] _ in
                let value = Int(stepper?.value ?? 0)
                count.text = "\(value) cups"
                self?.record("stepper \(value)")
            }, for: .valueChanged)
            stack.addArrangedSubview(caption("Switch and stepper"))
            stack.addArrangedSubview(row([toggle, UIView(), count, stepper]))
        }

        private func addPages() {
            let strip = UIView()
            strip.backgroundColor = .systemIndigo
            strip.layer.cornerRadius = 12
            strip.heightAnchor.constraint(equalToConstant: 44).isActive = true
            let pages = UIPageControl()
            pages.numberOfPages = 6
            pages.currentPage = 2
            pages.accessibilityIdentifier = Identifier.pages
            pages.translatesAutoresizingMaskIntoConstraints = false
            pages.addAction(UIAction { [weak self, weak pages] _ in
                self?.record("page \((pages?.currentPage ?? 0) + 1)")
            }, for: .valueChanged)
            strip.addSubview(pages)
            NSLayoutConstraint.activate([
                pages.centerXAnchor.constraint(equalTo: strip.centerXAnchor),
                pages.centerYAnchor.constraint(equalTo: strip.centerYAnchor),
                pages.widthAnchor.constraint(equalTo: strip.widthAnchor),
            ])
            stack.addArrangedSubview(caption("Page control"))
            stack.addArrangedSubview(strip)
        }

        private func addProgress() {
            let progress = UIProgressView(progressViewStyle: .default)
            progress.progress = 0.35
            let spinner = UIActivityIndicatorView(style: .medium)
            spinner.startAnimating()
            stack.addArrangedSubview(caption("Progress"))
            stack.addArrangedSubview(row([progress, spinner]))
        }

        private func addMenus() {
            let sizes = ["Small", "Medium", "Large"].map { title in
                UIAction(title: title) { [weak self] _ in self?.record("size \(title)") }
            }
            var popUpLook = UIButton.Configuration.gray()
            popUpLook.title = "Size"
            let popUp = UIButton(configuration: popUpLook)
            popUp.menu = UIMenu(children: sizes)
            popUp.showsMenuAsPrimaryAction = true
            popUp.changesSelectionAsPrimaryAction = true
            popUp.accessibilityIdentifier = Identifier.popUp

            let more = UIButton(type: .system)
            more.setImage(UIImage(systemName: "ellipsis"), for: .normal)
            more.setTitle(" More", for: .normal)
            more.menu = UIMenu(title: "Photo", children: [
                UIMenu(options: .displayInline, children: [
                    UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { [weak self] _ in
                        self?.record("share")
                    },
                    UIAction(title: "Favorite", image: UIImage(systemName: "heart")) { [weak self] _ in
                        self?.record("favorite")
                    },
                ]),
                UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { [weak self] _ in
                    self?.record("delete")
                },
            ])
            more.showsMenuAsPrimaryAction = true
            more.accessibilityIdentifier = Identifier.more

            let card = UILabel()
            card.text = "Press and hold"
            card.textAlignment = .center
            card.textColor = .white
            card.backgroundColor = .systemTeal
            card.layer.cornerRadius = 12
            card.clipsToBounds = true
            card.isUserInteractionEnabled = true
            card.heightAnchor.constraint(equalToConstant: 64).isActive = true
            card.accessibilityIdentifier = Identifier.card
            card.addInteraction(UIContextMenuInteraction(delegate: self))

            stack.addArrangedSubview(caption("Menus"))
            stack.addArrangedSubview(row([popUp, UIView(), more]))
            stack.addArrangedSubview(card)
        }

        /// A compact date picker on a fixed day (18 December 2026, 2:05 PM in
        /// UTC, American English), so the gallery looks the same every day.
        private func addDatePicker() {
            let datePicker = UIDatePicker()
            datePicker.locale = Locale(identifier: "en_US")
            datePicker.timeZone = TimeZone(identifier: "UTC")
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
            datePicker.calendar = calendar
            datePicker.date = Date(timeIntervalSince1970: 1_797_602_700)
            datePicker.preferredDatePickerStyle = .compact
            datePicker.accessibilityIdentifier = Identifier.date
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = "MMM d, h:mm a"
            datePicker.addAction(UIAction { [weak self, weak datePicker] _ in
                guard let datePicker else { return }
                self?.record("date \(formatter.string(from: datePicker.date))")
            }, for: .valueChanged)
            let colorWell = UIColorWell()
            colorWell.title = "Accent"
            colorWell.selectedColor = .systemIndigo
            colorWell.accessibilityIdentifier = Identifier.color
            colorWell.addAction(UIAction { [weak self, weak colorWell] _ in
                guard let color = colorWell?.selectedColor else { return }
                var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
                color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
                self?.record(String(format: "color #%02X%02X%02X", Int(red * 255), Int(green * 255), Int(blue * 255)))
            }, for: .valueChanged)
            stack.addArrangedSubview(caption("Date picker and color well"))
            stack.addArrangedSubview(row([datePicker, UIView(), colorWell]))
            let search = UISearchBar()
            search.searchBarStyle = .minimal
            search.placeholder = "Search controls"
            search.accessibilityIdentifier = Identifier.search
            search.delegate = self
            stack.addArrangedSubview(caption("Search bar"))
            stack.addArrangedSubview(search)
        }

        private func addPicker() {
            let picker = UIPickerView()
            picker.dataSource = self
            picker.delegate = self
            picker.accessibilityIdentifier = Identifier.picker
            picker.heightAnchor.constraint(equalToConstant: 216).isActive = true
            picker.selectRow(9, inComponent: 0, animated: false)
            picker.selectRow(41, inComponent: 1, animated: false)
            stack.addArrangedSubview(caption("Picker"))
            stack.addArrangedSubview(picker)
        }

        public func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }

        public func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
            component == 0 ? 24 : 60
        }

        public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            component == 0 ? "\(row)" : String(format: "%02d", row)
        }

        public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            record(String(format: "time %d:%02d", pickerView.selectedRow(inComponent: 0),
                          pickerView.selectedRow(inComponent: 1)))
        }

        public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                           configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: "card" as NSString, previewProvider: nil) { [weak self] _ in
                UIMenu(children: [
                    UIAction(title: "Copy") { _ in self?.record("copy") },
                    UIAction(title: "Pin", image: UIImage(systemName: "star")) { _ in self?.record("pin") },
                ])
            }
        }

        public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
            record("search \"\(searchText)\"")
        }

        public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
            searchBar.resignFirstResponder()
        }
    }
}
