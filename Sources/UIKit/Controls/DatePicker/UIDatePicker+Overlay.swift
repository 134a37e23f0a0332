import Foundation

/// The compact style's editors: the month calendar under the date pill,
/// the time wheels under the time pill. Opening one sends
/// `.editingDidBegin` and tints the pill's text; closing it (a touch
/// outside the card) sends `.editingDidEnd`. Choosing a day or turning a
/// wheel changes `date` and sends `.valueChanged` at once, and the card
/// stays open, as on iOS 14 and later (apps that want it closed after a
/// choice dismiss it themselves there; here the user taps outside).
extension UIDatePicker {
    func presentCalendar(from pill: DatePickerPill) {
        present(DatePickerCalendarView(picker: self, showsTime: false), from: pill)
    }

    func presentTimeWheels(from pill: DatePickerPill) {
        present(DatePickerWheelsView(picker: self, mode: .time), from: pill)
    }

    private func present(_ content: UIView & DatePickerContent, from pill: DatePickerPill) {
        guard let window, overlay == nil else { return }
        let shown = DatePickerOverlay(content: content)
        shown.tintColor = tintColor
        overlay = shown
        pill.isActive = true
        shown.onDismiss = { [weak self, weak pill, weak shown] in
            pill?.isActive = false
            guard let self, self.overlay === shown else { return }
            self.overlay = nil
            self.sendActions(for: .editingDidEnd)
        }
        shown.present(in: window, beside: pill.convert(pill.bounds, to: window))
        sendActions(for: .editingDidBegin)
    }
}
