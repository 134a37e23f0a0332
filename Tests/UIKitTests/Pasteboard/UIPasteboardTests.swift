import Foundation
import Testing
import UIKit
import UIKitTesting

/// Records a pasteboard's change notifications.
private final class ChangeRecorder: @unchecked Sendable {
    private(set) var changes: [(added: [String], removed: [String])] = []
    private(set) var removals = 0
    private var observers: [NSObjectProtocol] = []

    init(_ pasteboard: UIPasteboard) {
        observers.append(NotificationCenter.default.addObserver(
            forName: UIPasteboard.changedNotification, object: nil, queue: nil
        ) { [unowned self] notification in
            // A pasteboard looked up by name is an equal handle, not the same object.
            guard notification.object as? UIPasteboard == pasteboard else { return }
            let info = notification.userInfo ?? [:]
            changes.append((info[UIPasteboard.changedTypesAddedUserInfoKey] as? [String] ?? [],
                            info[UIPasteboard.changedTypesRemovedUserInfoKey] as? [String] ?? []))
        })
        observers.append(NotificationCenter.default.addObserver(
            forName: UIPasteboard.removedNotification, object: nil, queue: nil
        ) { [unowned self] notification in
            if notification.object as? UIPasteboard == pasteboard { removals += 1 }
        })
    }

    deinit {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }
}

/// Every test uses a pasteboard of its own (`withUniqueName()`), so they run
/// in parallel; the general pasteboard's tests are serialized below.
@Suite("UIPasteboard")
struct UIPasteboardTests {
    @Test("a string round-trips as public.utf8-plain-text, and the type is the first item's")
    func stringRoundTrip() {
        let pasteboard = UIPasteboard.withUniqueName()
        pasteboard.string = "こんにちは 👍🏽"
        #expect(pasteboard.string == "こんにちは 👍🏽")
        #expect(pasteboard.types == ["public.utf8-plain-text"])
        #expect(pasteboard.hasStrings)
        #expect(!pasteboard.hasURLs)
        #expect(pasteboard.numberOfItems == 1)
        #expect(pasteboard.data(forPasteboardType: "public.utf8-plain-text") == Data("こんにちは 👍🏽".utf8))
        #expect(pasteboard.value(forPasteboardType: "public.utf8-plain-text") as? String == "こんにちは 👍🏽")
    }

    @Test("strings make one item each; string reads only the first item")
    func strings() {
        let pasteboard = UIPasteboard.withUniqueName()
        pasteboard.strings = ["a", "b", "c"]
        #expect(pasteboard.numberOfItems == 3)
        #expect(pasteboard.strings == ["a", "b", "c"])
        #expect(pasteboard.string == "a")
        pasteboard.string = nil
        #expect(pasteboard.numberOfItems == 0)
        #expect(pasteboard.string == nil)
        #expect(pasteboard.strings == nil)
        #expect(!pasteboard.hasStrings)
    }

    @Test("URLs round-trip as public.url; data is the absolute string's UTF-8")
    func urls() throws {
        let pasteboard = UIPasteboard.withUniqueName()
        let url = try #require(URL(string: "https://example.com/a?b=c"))
        pasteboard.url = url
        #expect(pasteboard.url == url)
        #expect(pasteboard.types == ["public.url"])
        #expect(pasteboard.hasURLs)
        #expect(!pasteboard.hasStrings)
        #expect(pasteboard.data(forPasteboardType: "public.url") == Data("https://example.com/a?b=c".utf8))
        let file = URL(fileURLWithPath: "/tmp/x.txt")
        pasteboard.urls = [url, file]
        #expect(pasteboard.urls == [url, file])
    }

