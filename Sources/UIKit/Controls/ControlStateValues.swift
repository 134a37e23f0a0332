/// Values kept per control state, the way UIKit's per-state setters keep
/// them (`setTitle(_:for:)`, `setThumbImage(_:for:)`, …): a state without a
/// value of its own shows the `.normal` one.
struct ControlStateValues<Value> {
    private var values: [UIControl.State.RawValue: Value] = [:]

    /// The value for `state`, else the `.normal` one; setting nil removes
    /// `state`'s own value.
    subscript(state: UIControl.State) -> Value? {
        get { values[state.rawValue] ?? values[UIControl.State.normal.rawValue] }
        set { values[state.rawValue] = newValue }
    }
}
