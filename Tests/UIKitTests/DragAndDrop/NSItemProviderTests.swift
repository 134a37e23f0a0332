import Foundation
import Testing
import UIKit
import UniformTypeIdentifiers

struct NSItemProviderTests {
    // MARK: Registration

    @Test func registrationOrderIsFidelityOrder() {
        let provider = NSItemProvider()
        for type in ["public.png", "public.jpeg", "public.utf8-plain-text"] {
            provider.registerDataRepresentation(forTypeIdentifier: type, visibility: .all) { handler in
                handler(Data(type.utf8), nil)
                return nil
            }
        }
        #expect(provider.registeredTypeIdentifiers == ["public.png", "public.jpeg", "public.utf8-plain-text"])
        #expect(provider.registeredContentTypes == [.png, .jpeg, .utf8PlainText])
        #expect(provider.registeredContentTypes(conformingTo: .image) == [.png, .jpeg])
    }

    @Test func registeringATypeAgainKeepsTheFirst() {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(for: .plainText) { $0(Data("first".utf8), nil); return nil }
        provider.registerDataRepresentation(for: .plainText) { $0(Data("second".utf8), nil); return nil }
        #expect(provider.registeredTypeIdentifiers == ["public.plain-text"])
        #expect(provider.loadedData("public.plain-text").0.value == Data("first".utf8))
    }

