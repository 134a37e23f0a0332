import Testing
import UIKit
import UIKitTesting

/// A booking form driven only the way a VoiceOver user (and an XCUITest
/// script) meets it: through the accessibility elements — read in order,
/// adjusted with swipes, activated with double taps — never by reaching
/// into the views.
@MainActor
@Suite struct AccessibilityFormScenarioTests {
    let host = UITestHost(device: .iPhone15Pro)
    let form = BookingFormController()

    init() {
        host.rootViewController = form
    }

    @Test func voiceOverReadsTheFormTopToBottom() {
        #expect(host.accessibilityElements().allElements.map(\.label) == ["Book a table", "Name", "Guests", "Book"])
        #expect(host.headers.element.label == "Book a table")
        let name = host.accessibilityElements()["Name"]
        #expect(name.value == "Ana Lima")
        #expect(host.sliders["Guests"].value == "2 guests")
    }

    @Test func raisingTheGuestsToFourAndBookingAnnouncesTheTable() {
        let guests = host.sliders["Guests"]
        guests.increment()
        guests.increment()
        #expect(guests.value == "4 guests")
        host.buttons["Book"].activate()
        #expect(host.accessibilityAnnouncements == ["Table booked for 4"])
        #expect(host.staticTexts["Booked for 4 guests"].exists)
        #expect(!host.buttons["Book"].isEnabled)
    }

    @Test func theGuestCountStaysBetweenOneAndEight() {
        let guests = host.sliders["Guests"]
        for _ in 0..<10 { guests.increment() }
        #expect(guests.value == "8 guests")
        for _ in 0..<10 { guests.decrement() }
        #expect(guests.value == "1 guest")
    }

    @Test func aFingerTapOnBookWorksTheSameWay() {
        host.buttons["Book"].tap()
        #expect(host.accessibilityAnnouncements == ["Table booked for 2"])
    }

    @Test func theConfirmationFadesAfterTwoSecondsWithoutVoiceOver() {
        host.buttons["Book"].activate()
        host.advance(by: 3)
        #expect(!host.staticTexts["Booked for 2 guests"].exists)
    }

    @Test func theConfirmationStaysForVoiceOverUsers() {
        host.isVoiceOverRunning = true
        host.buttons["Book"].activate()
        host.advance(by: 3)
        #expect(host.staticTexts["Booked for 2 guests"].exists)
    }
}

/// The form: a header, a name row read as one element, an adjustable guest
/// count and a Book button. Booking announces the table and shows a
/// confirmation, which fades after two seconds unless VoiceOver is running
/// then (so that a VoiceOver user can still reach it).
@MainActor
final class BookingFormController: UIViewController {
    private let guests = GuestCountControl(frame: CGRect(x: 20, y: 200, width: 353, height: 44))
    private let book = UIButton(type: .system)
    private let confirmation = UILabel(frame: CGRect(x: 20, y: 320, width: 353, height: 30))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        let title = UILabel(frame: CGRect(x: 20, y: 80, width: 353, height: 34))
        title.text = "Book a table"
        title.font = .boldSystemFont(ofSize: 28)
        title.accessibilityTraits = [.staticText, .header]

        // A row of two labels, read as one element: "Name, Ana Lima".
        let nameRow = UIView(frame: CGRect(x: 20, y: 140, width: 353, height: 44))
        let nameCaption = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        nameCaption.text = "Name"
        let nameValue = UILabel(frame: CGRect(x: 120, y: 0, width: 233, height: 44))
        nameValue.text = "Ana Lima"
        nameRow.addSubview(nameCaption)
        nameRow.addSubview(nameValue)
        nameRow.isAccessibilityElement = true
        nameRow.accessibilityLabel = nameCaption.text
        nameRow.accessibilityValue = nameValue.text

        book.frame = CGRect(x: 20, y: 260, width: 353, height: 44)
        book.setTitle("Book", for: .normal)
        book.addTarget(self, action: BookingFormController.bookTapped, for: .touchUpInside)

        confirmation.isHidden = true
        for subview in [title, nameRow, guests, book, confirmation] { view.addSubview(subview) }
    }

    private func bookTapped() {
        book.isEnabled = false
        confirmation.text = "Booked for \(guests.count) guests"
        confirmation.isHidden = false
        UIAccessibility.post(notification: .announcement, argument: "Table booked for \(guests.count)")
        // The confirmation settles in for two seconds, then fades — unless VoiceOver
        // is running by then, for its user may not have reached it yet.
        confirmation.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        UIView.animate(withDuration: 2, animations: { self.confirmation.transform = .identity }) { _ in
            guard !UIAccessibility.isVoiceOverRunning else { return }
            UIView.animate(withDuration: 0.3) { self.confirmation.alpha = 0 }
        }
    }
}

/// A custom stepper: the number of guests, 1 to 8, adjusted with VoiceOver's
/// swipes (it draws nothing of note; a finger would drag it).
@MainActor
final class GuestCountControl: UIControl {
    private(set) var count = 2

    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityLabel = "Guests"
        accessibilityTraits = .adjustable
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override var accessibilityValue: String? {
        get { count == 1 ? "1 guest" : "\(count) guests" }
        set { super.accessibilityValue = newValue }
    }

    override func accessibilityIncrement() { setCount(count + 1) }
    override func accessibilityDecrement() { setCount(count - 1) }

    private func setCount(_ value: Int) {
        let clamped = min(8, max(1, value))
        guard clamped != count else { return }
        count = clamped
        sendActions(for: .valueChanged)
    }
}
