import Foundation
import Testing
import UIKit

struct NSStringItemProviderTests {
    @Test func writesUTF8ThenUTF16() {
        #expect(NSItemProvider(object: "a" as NSString).registeredTypeIdentifiers
            == ["public.utf8-plain-text", "public.utf16-external-plain-text"])
    }

    @Test func roundTripsAsNSStringAndString() {
        let provider = NSItemProvider(object: "Grüße 👋🏽" as NSString)
        #expect(provider.loadedObject(ofClass: NSString.self).0.value == "Grüße 👋🏽")
        let text = LoadResult<String>()
        let progress = provider.loadObject(ofClass: String.self) { string, error in text.record(string, error) }
        #expect(text.value == "Grüße 👋🏽")
        #expect(progress.isFinished)
    }

    @Test func eachEncodingIsTheOneItsTypeNames() {
        let provider = NSItemProvider(object: "hi" as NSString)
        #expect(provider.loadedData("public.utf8-plain-text").0.value == Data("hi".utf8))
        let utf16 = provider.loadedData("public.utf16-external-plain-text").0.value
        #expect(utf16.map { String(data: $0, encoding: .utf16) } == "hi")
        #expect(utf16?.count == 6) // byte-order mark + 2 UTF-16 units
    }

    @Test func readsUTF16PlainText() throws {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: "public.utf16-plain-text", visibility: .all) {
            $0("wide".data(using: .utf16LittleEndian), nil)
            return nil
        }
        #expect(provider.loadedObject(ofClass: NSString.self).0.value == "wide")
    }

    @Test func bytesThatAreNotUTF8AreACoercionError() {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: "public.utf8-plain-text", visibility: .all) {
            $0(Data([0xFF, 0xFE, 0xFD]), nil)
            return nil
        }
        let (result, _) = provider.loadedObject(ofClass: NSString.self)
        #expect(result.value == nil)
        #expect(result.itemProviderErrorCode == NSItemProvider.ErrorCode.unavailableCoercionError.rawValue)
    }

    @Test func markupIsNotReadAsAString() {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: "public.html", visibility: .all) { _ in nil }
        #expect(!provider.canLoadObject(ofClass: String.self))
    }
}
