import Foundation
import UIKit

// Helpers shared by the drag-and-drop tests (Tests/UIKitTests/DragAndDrop).

/// What a load's completion handler received. Kumiki delivers loads that are
/// ready before `load…` returns (docs/PORTING.md), so a test reads it right after.
final class LoadResult<Value>: @unchecked Sendable {
    private(set) var value: Value?
    private(set) var error: (any Error)?
    /// How many times the completion handler ran (exactly once, always).
    private(set) var calls = 0

    func record(_ value: Any?, _ error: (any Error)?) {
        self.value = value as? Value
        self.error = error
        calls += 1
    }

    /// The error's code in `NSItemProvider.errorDomain`, or nil for another error.
    var itemProviderErrorCode: Int? {
        guard let error = error as NSError?, error.domain == NSItemProvider.errorDomain else { return nil }
        return error.code
    }
}

extension NSItemProvider {
    /// Loads `aClass` and returns what the completion handler received, with the progress.
    func loadedObject<T: NSItemProviderReading & SendableMetatype>(ofClass aClass: T.Type) -> (LoadResult<T>, Progress) {
        let result = LoadResult<T>()
        let progress = loadObject(ofClass: aClass) { object, error in result.record(object, error) }
        return (result, progress)
    }

    /// Loads data for `typeIdentifier` and returns what the completion handler received.
    func loadedData(_ typeIdentifier: String) -> (LoadResult<Data>, Progress) {
        let result = LoadResult<Data>()
        let progress = loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
            result.record(data, error)
        }
        return (result, progress)
    }
}

/// An app class that conforms to both protocols: a recipe written as JSON in
/// its own exported type, and as plain text (its title) for other apps.
final class TestRecipe: NSObject, NSItemProviderReading, NSItemProviderWriting, Codable, @unchecked Sendable {
    static let typeIdentifier = "com.example.kumiki.test-recipe"
    let title: String
    let minutes: Int

    init(title: String, minutes: Int) {
        self.title = title
        self.minutes = minutes
    }

    static var writableTypeIdentifiersForItemProvider: [String] { [typeIdentifier, "public.utf8-plain-text"] }
    static var readableTypeIdentifiersForItemProvider: [String] { [typeIdentifier] }

    static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String)
        -> NSItemProviderRepresentationVisibility {
        typeIdentifier == Self.typeIdentifier ? .ownProcess : .all
    }

    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void)
        -> Progress? {
        if typeIdentifier == Self.typeIdentifier {
            completionHandler(try? JSONEncoder().encode(self), nil)
        } else {
            completionHandler(Data(title.utf8), nil)
        }
        return nil
    }

    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> TestRecipe {
        try JSONDecoder().decode(TestRecipe.self, from: data)
    }
}
