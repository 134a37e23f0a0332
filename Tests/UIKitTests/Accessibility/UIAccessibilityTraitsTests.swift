import Testing
import UIKit

@Suite("UIAccessibilityTraits")
struct UIAccessibilityTraitsTests {
    @Test("every member is its own bit: no two share one, and none is empty but .none")
    func membersAreDistinctBits() {
        let members: [UIAccessibilityTraits] = [
            .button, .link, .header, .searchField, .image, .selected, .playsSound, .keyboardKey, .staticText,
            .summaryElement, .notEnabled, .updatesFrequently, .startsMediaSession, .adjustable,
            .allowsDirectInteraction, .causesPageTurn, .tabBar, .toggleButton, .supportsZoom,
        ]
        #expect(members.count == 19)
        for member in members {
            #expect(member.rawValue.nonzeroBitCount == 1)
        }
        #expect(Set(members.map(\.rawValue)).count == members.count)
        #expect(UIAccessibilityTraits.none.rawValue == 0)
    }

    @Test("traits combine as an option set")
    func combine() {
        var traits: UIAccessibilityTraits = [.button, .selected]
        #expect(traits.contains(.button))
        #expect(!traits.contains(.link))
        traits.remove(.selected)
        traits.insert(.notEnabled)
        #expect(traits == [.button, .notEnabled])
        #expect(traits.isSuperset(of: .none))
    }

    @Test("the description names the members, in declaration order")
    func description() {
        #expect(UIAccessibilityTraits.none.description == "[]")
        #expect(UIAccessibilityTraits([.notEnabled, .button]).description == "[button, notEnabled]")
        #expect(UIAccessibilityTraits(rawValue: 1 << 40 | 1).description == "[button, 0x10000000000]")
    }
}
