import CSDL2
import Foundation
import UIKit

/// `showsDamage`: the rectangles the compositor drew again for the frame on
/// screen, tinted over it.
extension SDLHost {
    /// The tint: magenta at 40 % over the frame. Magenta, because app content
    /// rarely is; 40 %, so that what was drawn stays readable under it.
    static let damageTint = (red: UInt8(255), green: UInt8(0), blue: UInt8(255), alpha: UInt8(102))

    /// Fills `tintedDamage`, mapped from frame-buffer pixels to the frame's
    /// place in the drawable, with the translucent tint (after the frame is
    /// copied; before presenting or reading back).
    func drawDamageTint() {
        guard !tintedDamage.isEmpty, textureSize.width > 0, textureSize.height > 0 else { return }
        let bufferSize = CGSize(width: textureSize.width, height: textureSize.height)
        var rects = tintedDamage.map { piece -> SDL_Rect in
            let rect = geometry.drawableRect(forBufferRect: CGRect(x: piece.x, y: piece.y, width: piece.width,
                                                                   height: piece.height),
                                             bufferSize: bufferSize)
            return SDL_Rect(x: Int32(rect.minX), y: Int32(rect.minY), w: Int32(rect.width), h: Int32(rect.height))
        }
        let tint = Self.damageTint
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, tint.red, tint.green, tint.blue, tint.alpha)
        SDL_RenderFillRects(renderer, &rects, Int32(rects.count))
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
    }

    /// Shows the frame without its tint when one is shown (a turn presented
    /// nothing new, or `showsDamage` went off): like Xcode's flashing, a tint
    /// lasts one frame.
    func clearDamageTint() {
        guard !tintedDamage.isEmpty else { return }
        tintedDamage = []
        redraw()
    }
}
