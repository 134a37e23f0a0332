import Foundation
import UIKit
import UniformTypeIdentifiers

// Item providers and uniform type identifiers as iOS code writes them: an app
// type conforming to both protocols, bridged Swift values, the UTType forms.

extension UTType {
    static let surfaceNote = UTType(exportedAs: "com.example.surface.note", conformingTo: .json)
}

final class SurfaceNote: NSObject, NSItemProviderReading, NSItemProviderWriting, Codable {
    let body: String
    init(body: String) { self.body = body }

    static var readableTypeIdentifiersForItemProvider: [String] { [UTType.surfaceNote.identifier] }
    static var writableTypeIdentifiersForItemProvider: [String] {
        [UTType.surfaceNote.identifier, UTType.utf8PlainText.identifier]
    }

    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping (Data?, Error?) -> Void) -> Progress? {
        let progress = Progress(totalUnitCount: 1)
        completionHandler(Data(body.utf8), nil)
        progress.completedUnitCount = 1
        return progress
    }

    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> SurfaceNote {
        try JSONDecoder().decode(SurfaceNote.self, from: data)
    }
}

final class ItemProviderSurfaceController: UIViewController {
    let imageView = UIImageView()

    func receive(_ providers: [NSItemProvider]) {
        for provider in providers {
            if provider.canLoadObject(ofClass: UIImage.self) {
                provider.loadObject(ofClass: UIImage.self) { [weak self] image, error in
                    DispatchQueue.main.async {
                        self?.imageView.image = image as? UIImage
                    }
                }
            } else if provider.canLoadObject(ofClass: String.self) {
                _ = provider.loadObject(ofClass: String.self) { string, error in
                    print(string ?? "", error?.localizedDescription ?? "")
                }
            } else if provider.hasItemConformingToTypeIdentifier(UTType.url.identifier) {
                let progress = provider.loadObject(ofClass: URL.self) { url, _ in print(url as Any) }
                print(progress.fractionCompleted)
            }
            provider.loadDataRepresentation(forTypeIdentifier: UTType.png.identifier) { data, error in
                if let error = error as NSError?, error.domain == NSItemProvider.errorDomain,
                   error.code == NSItemProvider.ErrorCode.itemUnavailableError.rawValue {
                    print("no PNG")
                }
                _ = data
            }
            _ = provider.loadDataRepresentation(for: .json) { _, _ in }
            provider.loadFileRepresentation(forTypeIdentifier: UTType.movie.identifier) { url, _ in _ = url }
            provider.loadItem(forTypeIdentifier: UTType.plainText.identifier, options: nil) { item, _ in _ = item }
        }
    }

    func provide() -> [NSItemProvider] {
        let text = NSItemProvider(object: "Hello" as NSString)
        let url = NSItemProvider(object: URL(string: "https://example.com")! as NSURL)
        let note = NSItemProvider(object: SurfaceNote(body: "{}"))
        let image = NSItemProvider(object: UIImage())
        let color = NSItemProvider(object: UIColor.systemBlue)
        let custom = NSItemProvider()
        custom.suggestedName = "Export"
        custom.registerDataRepresentation(forTypeIdentifier: UTType.json.identifier, visibility: .all) { completion in
            completion(Data("{}".utf8), nil)
            return nil
        }
        custom.registerDataRepresentation(for: .commaSeparatedText, visibility: .ownProcess) { completion in
            completion(Data("a,b".utf8), nil)
            return nil
        }
        custom.registerFileRepresentation(forTypeIdentifier: UTType.pdf.identifier, fileOptions: [.openInPlace],
                                          visibility: .team) { completion in
            completion(URL(fileURLWithPath: "/tmp/a.pdf"), false, nil)
            return nil
        }
        custom.registerObject(ofClass: UIImage.self, visibility: .all) { completion in
            completion(UIImage(), nil)
            return nil
        }
        custom.registerObject(SurfaceNote(body: "{}"), visibility: .all)
        let types: [String] = custom.registeredTypeIdentifiers
        let contentTypes: [UTType] = custom.registeredContentTypes
        _ = (types, contentTypes, custom.hasRepresentationConforming(toTypeIdentifier: UTType.pdf.identifier,
                                                                     fileOptions: .openInPlace))
        let file = NSItemProvider(contentsOf: URL(fileURLWithPath: "/tmp/a.pdf"))
        let item = NSItemProvider(item: "text" as NSString, typeIdentifier: UTType.plainText.identifier)
        return [text, url, note, image, color, custom, item] + [file].compactMap { $0 }
    }

    func types() {
        let png = UTType.png
        let fromExtension: UTType? = UTType(filenameExtension: "jpg")
        let fromMIME = UTType(mimeType: "image/gif", conformingTo: .image)
        let tagged = UTType(tag: "md", tagClass: .filenameExtension, conformingTo: .plainText)
        _ = (png.identifier, png.preferredFilenameExtension, png.preferredMIMEType, png.localizedDescription,
             png.conforms(to: .image), png.supertypes, png.isDynamic, png.isDeclared, png.isPublic,
             png.tags[.mimeType], fromExtension, fromMIME, tagged, UTType("public.heic"),
             UTType.types(tag: "xml", tagClass: .filenameExtension, conformingTo: nil),
             UTType(importedAs: "com.example.surface.imported"), png.isSubtype(of: .data))
    }
}
