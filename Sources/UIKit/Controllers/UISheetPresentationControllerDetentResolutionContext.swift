/// What a custom detent's resolver is told. (Its `containerTraitCollection`
/// is absent until Kumiki has traits.)
@MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
    /// The largest value a detent can have: the `.large` detent's.
    var maximumDetentValue: CGFloat { get }
}

/// The resolution context of a sheet of a given geometry.
struct SheetDetentResolutionContext: UISheetPresentationControllerDetentResolutionContext {
    let maximumDetentValue: CGFloat
}
