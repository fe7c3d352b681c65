/// Model -> UI is not allowed: a layer-dependency finding, and not an edge of the layer
/// cycle (only allowed edges form layer cycles; this one is already reported).
extension Article {
    var accent: ThemeColor { // expect: layer-dependency
        isFeatured ? .highlight : .standard
    }
}
