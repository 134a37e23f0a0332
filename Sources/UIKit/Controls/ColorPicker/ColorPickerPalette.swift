import Foundation

/// The colors of the picker's Grid page: 12 columns by 10 rows, Kumiki's own
/// derivation of the look of iOS's grid (Apple publishes no table).
///
/// - Row 0 is a gray ramp from white (column 0) to black (column 11), in
///   equal steps of 1/11.
/// - Rows 1…9 give each column one hue, in this order (degrees): 196 (sky),
///   214 (blue), 250 (indigo), 276 (violet), 318 (magenta), 356 (red),
///   12 (vermilion), 28 (orange), 40 (amber), 50 (yellow), 60 (lemon),
///   84 (yellow-green) — iOS's columns run from cyan-blue round to green
///   the same way.
/// - Down the rows the shades go from deep to pale, as iOS's do: rows 1…5
///   are fully saturated with brightness 0.35, 0.5125, 0.675, 0.8375 and 1
///   (row 5 is the pure hue); rows 6…9 keep brightness 1 and drop the
///   saturation to 0.8, 0.6, 0.4 and 0.2.
enum ColorPickerPalette {
    static let columns = 12
    static let rows = 10
    static let hueDegrees: [CGFloat] = [196, 214, 250, 276, 318, 356, 12, 28, 40, 50, 60, 84]

    /// The color at `row` (0…9), `column` (0…11), opaque.
    static func components(row: Int, column: Int) -> ColorPickerComponents {
        if row == 0 {
            let white = 1 - CGFloat(column) / CGFloat(columns - 1)
            return ColorPickerComponents(red: white, green: white, blue: white, alpha: 1)
        }
        let hue = hueDegrees[column] / 360
        let step = row - 1
        if step <= 4 {
            return ColorPickerComponents(hue: hue, saturation: 1, brightness: 0.35 + 0.65 * CGFloat(step) / 4)
        }
        return ColorPickerComponents(hue: hue, saturation: 1 - 0.2 * CGFloat(step - 4), brightness: 1)
    }

    /// The cell showing `color` (to 8-bit precision), if any.
    static func cell(matching color: ColorPickerComponents) -> (row: Int, column: Int)? {
        for row in 0..<rows {
            for column in 0..<columns where components(row: row, column: column).sameChannels(as: color) {
                return (row, column)
            }
        }
        return nil
    }
}
