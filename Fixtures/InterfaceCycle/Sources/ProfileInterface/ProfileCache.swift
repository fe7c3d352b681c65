/// State in an interface module.
public actor ProfileCache { // expect: interface-module-purity
    private var profiles: [String: UserProfile] = [:]

    public init() {}

    public func profile(for key: String) -> UserProfile? { profiles[key] }

    public func store(_ profile: UserProfile, for key: String) { profiles[key] = profile }
}
