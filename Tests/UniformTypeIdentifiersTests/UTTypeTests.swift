import Foundation
import Testing
import UniformTypeIdentifiers

struct UTTypeTests {
    // MARK: Conformance hierarchy (Apple's published declarations)

    @Test func plainTextConformsUpBothTrees() {
        #expect(UTType.utf8PlainText.conforms(to: .plainText))
        #expect(UTType.plainText.conforms(to: .text))
        #expect(UTType.text.conforms(to: .data))
        #expect(UTType.text.conforms(to: .content))
        #expect(UTType.data.conforms(to: .item))
        #expect(UTType.utf8PlainText.conforms(to: .item))
        #expect(UTType.utf8PlainText.supertypes == [.plainText, .text, .data, .content, .item])
    }

    @Test func conformanceIsReflexiveAndNotSymmetric() {
        #expect(UTType.png.conforms(to: .png))
        #expect(!UTType.image.conforms(to: .png))
        #expect(UTType.image.isSupertype(of: .png))
        #expect(UTType.png.isSubtype(of: .image))
        #expect(!UTType.png.isSubtype(of: .png))
        #expect(!UTType.png.isSupertype(of: .png))
    }

    @Test func imagesAreDataAndContentButNotText() {
        for type in [UTType.png, .jpeg, .gif, .heic, .svg, .tiff, .webP] {
            #expect(type.conforms(to: .image), "\(type)")
            #expect(type.conforms(to: .data), "\(type)")
            #expect(type.conforms(to: .content), "\(type)")
            #expect(!type.conforms(to: .text), "\(type)")
        }
        #expect(UTType.heic.conforms(to: .heif))
    }

    @Test func urlsAreDataButNotText() {
        #expect(UTType.fileURL.conforms(to: .url))
        #expect(UTType.url.conforms(to: .data))
        #expect(!UTType.url.conforms(to: .text))
    }

    @Test func foldersAreDirectoriesNotData() {
        #expect(UTType.folder.conforms(to: .directory))
        #expect(UTType.directory.conforms(to: .item))
        #expect(!UTType.folder.conforms(to: .data))
        #expect(UTType.applicationBundle.conforms(to: .package))
    }

    @Test func textFormatsAndMedia() {
        #expect(UTType.json.conforms(to: .text))
        #expect(UTType.html.conforms(to: .text))
        #expect(UTType.rtf.conforms(to: .text))
        #expect(UTType.swiftSource.conforms(to: .plainText))
        #expect(UTType.commaSeparatedText.conforms(to: .delimitedText))
        #expect(UTType.xmlPropertyList.conforms(to: .xml))
        #expect(UTType.xmlPropertyList.conforms(to: .propertyList))
        #expect(UTType.pdf.conforms(to: .compositeContent))
        #expect(UTType.pdf.conforms(to: .content))
        #expect(UTType.mpeg4Movie.conforms(to: .movie))
        #expect(UTType.movie.conforms(to: .audiovisualContent))
        #expect(UTType.mp3.conforms(to: .audio))
        #expect(!UTType.audio.conforms(to: .movie))
        #expect(UTType.mpeg4Audio.conforms(to: .audio))
        #expect(UTType.zip.conforms(to: .archive))
    }

    @Test func rootsHaveNoSupertypes() {
        #expect(UTType.item.supertypes.isEmpty)
        #expect(UTType.content.supertypes.isEmpty)
    }

    // MARK: Identifiers

    @Test func identifiersAreApples() {
        #expect(UTType.plainText.identifier == "public.plain-text")
        #expect(UTType.utf8PlainText.identifier == "public.utf8-plain-text")
        #expect(UTType.png.identifier == "public.png")
        #expect(UTType.gif.identifier == "com.compuserve.gif")
        #expect(UTType.pdf.identifier == "com.adobe.pdf")
        #expect(UTType.heif.identifier == "public.heif-standard")
        #expect(UTType.fileURL.identifier == "public.file-url")
        #expect(UTType.mpeg4Movie.identifier == "public.mpeg-4")
    }

    @Test func lookupByIdentifierIgnoresCaseAndRejectsUnknown() {
        #expect(UTType("public.png") == .png)
        #expect(UTType("PUBLIC.PNG") == .png)
        #expect(UTType("PUBLIC.PNG")?.identifier == "public.png")
        #expect(UTType("com.example.never-declared") == nil)
        #expect(UTType("") == nil)
    }

    @Test func systemTypesAreDeclaredNotDynamic() {
        #expect(UTType.png.isDeclared)
        #expect(UTType.png.isSystemDeclared)
        #expect(!UTType.png.isDynamic)
        #expect(UTType.png.isPublic)
        #expect(!UTType.gif.isPublic)
        #expect(UTType.png.localizedDescription == "PNG image")
    }

    // MARK: Tags

