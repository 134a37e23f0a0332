import Testing
@testable import KumikiPort

@Suite("Rule 4: @objc optional requirements get default implementations")
struct OptionalRequirementRuleTests {
    @Test("a one-line protocol gets AnyObject and an extension with the default")
    func oneLineProtocol() {
        let ported = port("""
            @objc protocol P { @objc optional func f(_ x: Int) -> Bool }
            """)
        #expect(ported.text == """
            protocol P: AnyObject { func f(_ x: Int) -> Bool }

            extension P {
                func f(_ x: Int) -> Bool { false }
            }
            """)
    }

    @Test("each return kind gets its neutral default; a type without one is reported and gets none")
    func returnKinds() {
        let ported = port("""
            import UIKit

            /// Tells a gallery what happened.
            @objc protocol GalleryDelegate {
                func galleryDidLoad(_ gallery: Gallery)
                @objc optional func galleryDidScroll(_ gallery: Gallery)
                @objc optional func galleryShouldWrap(_ gallery: Gallery) -> Bool
                @objc optional func gallery(_ gallery: Gallery, titleAt index: Int) -> String?
                @objc optional func gallery(_ gallery: Gallery, captionAt index: Int) -> String
                @objc optional func numberOfColumns(in gallery: Gallery) -> Int
                @objc optional func spacing(in gallery: Gallery) -> CGFloat
                @objc optional func delay(for gallery: Gallery) -> TimeInterval
                @objc optional func tags(for gallery: Gallery) -> [String]
                @objc optional func weights(for gallery: Gallery) -> [String: Double]
                @objc optional func finish(_ gallery: Gallery) -> Void
                @objc optional func size(for gallery: Gallery) -> CGSize
                @objc optional var accent: UIColor? { get }
                @objc optional var zoom: Double { get set }
            }
            """)
        #expect(ported.text == """
            import UIKit

            /// Tells a gallery what happened.
            protocol GalleryDelegate: AnyObject {
                func galleryDidLoad(_ gallery: Gallery)
                func galleryDidScroll(_ gallery: Gallery)
                func galleryShouldWrap(_ gallery: Gallery) -> Bool
                func gallery(_ gallery: Gallery, titleAt index: Int) -> String?
                func gallery(_ gallery: Gallery, captionAt index: Int) -> String
                func numberOfColumns(in gallery: Gallery) -> Int
                func spacing(in gallery: Gallery) -> CGFloat
                func delay(for gallery: Gallery) -> TimeInterval
                func tags(for gallery: Gallery) -> [String]
                func weights(for gallery: Gallery) -> [String: Double]
                func finish(_ gallery: Gallery) -> Void
                func size(for gallery: Gallery) -> CGSize
                var accent: UIColor? { get }
                var zoom: Double { get set }
            }

            extension GalleryDelegate {
                func galleryDidScroll(_ gallery: Gallery) {}
                func galleryShouldWrap(_ gallery: Gallery) -> Bool { false }
                func gallery(_ gallery: Gallery, titleAt index: Int) -> String? { nil }
                func gallery(_ gallery: Gallery, captionAt index: Int) -> String { "" }
                func numberOfColumns(in gallery: Gallery) -> Int { 0 }
                func spacing(in gallery: Gallery) -> CGFloat { 0 }
                func delay(for gallery: Gallery) -> TimeInterval { 0 }
                func tags(for gallery: Gallery) -> [String] { [] }
                func weights(for gallery: Gallery) -> [String: Double] { [:] }
                func finish(_ gallery: Gallery) -> Void {}
                var accent: UIColor? { nil }
                var zoom: Double { get { 0 } set {} }
            }
            """)
        #expect(ported.lines == [16])
        #expect(ported.messages == [
            "optional requirement size of GalleryDelegate needs a default implementation (no neutral CGSize to "
                + "return): write one in an extension of GalleryDelegate",
        ])
    }

    @Test("AnyObject is added only when the protocol is not class-bound already, before a where clause")
    func classConstraint() {
        let ported = port("""
            @objc protocol A: AnyObject { @objc optional func a() }
            @objc protocol B: NSObjectProtocol { @objc optional func b() }
            @objc protocol C: UIScrollViewDelegate { @objc optional func c() }
            @objc protocol D where Self: UIView { func d() }
            """)
        #expect(ported.text.contains("protocol A: AnyObject { func a() }"))
        #expect(ported.text.contains("protocol B: NSObjectProtocol { func b() }"))
        #expect(ported.text.contains("protocol C: UIScrollViewDelegate, AnyObject { func c() }"))
        #expect(ported.text.contains("protocol D: AnyObject where Self: UIView { func d() }"))
    }

    @Test("a public protocol's defaults are public, and a multi-line requirement is repeated whole")
    func publicAndMultiline() {
        let ported = port("""
            @objc public protocol Source {
                @objc(itemAt:section:) optional func item(
                    at index: Int,
                    section: Int
                ) -> String?
            }
            """)
        #expect(ported.text == """
            public protocol Source: AnyObject {
                func item(
                    at index: Int,
                    section: Int
                ) -> String?
            }

            extension Source {
                public func item(
                    at index: Int,
                    section: Int
                ) -> String? { nil }
            }
            """)
    }

    @Test("optional calls lose the ? after the member name, in every file, for optional requirements only")
    func callSites() {
        let ported = port(files: [
            "Delegate.swift": """
                @objc protocol ListDelegate { @objc optional func listDidTap(_ list: List) }
                """,
            "List.swift": """
                final class List {
                    weak var delegate: ListDelegate?
                    var handler: ((List) -> Void)?
                    func tap() {
                        delegate?.listDidTap?(self)
                        delegate!.listDidTap?(self)
                        self.handler?(self)
                        // delegate?.listDidTap?(self)
                        print("delegate?.listDidTap?(self)")
                    }
                }
                """,
        ])
        #expect(ported.texts["List.swift"] == """
            final class List {
                weak var delegate: ListDelegate?
                var handler: ((List) -> Void)?
                func tap() {
                    delegate?.listDidTap(self)
                    delegate!.listDidTap(self)
                    self.handler?(self)
                    // delegate?.listDidTap?(self)
                    print("delegate?.listDidTap?(self)")
                }
            }
            """)
    }

    @Test("an optional subscript becomes a plain requirement and is reported for its default")
    func optionalSubscript() {
        let ported = port("""
            @objc protocol Table {
                @objc optional subscript(row: Int) -> String { get }
            }
            """)
        #expect(ported.text == """
            protocol Table: AnyObject {
                subscript(row: Int) -> String { get }
            }
            """)
        #expect(ported.lines == [2])
        #expect(ported.messages == ["optional subscript of Table needs a default implementation: write one in an "
            + "extension of Table"])
    }
}
