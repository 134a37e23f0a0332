import Foundation
import Testing
import UIKit
import UIKitTesting

// Helpers shared by the UIKitTesting tests.

/// One touch as a `SampleRecordingView` heard about it.
struct RecordedSample {
    /// "began", "moved", "ended" or "cancelled".
    let method: String
    /// Window coordinates.
    let location: CGPoint
    let timestamp: TimeInterval
    /// How many touches came in the same call.
    let touchesInCall: Int
}

/// A view that records every touch it receives, one entry per touch per call.
@MainActor
final class SampleRecordingView: UIView {
    private(set) var samples: [RecordedSample] = []

    var methods: [String] { samples.map(\.method) }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record("cancelled", touches) }

    private func record(_ method: String, _ touches: Set<UITouch>) {
        for touch in touches.sorted(by: { $0.location(in: nil).x < $1.location(in: nil).x }) {
            samples.append(RecordedSample(method: method, location: touch.location(in: nil),
                                          timestamp: touch.timestamp, touchesInCall: touches.count))
        }
    }
}

/// A host showing a plain controller whose view holds `views` (window coordinates).
@MainActor
func makeTestHost(_ device: UITestDevice = .iPhone15Pro, showing views: [UIView] = []) -> UITestHost {
    let host = UITestHost(device: device)
    let controller = UIViewController()
    for view in views { controller.view.addSubview(view) }
    host.rootViewController = controller
    return host
}

/// An image of `width`×`height` pixels filled with `color`.
@MainActor
func solidImage(width: Int, height: Int, color: UIColor) -> CGImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { context in
        color.setFill()
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
    }.cgImage!
}

/// A fresh folder under the system's temporary directory, removed by `remove()`.
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("kumiki-snapshot-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

