import ShowcaseKit
import Testing
import UIKit
import UIKitTesting

/// A person looks at the layer classes screen — bubbles, sparks, blend modes
/// and a map — and drags the map, which draws only the tiles that come into view.
@MainActor
@Suite struct LayerClassesScenarioTests {
    let host = UITestHost(device: .iPhone15Pro)

    init() {
        host.rootViewController = ShowcaseCatalog.makeNavigableViewController(for: LayerClassesScreen.self)
        _ = host.runUntilIdle()
    }

    @Test func draggingTheMapScrollsItDrawingOnlyTheTilesThatComeIntoView() throws {
        let map = try #require(host.view(withAccessibilityIdentifier: LayerClassesScreen.Identifier.map)
                               as? LayerClassesScreen.MapView)
        // The test host composites when it is looked at: tiles are drawn then.
        _ = host.snapshot()
        let firstTiles = map.drawnTileCount
        // 256-pixel tiles at 3× are 85⅓ points: the map's window shows a few.
        #expect(firstTiles > 0 && firstTiles <= 25)
        let start = CGPoint(x: map.frame.midX, y: map.frame.midY)
        host.drag(from: start, to: CGPoint(x: start.x - 150, y: start.y - 60), duration: 0.3)
        _ = host.runUntilIdle()
        _ = host.snapshot()
        // The map moved with the finger (less the pan's starting slop).
        #expect(map.mapOrigin.x > 100 && map.mapOrigin.x <= 150)
        #expect(map.mapOrigin.y > 20 && map.mapOrigin.y <= 60)
        let afterDrag = map.drawnTileCount
        #expect(afterDrag > firstTiles)
        // Nothing moved since: no tile is drawn again.
        host.advance(by: 0.5)
        _ = host.snapshot()
        #expect(map.drawnTileCount == afterDrag)
    }

    @Test func theSparksKeepMovingWhileTheAppIsOtherwiseIdle() {
        let before = host.snapshot()
        host.advance(by: 0.25)
        let after = host.snapshot()
        // Somewhere in the sparks' card, pixels changed.
        let changed = (780 ..< 1_240).contains { y in
            stride(from: 60, to: 1_120, by: 4).contains { before.pixel(atX: $0, y: y) != after.pixel(atX: $0, y: y) }
        }
        #expect(changed)
    }

    @Test func theScreenLooksLikeIOS() {
        // The sparks start when first drawn; a second and a half later they fill the card.
        _ = host.snapshot()
        host.advance(by: 1.5)
        assertSnapshot(of: host, named: "layer-classes")
        host.userInterfaceStyle = .dark
        assertSnapshot(of: host, named: "layer-classes-dark")
    }
}
