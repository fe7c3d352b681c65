/// Every built-in rule, sorted by id (a test checks the order and uniqueness).
/// Adding a rule: one file in Rules/, one line here, one fixture under Fixtures/.
public let builtInRules: [any Rule.Type] = [
    BastardInjectionRule.self,
    ConcreteDependencyRule.self,
    CyclicDependencyRule.self,
    DirectInstantiationRule.self,
    FatProtocolRule.self,
    ForbiddenImportRule.self,
    InterfaceModulePurityRule.self,
    InterfaceSegregationRule.self,
    LayerDependencyRule.self,
    ModuleIndependenceRule.self,
    UndeclaredImportRule.self,
    UnusedDependencyRule.self,
]
