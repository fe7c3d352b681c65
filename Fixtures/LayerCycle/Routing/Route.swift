enum Route: Hashable {
    case detail(Article)
}
