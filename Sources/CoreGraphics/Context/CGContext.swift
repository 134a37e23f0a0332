import CCairo

/// A bitmap drawing context over a Cairo image surface.
///
/// As in CoreGraphics, a bitmap context's user space starts with its origin at the
/// bottom-left and y pointing up, one unit per pixel; `ctm` reports transforms
/// relative to that space. UIKit flips it for its own drawing.
///
/// Bitmap contexts have 8 bits per component in an RGB or gray space: over
/// memory of their own (`data` nil; read the pixels with `makeImage()`), or
/// over the caller's buffer in premultiplied or alpha-skipping 32-bit RGB
/// layouts or 8-bit gray (CGContext+CallerBuffer.swift). Other layouts
/// (non-premultiplied alpha, 16-bit or float components) return nil.
public final class CGContext {
    /// The Cairo context; user space here is Cairo's user space.
    package let cairo: OpaquePointer
    package let surface: OpaquePointer

    public let width: Int
    public let height: Int

    struct GraphicsState {
        var fillColor = CGColor.black
        var strokeColor = CGColor.black
        var alpha: CGFloat = 1
        var blendMode = CGBlendMode.normal
        var interpolationQuality = CGInterpolationQuality.default
        /// The user → pixel transform when it collapses space (scale 0, NaN):
        /// Cairo cannot take such a matrix, and Core Graphics draws nothing
        /// through it until the state is restored.
        var collapsedTransform: CGAffineTransform?
        /// The shadow every drawing operation casts; nil for none (CGContext+Shadow.swift).
        var shadow: ShadowState?
    }

