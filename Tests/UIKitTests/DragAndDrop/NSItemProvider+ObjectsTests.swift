import Foundation
import Testing
import UIKit
import UniformTypeIdentifiers

struct NSItemProviderObjectsTests {
    @Test func anAppClassRoundTripsThroughItsOwnType() throws {
        let provider = NSItemProvider(object: TestRecipe(title: "Miso soup", minutes: 15))
        #expect(provider.registeredTypeIdentifiers == [TestRecipe.typeIdentifier, "public.utf8-plain-text"])
        #expect(provider.canLoadObject(ofClass: TestRecipe.self))
        let (result, progress) = provider.loadedObject(ofClass: TestRecipe.self)
        let recipe = try #require(result.value)
        #expect(recipe.title == "Miso soup")
        #expect(recipe.minutes == 15)
        #expect(progress.isFinished)
    }

    @Test func otherClassesReadTheRepresentationsTheyKnow() {
        let provider = NSItemProvider(object: TestRecipe(title: "Miso soup", minutes: 15))
        #expect(provider.canLoadObject(ofClass: String.self))
        let text = LoadResult<String>()
        provider.loadObject(ofClass: String.self) { string, error in text.record(string, error) }
        #expect(text.value == "Miso soup")
        #expect(!provider.canLoadObject(ofClass: UIImage.self))
    }

    @Test func theObjectsVisibilityIsKeptPerType() {
        let provider = NSItemProvider(object: TestRecipe(title: "Tea", minutes: 3))
        // The recipe's own type stays in the app; its title goes everywhere.
        #expect(provider.copy(visibleTo: .otherApp).registeredTypeIdentifiers == ["public.utf8-plain-text"])
        // A registration's visibility only narrows what the object allows.
        let teamOnly = NSItemProvider()
        teamOnly.registerObject(TestRecipe(title: "Tea", minutes: 3), visibility: .team)
        #expect(teamOnly.copy(visibleTo: .sameTeam).registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(teamOnly.copy(visibleTo: .otherApp).registeredTypeIdentifiers.isEmpty)
    }

    @Test func aClassTheProviderCannotSupplyIsItemUnavailable() {
        let provider = NSItemProvider(object: "just text" as NSString)
        #expect(!provider.canLoadObject(ofClass: UIImage.self))
        let (result, progress) = provider.loadedObject(ofClass: UIImage.self)
        #expect(result.calls == 1)
        #expect(result.value == nil)
        #expect(result.itemProviderErrorCode == NSItemProvider.ErrorCode.itemUnavailableError.rawValue)
        #expect(progress.isFinished)
    }

    @Test func theReadersErrorReachesTheCaller() {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: TestRecipe.typeIdentifier, visibility: .all) {
            $0(Data("not json".utf8), nil)
            return nil
        }
        let (result, _) = provider.loadedObject(ofClass: TestRecipe.self)
        #expect(result.value == nil)
        #expect(result.error is DecodingError)
    }

    @Test func lazyObjectsAreMadeWhenLoaded() {
        let made = LoadResult<Int>()
        let provider = NSItemProvider()
        provider.registerObject(ofClass: TestRecipe.self, visibility: .all) { handler in
            made.record((made.value ?? 0) + 1, nil)
            handler(TestRecipe(title: "Lazy", minutes: 1), nil)
            return nil
        }
        #expect(provider.registeredTypeIdentifiers == [TestRecipe.typeIdentifier, "public.utf8-plain-text"])
        #expect(made.calls == 0)
        #expect(provider.loadedObject(ofClass: TestRecipe.self).0.value?.title == "Lazy")
        #expect(made.calls == 1)
    }

    @Test func lazyBridgedValues() {
        let provider = NSItemProvider()
        provider.registerObject(ofClass: String.self, visibility: .all) { handler in
            handler("bridged", nil)
            return nil
        }
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text", "public.utf16-external-plain-text"])
        let text = LoadResult<String>()
        provider.loadObject(ofClass: String.self) { string, error in text.record(string, error) }
        #expect(text.value == "bridged")
    }

    @Test func aLazyLoaderFailingReportsItsError() {
        let provider = NSItemProvider()
        provider.registerObject(ofClass: UIImage.self, visibility: .all) { handler in
            handler(nil, CocoaError(.fileNoSuchFile))
            return nil
        }
        let (result, _) = provider.loadedObject(ofClass: UIImage.self)
        #expect((result.error as? CocoaError)?.code == .fileNoSuchFile)
    }
}
