import CCairo
import CoreGraphics
import Foundation

/// A gradient layer's gradient, filling its bounds (rounded by
/// `cornerRadius`, like the background) over the background color.
/// Colors beyond the first and last stops extend to the edges.
extension LayerPainter {
    /// How many wedges approximate a conic gradient: 1/128 turn each, far
    /// below a visible step in hue between neighbors.
    static let conicWedges = 128

    func paintGradient(_ gradient: GradientLayerProperties, in bounds: CGRect, outline: CGPath?, alpha: Double) {
        let stops = gradient.stops
        guard !stops.isEmpty, bounds.width > 0, bounds.height > 0 else { return }
        func unit(_ p: CGPoint) -> CGPoint {
            CGPoint(x: bounds.minX + p.x * bounds.width, y: bounds.minY + p.y * bounds.height)
        }
        let start = unit(gradient.startPoint)
        let end = unit(gradient.endPoint)
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_new_path(cairo)
        (outline ?? CGPath(rect: bounds, transform: nil)).append(to: cairo)
        cairo_clip(cairo)
        if gradient.type == .conic {
            paintConic(stops: stops, center: start, toward: end, bounds: bounds, alpha: alpha)
            return
        }
        let pattern: OpaquePointer
        if gradient.type == .radial {
            // A unit circle at the start point, stretched to the end point's distances.
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
            let rx = max(abs(end.x - start.x), 1e-6)
            let ry = max(abs(end.y - start.y), 1e-6)
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, 1 / rx, 1 / ry)
            cairo_matrix_translate(&matrix, -start.x, -start.y)
            cairo_pattern_set_matrix(pattern, &matrix)
        } else {
            pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
        }
        defer { cairo_pattern_destroy(pattern) }
        for stop in stops {
            let c = stop.color.sRGBComponents
            cairo_pattern_add_color_stop_rgba(pattern, min(1, max(0, stop.location)), Self.clamp(c.red),
                                              Self.clamp(c.green), Self.clamp(c.blue), Self.clamp(c.alpha) * alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cairo, pattern)
        cairo_paint(cairo)
    }

    private static func clamp(_ v: CGFloat) -> Double { Double(min(1, max(0, v))) }

    /// The color at `location` between the stops (the ends extend).
    static func color(at location: Double, in stops: [(location: Double, color: CGColor)]) -> [Double] {
        func channels(_ color: CGColor) -> [Double] {
            let c = color.sRGBComponents
            return [clamp(c.red), clamp(c.green), clamp(c.blue), clamp(c.alpha)]
        }
        guard let first = stops.first, let last = stops.last else { return [0, 0, 0, 0] }
        if location <= first.location { return channels(first.color) }
        if location >= last.location { return channels(last.color) }
        for (lower, upper) in zip(stops, stops.dropFirst()) where location <= upper.location {
            let span = upper.location - lower.location
            let t = span > 0 ? (location - lower.location) / span : 1
            return zip(channels(lower.color), channels(upper.color)).map { $0 + ($1 - $0) * t }
        }
        return channels(last.color)
    }

    /// Around `center`, a full turn starting toward `toward` and going
    /// clockwise on screen, as wedges of a mesh whose corners take the
    /// colors at their angles.
    private func paintConic(stops: [(location: Double, color: CGColor)], center: CGPoint, toward: CGPoint,
                            bounds: CGRect, alpha: Double) {
        let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                       CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
        let reach = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max()! * 1.5 + 1
        let startAngle = toward == center ? 0 : atan2(toward.y - center.y, toward.x - center.x)
        guard let mesh = cairo_pattern_create_mesh() else { return }
        defer { cairo_pattern_destroy(mesh) }
        let wedges = Self.conicWedges
        for index in 0..<wedges {
            let f0 = Double(index) / Double(wedges)
            let f1 = Double(index + 1) / Double(wedges)
            let a0 = startAngle + CGFloat(f0) * 2 * .pi
            let a1 = startAngle + CGFloat(f1) * 2 * .pi
            let c0 = Self.color(at: f0, in: stops)
            let c1 = Self.color(at: f1, in: stops)
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, center.x, center.y)
            cairo_mesh_pattern_line_to(mesh, center.x + reach * cos(a0), center.y + reach * sin(a0))
            cairo_mesh_pattern_line_to(mesh, center.x + reach * cos(a1), center.y + reach * sin(a1))
            cairo_mesh_pattern_line_to(mesh, center.x, center.y)
            for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), c[0], c[1], c[2], c[3] * alpha)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        cairo_set_source(cairo, mesh)
        cairo_paint(cairo)
    }
}
