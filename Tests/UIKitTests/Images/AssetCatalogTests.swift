import Foundation
import Testing
@testable import UIKit

@Suite("AssetCatalog")
struct AssetCatalogTests {
    @Test("the screen's own scale is chosen when present")
    func exact() {
        #expect(AssetCatalog.bestScale(among: [1, 2, 3], forScreenScale: 2) == 2)
        #expect(AssetCatalog.bestScale(among: [1, 2, 3], forScreenScale: 3) == 3)
        #expect(AssetCatalog.bestScale(among: [1, 2, 3], forScreenScale: 1) == 1)
    }

    @Test("otherwise the smallest larger scale, else the largest smaller")
    func fallback() {
        #expect(AssetCatalog.bestScale(among: [1, 3], forScreenScale: 2) == 3)
        #expect(AssetCatalog.bestScale(among: [3, 2], forScreenScale: 1) == 2)
        #expect(AssetCatalog.bestScale(among: [1, 2], forScreenScale: 3) == 2)
        #expect(AssetCatalog.bestScale(among: [1], forScreenScale: 3) == 1)
        #expect(AssetCatalog.bestScale(among: [], forScreenScale: 2) == nil)
    }

    @Test("entries with dark appearances, other idioms or PDF files are skipped")
    func entryFilter() throws {
        let folder = try makeImageTestFolder()
        defer { removeImageTestFolder(folder) }
        let set = folder.appendingPathComponent("A.xcassets/icon.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let json = """
            { "images" : [
                { "filename" : "light.png", "idiom" : "universal", "scale" : "2x" },
                { "filename" : "dark.png", "idiom" : "universal", "scale" : "3x",
                  "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ] },
                { "filename" : "watch.png", "idiom" : "watch", "scale" : "3x" },
                { "filename" : "vector.pdf", "idiom" : "universal", "scale" : "1x" }
            ] }
            """
        try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let catalog = AssetCatalog(url: folder.appendingPathComponent("A.xcassets"))
        #expect(catalog.imageSets.keys.sorted() == ["icon"])
        let resolution = try #require(catalog.resolve("icon", screenScale: 3))
        #expect(resolution.file.lastPathComponent == "light.png")
        #expect(resolution.scale == 2)
        #expect(catalog.resolve("other", screenScale: 3) == nil)
    }

    @Test("iphone entries are used when there are no universal ones")
    func iphoneIdiom() throws {
        let folder = try makeImageTestFolder()
        defer { removeImageTestFolder(folder) }
        let set = folder.appendingPathComponent("A.xcassets/phone.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let json = #"{ "images" : [ { "filename" : "p.png", "idiom" : "iphone", "scale" : "2x" } ] }"#
        try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let catalog = AssetCatalog(url: folder.appendingPathComponent("A.xcassets"))
        #expect(catalog.resolve("phone", screenScale: 2)?.file.lastPathComponent == "p.png")
    }
}
