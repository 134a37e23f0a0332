// QuartzCore brings CoreGraphics (and through it Foundation), as on Apple platforms.
@_exported import CoreGraphics
