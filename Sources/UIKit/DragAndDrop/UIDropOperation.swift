/// What a drop does with the dragged items. Raw values match UIKit.
///
/// Only `.copy` and `.move` drop: a proposal of `.cancel` or `.forbidden`
/// ends the drag without `performDrop` (`.forbidden` also tells the person
/// that the target refuses). `.move` is honored only within the app that
/// started the drag and only when the drag session allows moving
/// (`allowsMoveOperation`); otherwise it acts as `.cancel`.
public enum UIDropOperation: UInt, Sendable {
    case cancel = 0
    case forbidden = 1
    case copy = 2
    case move = 3
}
