import Testing
@testable import UIKit

/// An outline:
///
///     fruit
///       apple
///       citrus
///         lemon
///         lime
///     vegetables
///       leek
private func outline() -> NSDiffableDataSourceSectionSnapshot<String> {
    var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
    snapshot.append(["fruit", "vegetables"])
    snapshot.append(["apple", "citrus"], to: "fruit")
    snapshot.append(["lemon", "lime"], to: "citrus")
    snapshot.append(["leek"], to: "vegetables")
    return snapshot
}

@Suite("NSDiffableDataSourceSectionSnapshot")
struct NSDiffableDataSourceSectionSnapshotTests {
    @Test("items list the tree depth first; roots are level 0")
    func depthFirst() {
        let snapshot = outline()
        #expect(snapshot.items == ["fruit", "apple", "citrus", "lemon", "lime", "vegetables", "leek"])
        #expect(snapshot.rootItems == ["fruit", "vegetables"])
        #expect(snapshot.level(of: "fruit") == 0)
        #expect(snapshot.level(of: "citrus") == 1)
        #expect(snapshot.level(of: "lime") == 2)
        #expect(snapshot.index(of: "vegetables") == 5)
        #expect(snapshot.index(of: "pear") == nil)
    }

    @Test("parents: a root has none")
    func parents() {
        let snapshot = outline()
        #expect(snapshot.parent(of: "lemon") == "citrus")
        #expect(snapshot.parent(of: "citrus") == "fruit")
        #expect(snapshot.parent(of: "fruit") == nil)
        #expect(snapshot.contains("leek"))
        #expect(!snapshot.contains("pear"))
    }

    @Test("nothing is expanded at first, so only the roots are visible")
    func collapsedByDefault() {
        let snapshot = outline()
        #expect(snapshot.visibleItems == ["fruit", "vegetables"])
        #expect(!snapshot.isExpanded("fruit"))
        #expect(snapshot.isVisible("fruit"))
        #expect(!snapshot.isVisible("apple"))
    }

    @Test("visible items leave out the children of collapsed items, however deep")
    func visibility() {
        var snapshot = outline()
        snapshot.expand(["fruit"])
        #expect(snapshot.visibleItems == ["fruit", "apple", "citrus", "vegetables"])
        snapshot.expand(["citrus", "vegetables"])
        #expect(snapshot.visibleItems == ["fruit", "apple", "citrus", "lemon", "lime", "vegetables", "leek"])
        snapshot.collapse(["fruit"])
        #expect(snapshot.visibleItems == ["fruit", "vegetables", "leek"])
        #expect(snapshot.isExpanded("citrus"))
        #expect(!snapshot.isVisible("lemon"))
    }

    @Test("expanding or collapsing an item that is not there is ignored")
    func expandingUnknown() {
        var snapshot = outline()
        snapshot.expand(["pear"])
        snapshot.collapse(["pear"])
        #expect(snapshot.visibleItems == ["fruit", "vegetables"])
    }

    @Test("inserting after an item goes past its whole subtree, as its sibling")
    func insertingAfter() {
        var snapshot = outline()
        snapshot.insert(["berries"], after: "citrus")
        #expect(snapshot.items == ["fruit", "apple", "citrus", "lemon", "lime", "berries", "vegetables", "leek"])
        #expect(snapshot.parent(of: "berries") == "fruit")
        #expect(snapshot.level(of: "berries") == 1)
    }

    @Test("inserting before an item makes siblings at its level")
    func insertingBefore() {
        var snapshot = outline()
        snapshot.insert(["grains"], before: "vegetables")
        snapshot.insert(["banana"], before: "citrus")
        #expect(snapshot.rootItems == ["fruit", "grains", "vegetables"])
        #expect(snapshot.items == ["fruit", "apple", "banana", "citrus", "lemon", "lime", "grains", "vegetables", "leek"])
        #expect(snapshot.index(of: "leek") == 8)
    }

    @Test("deleting an item deletes its descendants and forgets their expansion")
    func deleting() {
        var snapshot = outline()
        snapshot.expand(["fruit", "citrus"])
        snapshot.delete(["citrus", "lemon", "citrus"])
        #expect(snapshot.items == ["fruit", "apple", "vegetables", "leek"])
        #expect(!snapshot.contains("lime"))
        #expect(snapshot.index(of: "leek") == 3)
        snapshot.append(["citrus"], to: "fruit")
        #expect(!snapshot.isExpanded("citrus"))
    }

    @Test("deleting all leaves an empty snapshot")
    func deletingAll() {
        var snapshot = outline()
        snapshot.expand(["fruit"])
        snapshot.deleteAll()
        #expect(snapshot.items.isEmpty)
        #expect(snapshot.visibleItems.isEmpty)
    }

    @Test("a subtree snapshot makes the children roots, with or without the parent")
    func subtreeSnapshots() {
        var snapshot = outline()
        snapshot.expand(["citrus"])
        let children = snapshot.snapshot(of: "fruit")
        #expect(children.items == ["apple", "citrus", "lemon", "lime"])
        #expect(children.rootItems == ["apple", "citrus"])
        #expect(children.parent(of: "apple") == nil)
        #expect(children.isExpanded("citrus"))
        let whole = snapshot.snapshot(of: "citrus", includingParent: true)
        #expect(whole.rootItems == ["citrus"])
        #expect(whole.level(of: "lime") == 1)
        #expect(snapshot.snapshot(of: "leek").items.isEmpty)
    }

    @Test("a tree appended under a parent keeps its shape and expansion")
    func appendingTrees() {
        var branch = NSDiffableDataSourceSectionSnapshot<String>()
        branch.append(["roots"])
        branch.append(["carrot", "beet"], to: "roots")
        branch.expand(["roots"])
        var snapshot = outline()
        snapshot.append(branch, to: "vegetables")
        #expect(snapshot.items.suffix(4) == ["leek", "roots", "carrot", "beet"])
        #expect(snapshot.level(of: "beet") == 2)
        #expect(snapshot.parent(of: "roots") == "vegetables")
        #expect(snapshot.isExpanded("roots"))
    }

    @Test("replacing a parent's children swaps its whole subtree")
    func replacingChildren() {
        var replacement = NSDiffableDataSourceSectionSnapshot<String>()
        replacement.append(["pear"])
        var snapshot = outline()
        snapshot.replace(childrenOf: "fruit", using: replacement)
        #expect(snapshot.items == ["fruit", "pear", "vegetables", "leek"])
        #expect(snapshot.parent(of: "pear") == "fruit")
        #expect(!snapshot.contains("lemon"))
    }

    @Test("an empty array inserts nothing and checks nothing")
    func emptyArrays() {
        var snapshot = outline()
        snapshot.append([], to: "missing")
        snapshot.insert([], before: "missing")
        #expect(snapshot.items.count == 7)
    }

    @Test("the visual description marks expansion (+/-) and visibility (*)")
    func visualDescription() {
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["a", "b"])
        snapshot.append(["a1"], to: "a")
        snapshot.expand(["b"])
        #expect(snapshot.visualDescription() == "<NSDiffableDataSourceSectionSnapshot\n-*a\n  - a1\n+*b\n>")
    }
}