    @Test func preferredTags() {
        #expect(UTType.png.preferredFilenameExtension == "png")
        #expect(UTType.png.preferredMIMEType == "image/png")
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg")
        #expect(UTType.plainText.preferredFilenameExtension == "txt")
        #expect(UTType.plainText.preferredMIMEType == "text/plain")
        #expect(UTType.json.preferredMIMEType == "application/json")
        #expect(UTType.pdf.preferredMIMEType == "application/pdf")
        #expect(UTType.image.preferredFilenameExtension == nil)
        #expect(UTType.jpeg.tags[.filenameExtension] == ["jpeg", "jpg", "jpe"])
    }

    @Test func lookupByFilenameExtension() {
        #expect(UTType(filenameExtension: "png") == .png)
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType(filenameExtension: "txt") == .plainText)
        #expect(UTType(filenameExtension: "html") == .html)
        #expect(UTType(filenameExtension: "swift") == .swiftSource)
        #expect(UTType(filenameExtension: "mov") == .quickTimeMovie)
        #expect(UTType(filenameExtension: "png", conformingTo: .image) == .png)
    }

    @Test func lookupByMIMEType() {
        #expect(UTType(mimeType: "image/png") == .png)
        #expect(UTType(mimeType: "IMAGE/JPEG") == .jpeg)
        #expect(UTType(mimeType: "text/plain") == .plainText)
        #expect(UTType(mimeType: "application/xml") == .xml)
        #expect(UTType(mimeType: "text/xml") == .xml)
        #expect(UTType(mimeType: "application/json") == .json)
    }

    @Test func unknownTagsMakeDynamicTypesConformingToTheSupertype() throws {
        let type = try #require(UTType(filenameExtension: "kumikiunknown"))
        #expect(type.isDynamic)
        #expect(!type.isDeclared)
        #expect(type.identifier.hasPrefix("dyn."))
        #expect(type.conforms(to: .data))
        #expect(type.conforms(to: .item))
        #expect(!type.conforms(to: .text))
        #expect(type.preferredFilenameExtension == "kumikiunknown")
        #expect(type.localizedDescription == nil)
        // The same tag gives the same type, and its identifier looks it up again.
        #expect(UTType(filenameExtension: "kumikiunknown") == type)
        #expect(UTType(type.identifier) == type)

        let mime = try #require(UTType(mimeType: "application/x-kumiki", conformingTo: .text))
        #expect(mime.isDynamic)
        #expect(mime.conforms(to: .text))
        #expect(mime.preferredMIMEType == "application/x-kumiki")
    }

    @Test func aKnownTagOutsideTheSupertypeGivesADynamicType() throws {
        let type = try #require(UTType(filenameExtension: "png", conformingTo: .text))
        #expect(type != .png)
        #expect(type.isDynamic)
        #expect(type.conforms(to: .text))
    }

    @Test func invalidTagsGiveNil() {
        #expect(UTType(filenameExtension: "") == nil)
        #expect(UTType(filenameExtension: "tar.gz") == nil)
        #expect(UTType(mimeType: "") == nil)
    }

    @Test func typesForATagListsEveryDeclaredMatch() {
        #expect(UTType.types(tag: "xml", tagClass: .filenameExtension, conformingTo: nil) == [.xml])
        #expect(UTType.types(tag: "png", tagClass: .filenameExtension, conformingTo: .text).isEmpty)
        #expect(UTType.types(tag: "nothing", tagClass: .mimeType, conformingTo: nil).isEmpty)
    }

    // MARK: App declarations

    @Test func exportedTypesAreDeclaredForTheProcess() {
        let type = UTType(exportedAs: "com.example.kumiki.recipe", conformingTo: .json)
        #expect(type.identifier == "com.example.kumiki.recipe")
        #expect(type.isDeclared)
        #expect(!type.isDynamic)
        #expect(!type.isSystemDeclared)
        #expect(type.conforms(to: .json))
        #expect(type.conforms(to: .text))
        #expect(UTType("com.example.kumiki.recipe") == type)
    }

    @Test func importedTypesWithoutParentConformOnlyToThemselves() {
        let type = UTType(importedAs: "com.example.kumiki.imported")
        #expect(type.isDeclared)
        #expect(type.supertypes.isEmpty)
        #expect(!type.conforms(to: .data))
    }

    @Test func theFirstDeclarationWins() {
        _ = UTType(exportedAs: "com.example.kumiki.twice", conformingTo: .image)
        let again = UTType(exportedAs: "com.example.kumiki.twice", conformingTo: .text)
        #expect(again.conforms(to: .image))
        #expect(!again.conforms(to: .text))
        // A system type cannot be redeclared.
        #expect(!UTType(exportedAs: "public.png", conformingTo: .text).conforms(to: .text))
    }

    // MARK: Value semantics

    @Test func equalityAndHashingIgnoreCase() throws {
        let upper = UTType(exportedAs: "com.example.kumiki.Case")
        #expect(UTType("com.example.kumiki.case") == upper)
        #expect(Set([UTType.png, UTType("PUBLIC.png")!]).count == 1)
    }

    @Test func codableAsTheIdentifier() throws {
        let data = try JSONEncoder().encode([UTType.png])
        #expect(String(decoding: data, as: UTF8.self) == #"["public.png"]"#)
        #expect(try JSONDecoder().decode([UTType].self, from: data) == [.png])
        #expect(UTType.png.description == "public.png")
    }
}
