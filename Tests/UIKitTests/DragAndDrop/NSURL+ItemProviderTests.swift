import Foundation
import Testing
import UIKit

struct NSURLItemProviderTests {
    @Test func webURLsWriteURLAndFileURLsBoth() {
        #expect(NSItemProvider(object: NSURL(string: "https://example.com/a?b=1")!).registeredTypeIdentifiers
            == ["public.url"])
        #expect(NSItemProvider(object: NSURL(fileURLWithPath: "/tmp/x.txt")).registeredTypeIdentifiers
            == ["public.file-url", "public.url"])
    }

    @Test func roundTripsAsNSURLAndURL() {
        let provider = NSItemProvider(object: NSURL(string: "https://example.com/a?b=1")!)
        #expect(provider.loadedObject(ofClass: NSURL.self).0.value?.absoluteString == "https://example.com/a?b=1")
        #expect(provider.canLoadObject(ofClass: URL.self))
        let url = LoadResult<URL>()
        provider.loadObject(ofClass: URL.self) { value, error in url.record(value, error) }
        #expect(url.value == URL(string: "https://example.com/a?b=1"))
    }

    @Test func fileURLsComeBackAsFileURLs() {
        let provider = NSItemProvider(object: NSURL(fileURLWithPath: "/tmp/x.txt"))
        let url = LoadResult<URL>()
        provider.loadObject(ofClass: URL.self) { value, error in url.record(value, error) }
        #expect(url.value?.isFileURL == true)
        #expect(url.value?.path == "/tmp/x.txt")
    }

    @Test func aURLIsNotAString() {
        let provider = NSItemProvider(object: NSURL(string: "https://example.com")!)
        #expect(!provider.canLoadObject(ofClass: String.self))
    }

    @Test func emptyDataIsACoercionError() {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: "public.url", visibility: .all) { $0(Data(), nil); return nil }
        #expect(provider.loadedObject(ofClass: NSURL.self).0.itemProviderErrorCode == -1200)
    }
}
