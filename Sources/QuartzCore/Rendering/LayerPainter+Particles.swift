import CCairo
import CoreGraphics

/// An emitter layer's particles: each cell's image, centered on the particle,
/// turned, scaled, its colors multiplied by the particle's color, in the
/// layer's render order.
extension LayerPainter {
    func paintParticles(_ emitter: EmitterLayerProperties, of layer: CAEmitterLayer, alpha: Double) {
        guard let cells = emitter.cells, !cells.isEmpty, alpha > 0 else { return }
        let start = onCallingThread { [time] in layer.startEmitting(at: time) }
        var particles = ParticleField(emitter: emitter, start: start).particles(at: time)
        switch emitter.renderMode {
        case .oldestFirst, .backToFront: particles.sort { $0.birth < $1.birth }
        case .oldestLast: particles.sort { $0.birth > $1.birth }
        default: break
        }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        if emitter.renderMode == .additive { cairo_set_operator(cairo, CAIRO_OPERATOR_ADD) }
        for particle in particles {
            let cell = cells[particle.cell]
            guard let image = cell.contents as? CGImage else { continue }
            paint(particle, image: image, cell: cell, alpha: alpha)
        }
    }

    private func paint(_ particle: ParticleField.Particle, image: CGImage, cell: CAEmitterCell, alpha: Double) {
        let unit = cell.contentsRect
        let source = CGRect(x: unit.minX * CGFloat(image.width), y: unit.minY * CGFloat(image.height),
                            width: unit.width * CGFloat(image.width), height: unit.height * CGFloat(image.height))
        let pixelsPerPoint = cell.contentsScale > 0 ? cell.contentsScale : 1
        let size = CGSize(width: source.width / pixelsPerPoint * particle.scale,
                          height: source.height / pixelsPerPoint * particle.scale)
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite,
              particle.position.x.isFinite, particle.position.y.isFinite else { return }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_translate(cairo, particle.position.x, particle.position.y)
        cairo_rotate(cairo, particle.rotation)
        let frame = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, frame.minX, frame.minY, frame.width, frame.height)
        cairo_clip(cairo)
        let color = particle.color
        let tinted = color.red < 1 || color.green < 1 || color.blue < 1
        // A tint multiplies the image's colors: drawn in a group, multiplied by
        // the color, then cut back to the image's own alpha.
        if tinted { cairo_push_group(cairo) }
        cairo_save(cairo)
        cairo_translate(cairo, frame.minX, frame.minY)
        cairo_scale(cairo, frame.width / source.width, frame.height / source.height)
        cairo_translate(cairo, -source.minX, -source.minY)
        cairo_set_source_surface(cairo, image.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
        if tinted {
            cairo_paint(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_MULTIPLY)
            cairo_set_source_rgb(cairo, color.red, color.green, color.blue)
            cairo_paint(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_DEST_IN)
            cairo_set_source_surface(cairo, image.surface, 0, 0)
            cairo_paint(cairo)
            cairo_restore(cairo)
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, color.alpha * alpha)
        } else {
            cairo_paint_with_alpha(cairo, color.alpha * alpha)
            cairo_restore(cairo)
        }
    }
}
