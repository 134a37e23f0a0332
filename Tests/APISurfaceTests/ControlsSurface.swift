import Foundation
import UIKit

// Controls and buttons: every initializer form and the configuration styles.

final class SurfaceButton: UIButton {
    override var isHighlighted: Bool {
        didSet { alpha = isHighlighted ? 0.5 : 1 }
    }

    override func updateConfiguration() {
        super.updateConfiguration()
        configuration?.baseBackgroundColor = isHighlighted ? .systemGray : .systemBlue
    }
}

final class ButtonTarget {
    func tapped(_ sender: UIButton) {}
    func tappedWithoutSender() {}
}

func buttons(target: ButtonTarget) -> [UIButton] {
    let action = UIAction(title: "Go", image: UIImage(systemName: "play")) { _ in }
    let system = UIButton(type: .system)
    system.setTitle("Tap", for: .normal)
    system.setTitleColor(.systemRed, for: .highlighted)
    system.addTarget(target, action: ButtonTarget.tapped(_:), for: .touchUpInside)
    system.addTarget(target, action: ButtonTarget.tappedWithoutSender, for: .primaryActionTriggered)
    system.sendActions(for: .touchUpInside)
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Filled"
    configuration.cornerStyle = .capsule
    let configured = UIButton(configuration: configuration)
    configured.configurationUpdateHandler = { button in
        button.configuration?.title = button.isHighlighted ? "Down" : "Up"
    }
    configured.setNeedsUpdateConfiguration()
    return [
        system, configured,
        UIButton(type: .custom), UIButton(type: .close), UIButton(type: .contactAdd), UIButton(type: .detailDisclosure),
        UIButton(primaryAction: action), UIButton(type: .system, primaryAction: action),
        UIButton(frame: .zero), UIButton(frame: .zero, primaryAction: action),
        UIButton(configuration: .plain()), UIButton(configuration: .tinted()), UIButton(configuration: .gray()),
        UIButton(configuration: .bordered(), primaryAction: action), UIButton(configuration: .borderedTinted()),
        UIButton(configuration: .borderedProminent()), UIButton(configuration: .borderless()),
        SurfaceButton(type: .system),
    ]
}

func controlStates(_ control: UIControl) -> Bool {
    control.isEnabled = false
    control.isSelected = true
    return control.state.contains(.disabled) && control.isTouchInside == false
}

// A settings row's switch, as iOS code writes it.
final class SettingsSwitchController: UIViewController {
    let toggle = UISwitch()

    override func viewDidLoad() {
        super.viewDidLoad()
        toggle.isOn = UserDefaults.standard.bool(forKey: "notifications")
        toggle.onTintColor = .systemBlue
        toggle.thumbTintColor = .white
        toggle.preferredStyle = .sliding
        toggle.addTarget(self, action: SettingsSwitchController.toggled(_:), for: .valueChanged)
        view.addSubview(toggle)
    }

    func toggled(_ sender: UISwitch) {
        UserDefaults.standard.set(sender.isOn, forKey: "notifications")
        sender.setOn(sender.isOn, animated: true)
    }
}

// Loading states, as iOS code shows them.
final class LoadingController: UIViewController {
    let spinner = UIActivityIndicatorView(style: .large)
    let bar = UIProgressView(progressViewStyle: .default)

    override func viewDidLoad() {
        super.viewDidLoad()
        spinner.hidesWhenStopped = true
        spinner.color = .secondaryLabel
        spinner.startAnimating()
        bar.progressTintColor = .systemBlue
        bar.trackTintColor = .systemGray5
        bar.setProgress(0.5, animated: true)
        view.addSubview(spinner)
        view.addSubview(bar)
    }

    func finished() {
        spinner.stopAnimating()
        bar.progress = 1
        _ = spinner.isAnimating
    }
}

// A quantity picker, as iOS code writes it.
final class QuantityController: UIViewController {
    let stepper = UIStepper()
    let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        stepper.minimumValue = 1
        stepper.maximumValue = 10
        stepper.stepValue = 1
        stepper.value = 1
        stepper.wraps = false
        stepper.autorepeat = true
        stepper.isContinuous = true
        stepper.addTarget(self, action: QuantityController.changed(_:), for: .valueChanged)
        view.addSubview(stepper)
    }

    func changed(_ sender: UIStepper) {
        label.text = "\(Int(sender.value))"
    }
}

// A filtered list with search in the navigation bar, as iOS code writes it.
final class CandySearchController: UITableViewController, UISearchResultsUpdating, UISearchBarDelegate,
                                   UISearchControllerDelegate {
    let searchController = UISearchController(searchResultsController: nil)
    var candies = ["Chocolate Bar", "Lollipop"]
    var filtered: [String] = []

    var isFiltering: Bool {
        searchController.isActive && !(searchController.searchBar.text?.isEmpty ?? true)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        searchController.searchResultsUpdater = self
        searchController.delegate = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.hidesNavigationBarDuringPresentation = true
        searchController.automaticallyShowsCancelButton = true
        searchController.searchBar.placeholder = "Search Candies"
        searchController.searchBar.scopeButtonTitles = ["All", "Chocolate", "Other"]
        searchController.searchBar.delegate = self
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        filtered = candies.filter { $0.lowercased().contains(text.lowercased()) }
        tableView.reloadData()
    }

    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        updateSearchResults(for: searchController)
    }

    func didDismissSearchController(_ searchController: UISearchController) {
        _ = searchController.searchResultsController
        searchController.showsSearchResultsController = false
    }
}

// A reminder form's date field, as iOS code writes it.
final class ReminderDateController: UIViewController {
    let datePicker = UIDatePicker()
    var dueDate = Date()

    override func viewDidLoad() {
        super.viewDidLoad()
        datePicker.datePickerMode = .dateAndTime
        datePicker.preferredDatePickerStyle = .inline
        datePicker.minimumDate = Date()
        datePicker.maximumDate = Calendar.current.date(byAdding: .year, value: 1, to: Date())
        datePicker.minuteInterval = 5
        datePicker.locale = Locale(identifier: "en_US")
        datePicker.timeZone = .current
        datePicker.calendar = Calendar(identifier: .gregorian)
        datePicker.setDate(dueDate, animated: false)
        datePicker.addTarget(self, action: ReminderDateController.dateChanged(_:), for: .valueChanged)
        view.addSubview(datePicker)
        let timer = UIDatePicker()
        timer.datePickerMode = .countDownTimer
        timer.countDownDuration = 25 * 60
        _ = timer.datePickerStyle == .wheels
    }

    func dateChanged(_ sender: UIDatePicker) {
        dueDate = sender.date
    }
}