    @Test("an image is stored as PNG data under public.png and decodes back with its pixels")
    func images() throws {
        let pasteboard = UIPasteboard.withUniqueName()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3), format: format)
            .image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 4, height: 3))
            }
        pasteboard.image = image
        #expect(pasteboard.types == ["public.png"])
        #expect(pasteboard.hasImages)
        let data = try #require(pasteboard.data(forPasteboardType: "public.png"))
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let back = try #require(pasteboard.image)
        #expect(back.size == CGSize(width: 4, height: 3))
        #expect(pasteboard.images?.count == 1)
    }

    @Test("a color round-trips under com.apple.uikit.color")
    func colors() throws {
        let pasteboard = UIPasteboard.withUniqueName()
        pasteboard.color = UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)
        #expect(pasteboard.types == ["com.apple.uikit.color"])
        #expect(pasteboard.hasColors)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = try #require(pasteboard.color).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect([red, green, blue, alpha] == [0.25, 0.5, 0.75, 1])
    }

    @Test("an item with several types answers each, and the convenience properties find theirs")
    func itemsWithSeveralTypes() throws {
        let pasteboard = UIPasteboard.withUniqueName()
        let url = try #require(URL(string: "https://kumiki.dev"))
        pasteboard.items = [["public.utf8-plain-text": "Kumiki", "public.url": url],
                            ["com.example.custom": Data([1, 2, 3])]]
        #expect(pasteboard.numberOfItems == 2)
        #expect(Set(pasteboard.types) == ["public.utf8-plain-text", "public.url"])
        #expect(pasteboard.string == "Kumiki")
        #expect(pasteboard.url == url)
        #expect(pasteboard.contains(pasteboardTypes: ["public.url", "public.png"]))
        #expect(!pasteboard.contains(pasteboardTypes: ["com.example.custom"]), "types are the first item's")
        #expect(pasteboard.items[1]["com.example.custom"] as? Data == Data([1, 2, 3]))
        pasteboard.addItems([["public.utf8-plain-text": "more"]])
        #expect(pasteboard.strings == ["Kumiki", "more"])
    }

    @Test("setData and setValue replace every item; text data reads back as a string")
    func setDataAndValue() {
        let pasteboard = UIPasteboard.withUniqueName()
        pasteboard.strings = ["a", "b"]
        pasteboard.setData(Data("hi".utf8), forPasteboardType: "public.plain-text")
        #expect(pasteboard.numberOfItems == 1)
        #expect(pasteboard.value(forPasteboardType: "public.plain-text") as? String == "hi")
        #expect(pasteboard.string == "hi")
        pasteboard.setValue(NSString(string: "v"), forPasteboardType: "public.text")
        #expect(pasteboard.value(forPasteboardType: "public.text") as? String == "v")
        #expect(pasteboard.data(forPasteboardType: "public.plain-text") == nil)
    }

    @Test("changeCount goes up by one on every write, even of the same content")
    func changeCount() {
        let pasteboard = UIPasteboard.withUniqueName()
        #expect(pasteboard.changeCount == 0)
        pasteboard.string = "a"
        pasteboard.string = "a"
        pasteboard.items = []
        pasteboard.addItems([["public.url": "https://x"]])
        #expect(pasteboard.changeCount == 4)
        _ = pasteboard.string
        #expect(pasteboard.changeCount == 4, "reading is no change")
    }

    @Test("changedNotification reports the types added and removed")
    func changedNotification() {
        let pasteboard = UIPasteboard.withUniqueName()
        let recorder = ChangeRecorder(pasteboard)
        pasteboard.string = "a"
        pasteboard.url = URL(string: "https://x")
        pasteboard.addItems([["public.png": Data([1])]])
        pasteboard.items = []
        #expect(recorder.changes.map(\.added) == [["public.utf8-plain-text"], ["public.url"], ["public.png"], []])
        #expect(recorder.changes.map(\.removed) == [[], ["public.utf8-plain-text"], [], ["public.url", "public.png"]])
    }

    @Test("named pasteboards: found by name, created on request, removed with a notification")
    func namedPasteboards() throws {
        let name = UIPasteboard.Name("com.kumiki.tests.named-\(#line)")
        #expect(UIPasteboard(name: name, create: false) == nil)
        let created = try #require(UIPasteboard(name: name, create: true))
        created.string = "kept"
        let found = try #require(UIPasteboard(name: name, create: false))
        #expect(found.name == name)
        #expect(found.string == "kept")
        #expect(found == created)
        let removals = ChangeRecorder(found)
        UIPasteboard.remove(withName: name)
        #expect(UIPasteboard(name: name, create: false) == nil)
        #expect(removals.removals == 1)
        #expect(UIPasteboard.withUniqueName().name != UIPasteboard.withUniqueName().name)
    }

    @Test("setItems keeps its options; item providers carry each type's data both ways")
    func itemProviders() throws {
        let pasteboard = UIPasteboard.withUniqueName()
        pasteboard.setItems([["public.utf8-plain-text": "x"]], options: [.localOnly: true])
        #expect(pasteboard.string == "x")
        let provider = NSItemProvider(object: "shared" as NSString)
        pasteboard.itemProviders = [provider]
        #expect(pasteboard.string == "shared")
        let back = try #require(pasteboard.itemProviders.first)
        #expect(back.registeredTypeIdentifiers == pasteboard.types)
        nonisolated(unsafe) var loaded: Data?
        _ = back.loadDataRepresentation(forTypeIdentifier: pasteboard.types[0]) { data, _ in loaded = data }
        #expect(loaded == Data("shared".utf8))
    }
}

/// The general pasteboard is one for the process, so its tests run one at a
/// time, and on the main actor without suspending: they cannot interleave
/// with the window tests that use it (SDLHostTests, synchronous on the main
/// actor too).
@MainActor
@Suite("UIPasteboard.general", .serialized)
struct UIPasteboardGeneralTests {
    @Test("general is the same pasteboard every time, under its UIKit name")
    func general() throws {
        #expect(UIPasteboard.general === UIPasteboard.general)
        #expect(UIPasteboard.general.name.rawValue == "com.apple.UIKit.pboard.general")
        let byName = try #require(UIPasteboard(name: .general, create: false))
        UIPasteboard.general.string = "general"
        #expect(byName.string == "general")
        UIPasteboard.remove(withName: .general)
        #expect(UIPasteboard.general.string == "general", "the general pasteboard cannot be removed")
    }

    @Test("a test host keeps the general pasteboard in memory")
    func testHost() {
        let host = UITestHost()
        _ = host
        UIPasteboard.general.string = "in memory"
        #expect(UIPasteboard.general.string == "in memory")
    }
}
