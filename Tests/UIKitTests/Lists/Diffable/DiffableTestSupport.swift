@testable import UIKit

// Seeded random snapshots and edits, shared by the difference's property
// tests and the data source's.

/// SplitMix64: a tiny seeded generator, so every random case can be replayed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A random snapshot of up to five sections (1, 2, …) of up to seven items
/// each (section s holds 1000·s, 1000·s + 1, …); possibly empty.
func randomSnapshot(using random: inout SplitMix64) -> NSDiffableDataSourceSnapshot<Int, Int> {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    for section in stride(from: 1, through: Int.random(in: 0...5, using: &random), by: 1) {
        snapshot.appendSections([section])
        let count = Int.random(in: 0...7, using: &random)
        snapshot.appendItems(Array(1000 * section..<1000 * section + count), toSection: section)
    }
    return snapshot
}

/// A random edit of `old`: items and sections deleted, inserted, moved
/// (within and across sections), some reloaded or reconfigured.
func randomEdit(of old: NSDiffableDataSourceSnapshot<Int, Int>,
                using random: inout SplitMix64, fresh: inout Int) -> NSDiffableDataSourceSnapshot<Int, Int> {
    var new = old.withoutMarks
    for _ in 0..<Int.random(in: 0...8, using: &random) {
        let items = new.itemIdentifiers, sections = new.sectionIdentifiers
        switch Int.random(in: 0..<8, using: &random) {
        case 0 where !items.isEmpty:
            new.deleteItems([items.randomElement(using: &random)!])
        case 1 where !sections.isEmpty:
            fresh += 1
            new.appendItems([fresh], toSection: sections.randomElement(using: &random)!)
        case 2 where items.count >= 2:
            let a = items.randomElement(using: &random)!, b = items.randomElement(using: &random)!
            if a != b { new.moveItem(a, beforeItem: b) }
        case 3 where !sections.isEmpty:
            new.deleteSections([sections.randomElement(using: &random)!])
        case 4:
            fresh += 1
            if let anchor = sections.randomElement(using: &random) {
                new.insertSections([fresh], beforeSection: anchor)
            } else {
                new.appendSections([fresh])
            }
            fresh += 1
            new.appendItems([fresh, fresh + 1], toSection: fresh - 1)
            fresh += 1
        case 5 where sections.count >= 2:
            let a = sections.randomElement(using: &random)!, b = sections.randomElement(using: &random)!
            if a != b { new.moveSection(a, afterSection: b) }
        case 6 where !items.isEmpty:
            let item = items.randomElement(using: &random)!
            Bool.random(using: &random) ? new.reloadItems([item]) : new.reconfigureItems([item])
        case 7 where !sections.isEmpty:
            new.reloadSections([sections.randomElement(using: &random)!])
        default:
            break
        }
    }
    return new
}
