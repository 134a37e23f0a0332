import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

extension CompositionalLayoutTests {
    /// Groups and sections that cannot lay out their items stop the app with
    /// an uncaught exception's console line (docs/COVERAGE.md, "Misuse and
    /// its messages").
    @Suite("Compositional layout: misuse")
    struct CompositionalMisuseTests {
        @Test("a group of a count below one stops the app")
        func countBelowOne() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    _ = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                           subitem: item(.fractionalWidth(1), .fractionalHeight(1)),
                                                           count: 0)
                }
            }
            #expect(standardError(of: result).contains("uncaught exception 'NSInvalidArgumentException', reason: "
                + "'Invalid count (0) for group: the count must be 1 or more.'"))
        }

        @Test("a horizontal or vertical group without subitems stops the app")
        func noSubitems() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    _ = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                         subitems: [])
                }
            }
            #expect(standardError(of: result).contains("uncaught exception 'NSInvalidArgumentException', reason: "
                + "'Invalid group: a horizontal or vertical group needs at least one subitem.'"))
        }

        @Test("a section provider that returns nil for a section with items stops the app")
        func nilSectionForItems() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let layout = UICollectionViewCompositionalLayout { _, _ in nil }
                    _ = UITestHost(device: gridStageDevice).makeCollectionView(source: NumbersSource(count: 3),
                                                                              layout: layout)
                }
            }
            #expect(standardError(of: result).contains("uncaught exception 'NSInternalInconsistencyException', "
                + "reason: 'Invalid section definition. Please specify a valid section definition when content is to "
                + "be rendered for a section. This is a client error.'"))
        }

        @Test("a section whose group places no items stops the app")
        func groupPlacesNoItems() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let group = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(50))) { _ in
                        []
                    }
                    let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                    _ = UITestHost(device: gridStageDevice).makeCollectionView(source: NumbersSource(count: 3),
                                                                              layout: layout)
                }
            }
            #expect(standardError(of: result).contains("uncaught exception 'NSInternalInconsistencyException', "
                + "reason: 'UICollectionViewCompositionalLayout: the group of section 0 places no items, so the "
                + "section's 3 items cannot be laid out.'"))
        }
    }
}
