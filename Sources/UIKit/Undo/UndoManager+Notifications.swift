import Foundation

// Foundation's undo notification names, which swift-corelibs-foundation does
// not declare. Each has the undo manager as its object; the raw values are
// Foundation's.
extension NSNotification.Name {
    /// Posted when a group opens or closes (except a top-level group opened
    /// while grouping by event), before undoing and redoing, and when
    /// `canRedo` is read: observers that defer registering their changes
    /// register them now, so that they land in the right group.
    public static let NSUndoManagerCheckpoint = NSNotification.Name("NSUndoManagerCheckpointNotification")
    /// Posted before `undo()`/`undoNestedGroup()` performs a group.
    public static let NSUndoManagerWillUndoChange = NSNotification.Name("NSUndoManagerWillUndoChangeNotification")
    /// Posted after `undo()`/`undoNestedGroup()` performed a group.
    public static let NSUndoManagerDidUndoChange = NSNotification.Name("NSUndoManagerDidUndoChangeNotification")
    /// Posted before `redo()` performs a group.
    public static let NSUndoManagerWillRedoChange = NSNotification.Name("NSUndoManagerWillRedoChangeNotification")
    /// Posted after `redo()` performed a group.
    public static let NSUndoManagerDidRedoChange = NSNotification.Name("NSUndoManagerDidRedoChangeNotification")
    /// Posted when a group opens, except while undoing or redoing.
    public static let NSUndoManagerDidOpenUndoGroup = NSNotification.Name("NSUndoManagerDidOpenUndoGroupNotification")
    /// Posted before a group closes, except while undoing or redoing.
    public static let NSUndoManagerWillCloseUndoGroup = NSNotification.Name("NSUndoManagerWillCloseUndoGroupNotification")
    /// Posted after a group closed, except while undoing or redoing.
    public static let NSUndoManagerDidCloseUndoGroup = NSNotification.Name("NSUndoManagerDidCloseUndoGroupNotification")
}

/// The `userInfo` key (value `true`) of `NSUndoManagerDidCloseUndoGroup`,
/// `NSUndoManagerDidUndoChange` and `NSUndoManagerDidRedoChange` for a group
/// marked with `setActionIsDiscardable(true)`; absent otherwise.
public let NSUndoManagerGroupIsDiscardableKey = "NSUndoManagerGroupIsDiscardableKey"
