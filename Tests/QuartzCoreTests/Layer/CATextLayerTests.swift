import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing
import UIKitTesting

/// `CATextLayer`: a string drawn from the top of the layer's bounds, aligned,
/// wrapped and truncated, at the layer's contents scale.
@MainActor
@Suite struct CATextLayerTests {
    /// A black-text layer over white, 100 × 100 points unless told otherwise.
    func textLayer(_ string: String, frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100),
                   size: CGFloat = 20) -> CATextLayer {
        let layer = CATextLayer()
        layer.frame = frame
        layer.string = string
        layer.fontSize = size
        layer.foregroundColor = CGColor(gray: 0, alpha: 1)
        return layer
    }

    /// The box of pixels darker than light gray (the ink), or nil for none.
    func ink(_ image: CGImage) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0 ..< image.height {
            for x in 0 ..< image.width where image.pixel(atX: x, y: y).green < 160 {
                box = (min(box?.minX ?? x, x), min(box?.minY ?? y, y), max(box?.maxX ?? x, x), max(box?.maxY ?? y, y))
            }
        }
        return box
    }

    @Test func theDefaultsAreCoreAnimations() {
        let layer = CATextLayer()
        #expect(layer.string == nil)
        #expect(layer.font == nil)
        #expect(layer.fontSize == 36)
        #expect(layer.foregroundColor == CGColor(gray: 1, alpha: 1))
        #expect(!layer.isWrapped)
        #expect(layer.truncationMode == .none)
        #expect(layer.alignmentMode == .natural)
    }

    @Test func textIsDrawnFromTheTopLeft() throws {
        let box = try #require(ink(renderOverWhite(textLayer("Hello"))))
        #expect(box.minX < 6)
        #expect(box.minY >= 2 && box.minY < 12)
        // One 20-point line: the ink ends within the first 26 points.
        #expect(box.maxY < 26)
        #expect(box.maxX > 30 && box.maxX < 90)
    }

    @Test func alignmentMovesTheLine() throws {
        let left = try #require(ink(renderOverWhite(textLayer("Hi"))))
        let right = textLayer("Hi")
        right.alignmentMode = .right
        let rightBox = try #require(ink(renderOverWhite(right)))
        #expect(rightBox.maxX >= 95)
        let center = textLayer("Hi")
        center.alignmentMode = .center
        let centerBox = try #require(ink(renderOverWhite(center)))
        #expect(abs((centerBox.minX + centerBox.maxX) / 2 - 50) <= 2)
        #expect(rightBox.maxX - rightBox.minX == left.maxX - left.minX)
    }

    @Test func wrappingBreaksLinesAtTheWidth() throws {
        let text = "one two three four five six seven eight nine ten"
        let single = try #require(ink(renderOverWhite(textLayer(text, size: 12))))
        let wrappedLayer = textLayer(text, size: 12)
        wrappedLayer.isWrapped = true
        let wrapped = try #require(ink(renderOverWhite(wrappedLayer)))
        // Unwrapped, one line running past the right edge; wrapped, four lines.
        #expect(single.maxY < 16 && single.maxX >= 98)
        #expect(wrapped.maxY > 40)
    }

    @Test func anUnwrappedRightAlignedLineOverflowsOnTheLeft() throws {
        let layer = textLayer("A line far too long for a hundred points")
        layer.alignmentMode = .right
        let box = try #require(ink(renderOverWhite(layer)))
        // Its end at the right edge, its start cut off on the left.
        #expect(box.minX <= 1 && box.maxX >= 95)
    }

    @Test func truncationEndsTheLineWithAnEllipsisInsideTheBounds() throws {
        let text = "A line far too long for a hundred points"
        let clipped = try #require(ink(renderOverWhite(textLayer(text))))
        let truncatedLayer = textLayer(text)
        truncatedLayer.truncationMode = .end
        let truncated = try #require(ink(renderOverWhite(truncatedLayer)))
        #expect(clipped.maxX >= 98)
        #expect(truncated.maxX < 98)
        #expect(truncated.maxY < 26)
    }

    @Test func aNamedFontDrawsInThatFace() throws {
        let regular = textLayer("Bold?")
        regular.font = "DejaVu Sans" as NSString
        let bold = textLayer("Bold?")
        bold.font = "DejaVu Sans-Bold"
        let regularBox = try #require(ink(renderOverWhite(regular)))
        let boldBox = try #require(ink(renderOverWhite(bold)))
        // The bold face is wider.
        #expect(boldBox.maxX > regularBox.maxX)
    }

    @Test func theTextIsAsSharpAsTheContentsScale() {
        func softPixels(_ image: CGImage) -> Int {
            var count = 0
            for y in 0 ..< image.height {
                for x in 0 ..< image.width {
                    let green = image.pixel(atX: x, y: y).green
                    if green > 30 && green < 225 { count += 1 }
                }
            }
            return count
        }
        let soft = textLayer("Sharp")
        let sharp = textLayer("Sharp")
        sharp.contentsScale = 3
        // At 3×, the 1× bitmap is stretched: many more half-tone pixels.
        #expect(softPixels(renderOverWhite(soft, scale: 3)) > softPixels(renderOverWhite(sharp, scale: 3)) * 3 / 2)
    }

    @Test func fontSizeAndColorAnimate() {
        withAnimationTimeline { timeline in
            let layer = textLayer("Grow")
            let grow = CABasicAnimation(keyPath: "fontSize")
            grow.fromValue = CGFloat(10)
            grow.toValue = CGFloat(30)
            grow.duration = 1
            layer.add(grow, forKey: "grow")
            timeline.tick(at: 0)
            timeline.seek(to: 0.5)
            #expect((layer.presentation() as? CATextLayer)?.fontSize == 20)
            renderOnce(layer)
            layer.foregroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            #expect(layer.animation(forKey: "foregroundColor") != nil)
            layer.string = "Other"
            #expect(layer.animation(forKey: "string") == nil)
        }
    }

    @Test func textLayersLookRight() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        withoutActions {
            let title = textLayer("Title", frame: CGRect(x: 5, y: 5, width: 90, height: 24), size: 18)
            title.contentsScale = 2
            title.alignmentMode = .center
            let body = textLayer("Wrapped body text in a text layer", frame: CGRect(x: 5, y: 30, width: 90, height: 40),
                                 size: 11)
            body.contentsScale = 2
            body.isWrapped = true
            body.foregroundColor = CGColor(red: 0.2, green: 0.3, blue: 0.8, alpha: 1)
            let tail = textLayer("Truncated at the end of it", frame: CGRect(x: 5, y: 75, width: 90, height: 20), size: 12)
            tail.contentsScale = 2
            tail.truncationMode = .end
            for layer in [title, body, tail] { root.addSublayer(layer) }
        }
        assertSnapshot(of: renderOverWhite(root, scale: 2), named: "textLayers")
    }
}
