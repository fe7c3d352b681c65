/// Model -> UI is not allowed: a layer-dependency finding, and the step that closes two more
/// layer cycles (back through UI, and through UI -> Routing): the shortest is reported here,
/// where they are cut.
extension Article {
    var accent: ThemeColor { // expect: layer-dependency, cyclic-dependency
        isFeatured ? .highlight : .standard
    }
}
