// UIKit brings QuartzCore, CoreGraphics and Foundation, as on Apple platforms.
@_exported import QuartzCore
