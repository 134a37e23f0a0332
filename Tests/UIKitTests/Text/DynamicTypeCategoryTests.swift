import Foundation
import Testing
@testable import UIKit

@Suite("UIContentSizeCategory: UIKit's raw values, order by size, accessibility sizes")
struct DynamicTypeCategoryTests {
    @Test("raw values are UIKit's strings")
    func rawValues() {
        let expected: [(UIContentSizeCategory, String)] = [
            (.unspecified, "_UICTContentSizeCategoryUnspecified"),
            (.extraSmall, "UICTContentSizeCategoryXS"),
            (.small, "UICTContentSizeCategoryS"),
            (.medium, "UICTContentSizeCategoryM"),
            (.large, "UICTContentSizeCategoryL"),
            (.extraLarge, "UICTContentSizeCategoryXL"),
            (.extraExtraLarge, "UICTContentSizeCategoryXXL"),
            (.extraExtraExtraLarge, "UICTContentSizeCategoryXXXL"),
            (.accessibilityMedium, "UICTContentSizeCategoryAccessibilityM"),
            (.accessibilityLarge, "UICTContentSizeCategoryAccessibilityL"),
            (.accessibilityExtraLarge, "UICTContentSizeCategoryAccessibilityXL"),
            (.accessibilityExtraExtraLarge, "UICTContentSizeCategoryAccessibilityXXL"),
            (.accessibilityExtraExtraExtraLarge, "UICTContentSizeCategoryAccessibilityXXXL"),
        ]
        for (category, rawValue) in expected {
            #expect(category.rawValue == rawValue)
            #expect(UIContentSizeCategory(rawValue: rawValue) == category)
        }
    }

    @Test("categories compare by size, xSmall < … < large < … < AX5, and unspecified comes first")
    func ordering() {
        let ordered = UIContentSizeCategory.ordered
        #expect(ordered.count == 12)
        for (smaller, larger) in zip(ordered, ordered.dropFirst()) {
            #expect(smaller < larger)
            #expect(!(larger < smaller))
        }
        #expect(ordered.shuffled().sorted() == ordered)
        #expect(UIContentSizeCategory.unspecified < .extraSmall)
        #expect(UIContentSizeCategory.large >= .large)
        #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
    }

    @Test("the five accessibility sizes are accessibility categories; the seven standard ones are not")
    func accessibilityCategories() {
        let accessibility: [UIContentSizeCategory] = [
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge,
        ]
        for category in UIContentSizeCategory.ordered {
            #expect(category.isAccessibilityCategory == accessibility.contains(category), "\(category.rawValue)")
        }
        #expect(!UIContentSizeCategory.unspecified.isAccessibilityCategory)
    }

    @Test("the change notification and its user-info key have UIKit's names")
    func notificationNames() {
        #expect(UIContentSizeCategory.didChangeNotification.rawValue == "UIContentSizeCategoryDidChangeNotification")
        #expect(UIContentSizeCategory.newValueUserInfoKey == "UIContentSizeCategoryNewValueKey")
    }
}
