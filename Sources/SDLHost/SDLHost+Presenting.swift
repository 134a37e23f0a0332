import CSDL2
import Foundation
import UIKit

/// Presenting frames: the compositor's pixels uploaded to a texture and
/// copied, letterboxed, into the window; reading the window back.
extension SDLHost {
    /// A texture of the compositor's frame buffer size, `width` × `height`
    /// pixels, holding no frame yet.
    func makeTexture(width: Int, height: Int) {
        if let texture { SDL_DestroyTexture(texture) }
        texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                    Int32(width), Int32(height))
        textureSize = (width, height)
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        hasFrame = false
    }

    func updateGeometry() {
        var windowWidth: Int32 = 0, windowHeight: Int32 = 0
        var outputWidth: Int32 = 0, outputHeight: Int32 = 0
        SDL_GetWindowSize(sdlWindow, &windowWidth, &windowHeight)
        SDL_GetRendererOutputSize(renderer, &outputWidth, &outputHeight)
        geometry = WindowGeometry(screenSize: screenSize,
                                  windowSize: CGSize(width: Int(windowWidth), height: Int(windowHeight)),
                                  drawableSize: CGSize(width: Int(outputWidth), height: Int(outputHeight)))
        // A minimized window's empty frame keeps the scale it had.
        if let scale = geometry.backingScale(deviceScale: device.scale) { windowScale = scale }
    }

    /// Clears the drawable and copies the last frame into its place
    /// (letterboxed), with its damage tinted when `showsDamage`.
    func drawFrame() {
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
        SDL_RenderClear(renderer)
        guard hasFrame else { return }
        let frame = geometry.frameRect
        var destination = SDL_Rect(x: Int32(frame.minX), y: Int32(frame.minY),
                                   w: Int32(frame.width), h: Int32(frame.height))
        SDL_RenderCopy(renderer, texture, nil, &destination)
        drawDamageTint()
    }

    /// Shows the last frame again (the window was exposed or resized).
    func redraw() {
        drawFrame()
        SDL_RenderPresent(renderer)
    }

    /// What the window shows now, read back from the renderer
    /// (`SDL_RenderReadPixels`), one image pixel per drawable pixel — the
    /// damage tint included while `showsDamage` shows one.
    public func readWindowPixels() -> CGImage {
        drawFrame()
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        let bytesPerRow = Int(width) * 4
        var pixels = [UInt8](repeating: 0, count: bytesPerRow * Int(height))
        return pixels.withUnsafeMutableBytes { buffer in
            let status = SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.baseAddress,
                                              Int32(bytesPerRow))
            precondition(status == 0, "SDL_RenderReadPixels failed: \(String(cString: SDL_GetError()))")
            return CGImage.copying(argb32Pixels: buffer.baseAddress!, width: Int(width), height: Int(height),
                                   bytesPerRow: bytesPerRow)
        }
    }

    /// Where the frame goes in the window's drawable, in drawable pixels
    /// (letterboxed: as large as fits, centered).
    package var frameRect: CGRect { geometry.frameRect }

    /// The window's size in window units and its drawable's size in pixels.
    public var windowSize: (window: CGSize, drawable: CGSize) {
        (geometry.windowSize, geometry.drawableSize)
    }

    /// The window position (window units) over screen point `point`: where a
    /// click must land to touch `point`.
    public func windowPosition(forScreenPoint point: CGPoint) -> CGPoint {
        geometry.windowPosition(forScreenPoint: point)
    }

    /// SDL's id of the desktop window, for events pushed with `SDL_PushEvent`.
    public var windowID: UInt32 { SDL_GetWindowID(sdlWindow) }
}
