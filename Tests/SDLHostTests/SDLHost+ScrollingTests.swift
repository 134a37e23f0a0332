import Foundation
import QuartzCore
import SDLHost
import Testing
import UIKit

/// A table scrolled in a real window: its pixels are moved, and only the
/// rows the move brings in are painted (docs/PERFORMANCE.md "Damage
/// tracking", scrolling).
extension SDLHostWindowTests {
    final class NumberedRows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 200 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    @Test("scrolling a table by whole pixels moves the window's pixels and paints only the rows it brings in")
    func scrollingATableMovesPixels() async throws {
        try await withWindow { host, driver in
            let rows = NumberedRows()
            let table = UITableView(frame: host.window.bounds, style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = rows
            host.window.addSubview(table)
            host.window.makeKeyAndVisible()
            driver.settle()
            let frame = try #require(host.application.mainLoop.compositor)
            for step in 1...3 {
                table.contentOffset.y += 30
                #expect(host.runTurn())
                // 60 device pixels moved on the 2× screen; painted: the rows brought in at the bottom.
                #expect(frame.lastPainted.area * 4 < frame.lastDamage.area, "step \(step): \(frame.lastPainted.rects)")
                let whole = LayerCompositor(pixelWidth: frame.pixelWidth, pixelHeight: frame.pixelHeight,
                                            scale: frame.scale)
                whole.tracksDamage = false
                whole.render(host.window.layer)
                expectSame(frame.makeImage(), whole.makeImage(), "scrolled-table-\(step)")
                expectSame(host.readWindowPixels(), frame.makeImage(), "scrolled-table-window-\(step)")
            }
        }
    }
}