    @Test func conformanceQueries() {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) { _ in nil }
        #expect(provider.hasItemConformingToTypeIdentifier("public.png"))
        #expect(provider.hasItemConformingToTypeIdentifier("public.image"))
        #expect(provider.hasItemConformingToTypeIdentifier("public.data"))
        #expect(!provider.hasItemConformingToTypeIdentifier("public.text"))
        #expect(provider.hasRepresentationConforming(toTypeIdentifier: "public.image"))
        #expect(!provider.hasRepresentationConforming(toTypeIdentifier: "public.image", fileOptions: .openInPlace))
    }

    @Test func undeclaredIdentifiersConformOnlyToThemselves() {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: "org.example.undeclared", visibility: .all) { _ in nil }
        #expect(provider.hasItemConformingToTypeIdentifier("org.example.undeclared"))
        #expect(!provider.hasItemConformingToTypeIdentifier("public.data"))
        #expect(provider.registeredContentTypes.isEmpty)
    }

    // MARK: Loading data

    @Test func loadsTheRegisteredDataAndCompletesTheProgress() {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: "public.json", visibility: .all) { handler in
            handler(Data("{}".utf8), nil)
            return nil
        }
        let (result, progress) = provider.loadedData("public.json")
        #expect(result.calls == 1)
        #expect(result.value == Data("{}".utf8))
        #expect(result.error == nil)
        #expect(progress.totalUnitCount == 1)
        #expect(progress.completedUnitCount == 1)
        #expect(progress.isFinished)
    }

    @Test func aSupertypeLoadsTheHighestFidelityConformingRepresentation() {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(for: .plainText) { $0(Data("text".utf8), nil); return nil }
        provider.registerDataRepresentation(for: .png) { $0(Data("png".utf8), nil); return nil }
        provider.registerDataRepresentation(for: .jpeg) { $0(Data("jpeg".utf8), nil); return nil }
        #expect(provider.loadedData("public.image").0.value == Data("png".utf8))
        #expect(provider.loadedData("public.jpeg").0.value == Data("jpeg".utf8))
    }

    @Test func aMissingTypeIsItemUnavailable() {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(for: .png) { $0(Data(), nil); return nil }
        let (result, progress) = provider.loadedData("public.text")
        #expect(result.calls == 1)
        #expect(result.value == nil)
        #expect(result.itemProviderErrorCode == NSItemProvider.ErrorCode.itemUnavailableError.rawValue)
        #expect(NSItemProvider.ErrorCode.itemUnavailableError.rawValue == -1000)
        #expect(progress.isFinished)
    }

    @Test func theLoadersErrorReachesTheCaller() {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(for: .png) { handler in
            handler(nil, CocoaError(.fileReadNoPermission))
            return nil
        }
        let (result, _) = provider.loadedData("public.png")
        #expect((result.error as? CocoaError)?.code == .fileReadNoPermission)
    }

    @Test func aLoaderGivingNothingIsAnUnknownError() {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(for: .png) { $0(nil, nil); return nil }
        #expect(provider.loadedData("public.png").0.itemProviderErrorCode == -1)
    }

    @Test func aLoaderAnsweringLaterDeliversThen() {
        let provider = NSItemProvider()
        let pending = LoadResult<@Sendable (Data?, (any Error)?) -> Void>()
        provider.registerDataRepresentation(for: .png) { handler in
            pending.record(handler, nil)
            return nil
        }
        let (result, progress) = provider.loadedData("public.png")
        #expect(result.calls == 0)
        #expect(!progress.isFinished)
        pending.value?(Data([1, 2, 3]), nil)
        #expect(result.value == Data([1, 2, 3]))
        #expect(progress.isFinished)
    }

    @Test func theErrorDomainIsFoundations() {
        #expect(NSItemProvider.errorDomain == "NSItemProviderErrorDomain")
        #expect(NSItemProvider.ErrorCode.unknownError.rawValue == -1)
        #expect(NSItemProvider.ErrorCode.unexpectedValueClassError.rawValue == -1100)
        #expect(NSItemProvider.ErrorCode.unavailableCoercionError.rawValue == -1200)
    }

    // MARK: Items

    @Test func itemProvidersGiveTheItemAndItsBytes() {
        let provider = NSItemProvider(item: "hello" as NSString, typeIdentifier: "public.utf8-plain-text")
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(provider.loadedData("public.plain-text").0.value == Data("hello".utf8))
        let item = LoadResult<any NSSecureCoding>()
        provider.loadItem(forTypeIdentifier: "public.utf8-plain-text") { value, error in item.record(value, error) }
        #expect((item.value as? NSString) == "hello")
        #expect(NSItemProvider(item: nil, typeIdentifier: "public.data").registeredTypeIdentifiers.isEmpty)
    }

    @Test func loadItemGivesDataRepresentationsAsNSData() {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(for: .png) { $0(Data([7]), nil); return nil }
        let item = LoadResult<any NSSecureCoding>()
        provider.loadItem(forTypeIdentifier: "public.png", options: nil) { value, error in item.record(value, error) }
        #expect((item.value as? NSData).map { Data(referencing: $0) } == Data([7]))
    }

    // MARK: Visibility

    @Test func visibilityDecidesWhatOtherAppsReceive() {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(for: .png, visibility: .all) { _ in nil }
        provider.registerDataRepresentation(for: .jpeg, visibility: .team) { _ in nil }
        provider.registerDataRepresentation(for: .gif, visibility: .ownProcess) { _ in nil }
        #expect(provider.copy(visibleTo: .ownProcess).registeredTypeIdentifiers
            == ["public.png", "public.jpeg", "com.compuserve.gif"])
        #expect(provider.copy(visibleTo: .sameTeam).registeredTypeIdentifiers == ["public.png", "public.jpeg"])
        #expect(provider.copy(visibleTo: .otherApp).registeredTypeIdentifiers == ["public.png"])
        // The app itself sees everything.
        #expect(provider.registeredTypeIdentifiers.count == 3)
    }

    @Test func copiesShareRepresentationsAndName() throws {
        let provider = NSItemProvider(item: "x" as NSString, typeIdentifier: "public.utf8-plain-text")
        provider.suggestedName = "Note"
        let copy = try #require(provider.copy() as? NSItemProvider)
        #expect(copy !== provider)
        #expect(copy.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(copy.suggestedName == "Note")
    }

    // MARK: Files

    @Test func fileProvidersReadTheFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-ip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Notes.txt")
        try Data("file body".utf8).write(to: file)

        let provider = try #require(NSItemProvider(contentsOf: file))
        #expect(provider.registeredTypeIdentifiers == ["public.plain-text"])
        #expect(provider.suggestedName == "Notes")
        #expect(provider.loadedData("public.text").0.value == Data("file body".utf8))
        #expect(NSItemProvider(contentsOf: directory.appendingPathComponent("missing.txt")) == nil)
        #expect(try #require(NSItemProvider(contentsOf: directory)).registeredTypeIdentifiers == ["public.folder"])
    }

    @Test func dataIsWrittenToATemporaryFileNamedAfterTheSuggestedName() {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(for: .png) { $0(Data([1, 2]), nil); return nil }
        provider.suggestedName = "Photo"
        let seen = LoadResult<(String, Data?)>()
        let progress = provider.loadFileRepresentation(forTypeIdentifier: "public.png") { url, error in
            seen.record(url.map { ($0.lastPathComponent, try? Data(contentsOf: $0)) }, error)
        }
        #expect(seen.value?.0 == "Photo.png")
        #expect(seen.value?.1 == Data([1, 2]))
        #expect(progress.isFinished)
    }

    @Test func openInPlaceFilesAreHandedOutWhereTheyAre() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-ip-\(UUID().uuidString).json")
        try Data("[]".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let provider = NSItemProvider()
        provider.registerFileRepresentation(for: .json, openInPlace: true) { $0(file, false, nil); return nil }
        #expect(provider.registeredTypeIdentifiers(fileOptions: .openInPlace) == ["public.json"])
        let seen = LoadResult<(URL, Bool)>()
        provider.loadInPlaceFileRepresentation(forTypeIdentifier: "public.json") { url, inPlace, error in
            seen.record(url.map { ($0, inPlace) }, error)
        }
        #expect(seen.value?.0 == file)
        #expect(seen.value?.1 == true)
        // Not in place: a copy, deleted after the handler.
        let copied = LoadResult<(URL, Bool)>()
        provider.loadFileRepresentation(for: .json) { url, inPlace, error in copied.record(url.map { ($0, inPlace) }, error) }
        #expect(copied.value?.0 != file)
        #expect(copied.value?.1 == false)
        #expect(copied.value.map { FileManager.default.fileExists(atPath: $0.0.path) } == false)
    }
}
