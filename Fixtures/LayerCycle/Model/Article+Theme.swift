/// Model -> UI is not allowed: a layer-dependency finding, and the step that closes two more
/// layer cycles (UI -> Model, UI -> Routing -> Model), reported here, where they are cut.
extension Article {
    var accent: ThemeColor { // expect: layer-dependency, cyclic-dependency, cyclic-dependency
        isFeatured ? .highlight : .standard
    }
}
