import Testing
@testable import Cassowary

@Suite struct LayoutTests {
    /// N equal-width boxes left to right in a container, 10 apart and 10 from its
    /// edges: width = (containerWidth - 10 (N + 1)) / N.
    final class Row {
        let solver = Solver()
        let containerLeft = Variable("container.left"), containerRight = Variable("container.right")
        var lefts: [Variable] = [], widths: [Variable] = []
        let containerWidth: Constraint

        init(boxes count: Int, width: Double) throws {
            containerWidth = equal(containerRight - containerLeft, width)
            try solver.add(equal(containerLeft, 0))
            try solver.add(containerWidth)
            var previousRight: any LinearExpressionConvertible = containerLeft
            for index in 0..<count {
                let left = Variable("box\(index).left"), boxWidth = Variable("box\(index).width")
                try solver.add(equal(left, previousRight + 10))
                try solver.add(atLeast(boxWidth, 0))
                if let first = widths.first { try solver.add(equal(boxWidth, first)) }
                // A preferred width too weak to win against the container.
                try solver.add(equal(boxWidth, 40, .low))
                lefts.append(left)
                widths.append(boxWidth)
                previousRight = left + boxWidth
            }
            try solver.add(equal(containerRight, previousRight + 10))
            solver.updateVariables()
        }

        func expectLayout(containerWidth: Double, sourceLocation: SourceLocation = #_sourceLocation) {
            let n = Double(lefts.count)
            let width = (containerWidth - 10 * (n + 1)) / n
            #expect(close(containerRight.value, containerWidth), sourceLocation: sourceLocation)
            for (index, (left, boxWidth)) in zip(lefts, widths).enumerated() {
                #expect(close(boxWidth.value, width), "box \(index)", sourceLocation: sourceLocation)
                #expect(close(left.value, 10 + Double(index) * (width + 10)), "box \(index)",
                        sourceLocation: sourceLocation)
            }
        }
    }

    @Test func boxesInAContainerShareTheWidthAndFollowItsChanges() throws {
        let row = try Row(boxes: 5, width: 400)
        row.expectLayout(containerWidth: 400)
        #expect(close(row.widths[0].value, 68))
        try row.solver.updateConstant(of: row.containerWidth, to: -610)
        #expect(Set(row.solver.updateVariables()) == Set(row.lefts.dropFirst() + row.widths + [row.containerRight]))
        row.expectLayout(containerWidth: 610)
        #expect(close(row.widths[0].value, 110))
        for variable in row.lefts + row.widths { #expect(!row.solver.isAmbiguous(variable)) }
    }

    @Test func tooNarrowContainerSqueezesBoxesToZeroOrThrows() throws {
        let row = try Row(boxes: 3, width: 100)
        row.expectLayout(containerWidth: 100)
        try row.solver.updateConstant(of: row.containerWidth, to: -40)
        row.solver.updateVariables()
        row.expectLayout(containerWidth: 40)
        #expect(close(row.widths[2].value, 0))
        // 39 would need negative widths.
        #expect(throws: SolverError.unsatisfiableConstraint) {
            try row.solver.updateConstant(of: row.containerWidth, to: -39)
        }
        row.solver.updateVariables()
        row.expectLayout(containerWidth: 40)
    }

    @Test func longRowMatchesItsClosedFormAfterSeveralWidthChanges() throws {
        let row = try Row(boxes: 60, width: 3000)
        row.expectLayout(containerWidth: 3000)
        for width in [2000.0, 5000, 610, 3000] {
            try row.solver.updateConstant(of: row.containerWidth, to: -width)
            row.solver.updateVariables()
            row.expectLayout(containerWidth: width)
        }
    }

    @Test func removingTheContainerWidthLetsBoxesTakeTheirPreferredWidth() throws {
        let row = try Row(boxes: 4, width: 300)
        try row.solver.remove(row.containerWidth)
        row.solver.updateVariables()
        row.expectLayout(containerWidth: 10 * 5 + 4 * 40)
        try row.solver.add(row.containerWidth)
        row.solver.updateVariables()
        row.expectLayout(containerWidth: 300)
    }
}