    var state = GraphicsState()
    var savedStates: [GraphicsState] = []
    var transparencyLayerDepth = 0
    /// True while an operation draws into the group that will cast its shadow.
    var isPaintingShadowedOperation = false
    /// Pixels per unit of the base space in which shadow offsets and blurs are given:
    /// 1 (pixels) unless the creator of a scaled context (UIKit's @2x/@3x bitmaps) sets
    /// its scale, so that shadows keep their size in points there.
    package var shadowBaseScale: CGFloat = 1
    /// The caller's memory when it is not in Cairo's layout: drawing is copied
    /// into it after each operation (CGContext+CallerBuffer.swift).
    var callerBuffer: CallerBuffer?

    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        guard bitsPerComponent == 8, width > 0, height > 0,
              space.model == .rgb || space.model == .monochrome,
              bytesPerRow == 0 || bytesPerRow >= width * (space.model == .rgb ? 4 : 1) else { return nil }
        guard let data else {
            self.init(pixelWidth: width, pixelHeight: height)
            return
        }
        guard let layout = CallerBuffer.Layout(model: space.model, bitmapInfo: bitmapInfo) else { return nil }
        let rowBytes = bytesPerRow == 0 ? width * layout.bytesPerPixel : bytesPerRow
        let native = CallerBuffer.Layout.cairoNative
        if !layout.isGray, rowBytes % 4 == 0, (layout.red, layout.green, layout.blue) == (native.red, native.green, native.blue),
           layout.alpha ?? layout.skippedAlpha == native.alpha {
            // Cairo's own layout: draw straight into the caller's memory.
            self.init(pixelWidth: width, pixelHeight: height,
                      surface: cairo_image_surface_create_for_data(
                        data.assumingMemoryBound(to: UInt8.self), layout.alpha == nil ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32,
                        Int32(width), Int32(height), Int32(rowBytes)))
            return
        }
        self.init(pixelWidth: width, pixelHeight: height)
        callerBuffer = CallerBuffer(data: data, bytesPerRow: rowBytes, layout: layout)
        loadCallerBuffer()
    }

    /// A transparent context of the given pixel size with the y-up base space.
    package convenience init(pixelWidth: Int, pixelHeight: Int) {
        self.init(pixelWidth: pixelWidth, pixelHeight: pixelHeight,
                  surface: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)))
    }

    /// A context drawing on `surface` (which it takes ownership of), with the y-up base space.
    private init(pixelWidth: Int, pixelHeight: Int, surface: OpaquePointer) {
        width = pixelWidth
        height = pixelHeight
        self.surface = surface
        cairo = cairo_create(surface)!
        var base = CGContext.cairoMatrix(flip)
        cairo_set_matrix(cairo, &base)
    }

    deinit {
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }

    public var bytesPerRow: Int { Int(cairo_image_surface_get_stride(surface)) }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var colorSpace: CGColorSpace? { .sRGBSpace }
    public var alphaInfo: CGImageAlphaInfo { .premultipliedFirst }

    /// Maps CoreGraphics' y-up device space to Cairo's y-down pixels (its own inverse).
    var flip: CGAffineTransform { CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)) }

    /// An image of the current pixels; later drawing does not change it.
    public func makeImage() -> CGImage? {
        CGImage(adoptingSurface: CGImage.copy(of: surface, x: 0, y: 0, width: width, height: height))
    }

    // MARK: Graphics state

    /// Pushes the whole graphics state: CTM, clip, colors, alpha, line settings,
    /// blend mode, interpolation quality, shadow.
    public func saveGState() {
        savedStates.append(state)
        cairo_save(cairo)
    }

    /// Pops the state; an unbalanced restore is ignored, as CoreGraphics does.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        state = saved
        cairo_restore(cairo)
    }

    // MARK: Current transformation matrix

    /// The transform from user space to the context's y-up device space.
    public var ctm: CGAffineTransform {
        userSpaceToDeviceSpaceTransform.concatenating(flip)
    }

    /// The transform from user space to Cairo's pixel grid (y down): Kumiki addition.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform {
        if let collapsed = state.collapsedTransform { return collapsed }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        return CGContext.affine(matrix)
    }

    public func translateBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(translationX: x, y: y))
    }

    public func scaleBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(scaleX: x, y: y))
    }

    /// - Parameter angle: radians.
    public func rotate(by angle: CGFloat) {
        concatenate(CGAffineTransform(rotationAngle: angle))
    }

    /// Applies `transform` in user space, before the current CTM. A product that
    /// collapses space (a zero scale, NaN, infinity) is kept aside instead of
    /// reaching Cairo, and nothing draws until `restoreGState()`, as in Core
    /// Graphics.
    public func concatenate(_ transform: CGAffineTransform) {
        let product = transform.concatenating(userSpaceToDeviceSpaceTransform)
        if state.collapsedTransform != nil || !CGContext.canDraw(through: product) {
            state.collapsedTransform = product
            return
        }
        var matrix = CGContext.cairoMatrix(product)
        cairo_set_matrix(cairo, &matrix)
    }

    /// Whether drawing reaches the pixels: false while the CTM collapses space.
    /// Kumiki addition, for code that draws with Cairo directly (text).
    package var isDrawable: Bool { state.collapsedTransform == nil }

    /// Device pixels per unit below which a transform counts as collapsed.
    /// Cairo's image backend (pixman) maps patterns through 16.16 fixed-point
    /// matrices, so the inverse of a scale under 1/32768 overflows and puts the
    /// surface into an error state; 1/16384 keeps a margin, and anything that
    /// thin covers less than a ten-thousandth of a pixel anyway.
    package static let smallestDrawableScale: CGFloat = 1.0 / 16384

    /// Whether Cairo can draw through `transform` (user space → pixels).
    package static func canDraw(through transform: CGAffineTransform) -> Bool {
        transform.isFiniteAndInvertible && transform.smallestScale >= smallestDrawableScale
    }

    package static func affine(_ m: cairo_matrix_t) -> CGAffineTransform {
        CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }

    package static func cairoMatrix(_ t: CGAffineTransform) -> cairo_matrix_t {
        cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
    }

    // MARK: Colors, alpha and compositing

    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }

    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(gray: gray, alpha: alpha)
    }

    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(gray: gray, alpha: alpha)
    }

    /// A global alpha (0…1, clamped) multiplied into everything drawn afterwards.
    public func setAlpha(_ alpha: CGFloat) {
        state.alpha = min(1, max(0, alpha))
    }

    public func setBlendMode(_ mode: CGBlendMode) {
        state.blendMode = mode
    }

    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    public func setShouldAntialias(_ shouldAntialias: Bool) {
        cairo_set_antialias(cairo, shouldAntialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    /// Starts a transparency layer: later drawing goes to an offscreen group that
    /// `endTransparencyLayer()` composites with the global alpha and blend mode, and
    /// with the shadow: drawing inside the layer casts none, the layer casts one.
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
        saveGState()
        cairo_push_group(cairo)
        transparencyLayerDepth += 1
        state.alpha = 1
        state.blendMode = .normal
        state.shadow = nil
    }

    public func endTransparencyLayer() {
        guard transparencyLayerDepth > 0 else { return }
        transparencyLayerDepth -= 1
        // Hold the group as a pattern: restoring the state also restores Cairo's source,
        // so installing the group as the source before `restoreGState()` would lose it.
        let group = cairo_pop_group(cairo)
        restoreGState()
        paintingShadow {
            cairo_save(cairo)
            cairo_set_source(cairo, group)
            cairo_set_operator(cairo, CGContext.cairoOperator(state.blendMode))
            cairo_paint_with_alpha(cairo, state.alpha)
            cairo_restore(cairo)
        }
        cairo_pattern_destroy(group)
    }

    /// Sets Cairo's source to `color` with the global alpha, and its operator to the blend mode.
    func prepareSource(_ color: CGColor) {
        color.setAsSource(on: cairo, alpha: Double(state.alpha))
        cairo_set_operator(cairo, CGContext.cairoOperator(state.blendMode))
    }

    package static func cairoOperator(_ mode: CGBlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }
}
