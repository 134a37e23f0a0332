// Apple's CoreGraphics module brings Foundation's geometry types with it; on Linux
// those types (CGFloat, CGPoint, CGSize, CGRect) live in Foundation, so re-exporting
// Foundation keeps `import CoreGraphics` sufficient, as on Apple platforms.
@_exported import Foundation
