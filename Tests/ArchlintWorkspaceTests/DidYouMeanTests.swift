import ArchlintWorkspace
import Testing

/// Suggestions must look like what the user meant, not merely be near it.
struct DidYouMeanTests {
    @Test func typosAndPrefixesAreSuggested() {
        let layers = ["Presentation", "Domain", "Data", "UI"]
        #expect(DidYouMean.suggest("Presenter", among: layers) == "Presentation")
        #expect(DidYouMean.suggest("Domian", among: layers) == "Domain")
        #expect(DidYouMean.suggest("Dom", among: layers) == "Domain")
        #expect(DidYouMean.suggest("ui", among: layers) == "UI")
        #expect(DidYouMean.suggest("layer-dependancy", among: ["layer-dependency", "fat-protocol"]) == "layer-dependency")
    }

    @Test func unrelatedShortNamesAreNotSuggested() {
        #expect(DidYouMean.suggest("B", among: ["A", "C"]) == nil)
        #expect(DidYouMean.suggest("X", among: ["UI"]) == nil)
        #expect(DidYouMean.suggest("Networking", among: ["A", "B"]) == nil)
    }
}
