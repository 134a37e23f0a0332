import CoreGraphics
import Foundation
import UIKit

/// What a snapshot of a `Value` is and how it is kept: an image compared pixel
/// by pixel with a PNG reference, or text compared line by line with a `.txt`
/// reference. Strategies are values, picked at the assertion:
///
/// ```swift
/// assertSnapshot(of: host, as: .image, named: "expanded")
/// assertSnapshot(of: host, as: .hierarchy, named: "expanded-views")
/// assertSnapshot(of: card.layer, as: .layerTree, named: "card-layers")
/// ```
public struct Snapshotting<Value> {
    /// What one snapshot holds.
    public enum Content {
        case image(CGImage)
        case text(String)
    }

    /// The reference file's extension: "png" or "txt".
    public let pathExtension: String
    /// Takes the snapshot.
    public let take: @MainActor (Value) -> Content

    public init(pathExtension: String, take: @escaping @MainActor (Value) -> Content) {
        self.pathExtension = pathExtension
        self.take = take
    }

    /// Any image snapshot.
    public static func image(_ render: @escaping @MainActor (Value) -> CGImage) -> Snapshotting {
        Snapshotting(pathExtension: "png") { .image(render($0)) }
    }

    /// Any text snapshot.
    public static func text(_ describe: @escaping @MainActor (Value) -> String) -> Snapshotting {
        Snapshotting(pathExtension: "txt") { .text(describe($0)) }
    }
}

extension Snapshotting where Value == CGImage {
    /// The image itself.
    public static var image: Snapshotting { .image { $0 } }
}

@MainActor
extension Snapshotting where Value == UITestHost {
    /// What the host's screen shows now (a turn runs first).
    public static var image: Snapshotting { .image { $0.snapshot() } }
    /// The visible windows' view trees (`hierarchyDescription()`).
    public static var hierarchy: Snapshotting { .text { $0.hierarchyDescription() } }
    /// The visible windows' layer trees (`layerTreeDescription(of:)`).
    public static var layerTree: Snapshotting {
        .text { host in
            host.application.windows.filter { !$0.isHidden }.map { layerTreeDescription(of: $0.layer) }
                .joined(separator: "\n")
        }
    }
}

@MainActor
extension Snapshotting where Value == UIView {
    /// The view drawn on its own at `scale`, its bounds' size.
    public static func image(scale: CGFloat = 3) -> Snapshotting {
        .image { view in
            view.layoutIfNeeded()
            return LayerCompositor.image(of: view.layer, size: view.bounds.size, scale: scale)
        }
    }

    /// The view's subtree, as `UITestHost.hierarchyDescription()` writes it.
    public static var hierarchy: Snapshotting { .text { UITestHost.describe($0) } }
    /// The view's layer tree.
    public static var layerTree: Snapshotting { .text { layerTreeDescription(of: $0.layer) } }
}

extension Snapshotting where Value == CALayer {
    /// The layer drawn on its own at `scale`, placed by its frame.
    public static func image(size: CGSize, scale: CGFloat = 3) -> Snapshotting {
        .image { LayerCompositor.image(of: $0, size: size, scale: scale) }
    }

    /// The layer's tree (`layerTreeDescription(of:)`).
    public static var layerTree: Snapshotting { .text { layerTreeDescription(of: $0) } }
}

/// A layer tree, one layer per line, indented by depth: the class, the frame,
/// and the properties that decide what it draws (opacity, hidden, colors as
/// hex, corner radius, border, masking, transforms, contents' pixel size,
/// animation keys). Free of pointers, so it can be compared across runs.
public func layerTreeDescription(of root: CALayer) -> String {
    var lines: [String] = []
    var pending: [(CALayer, Int)] = [(root, 0)]
    while let (layer, depth) = pending.popLast() {
        var parts = [String(describing: type(of: layer)), UITestHost.format(layer.frame)]
        if let name = layer.name { parts.append("name=\"\(name)\"") }
        if layer.isHidden { parts.append("hidden") }
        if layer.opacity < 1 { parts.append("opacity=\(UITestHost.format(CGFloat(layer.opacity)))") }
        if let color = layer.backgroundColor, color.alpha > 0 { parts.append("background=\(hex(color))") }
        if layer.cornerRadius > 0 { parts.append("cornerRadius=\(UITestHost.format(layer.cornerRadius))") }
        if layer.borderWidth > 0, let color = layer.borderColor {
            parts.append("border=\(UITestHost.format(layer.borderWidth)) \(hex(color))")
        }
        if layer.masksToBounds { parts.append("masksToBounds") }
        if !CATransform3DIsIdentity(layer.transform) { parts.append("transformed") }
        if !CATransform3DIsIdentity(layer.sublayerTransform) { parts.append("sublayerTransformed") }
        if let image = layer.contents as? CGImage { parts.append("contents=\(image.width)×\(image.height)") }
        if let keys = layer.animationKeys() { parts.append("animations=[\(keys.joined(separator: ", "))]") }
        lines.append(String(repeating: "  ", count: depth) + parts.joined(separator: " "))
        pending.append(contentsOf: (layer.sublayers ?? []).reversed().map { ($0, depth + 1) })
    }
    return lines.joined(separator: "\n")
}

/// `#RRGGBB` or `#RRGGBBAA` (sRGB, 8 bits a channel).
private func hex(_ color: CGColor) -> String {
    let c = color.sRGBComponents
    func byte(_ value: CGFloat) -> String { String(format: "%02X", Int((min(1, max(0, value)) * 255).rounded())) }
    return "#" + byte(c.red) + byte(c.green) + byte(c.blue) + (c.alpha < 1 ? byte(c.alpha) : "")
}
