import ArchlintWorkspace

/// Globs of rules.json that take nothing in: a layer's module glob that matches no module,
/// and a module's path that matches no file. A typo there (`"Profle"`,
/// `"Features/Setings"`) silently leaves code out of its layer or module; the whole-layer
/// warning only sees a layer left with no file at all. Like that warning, wildcards get no
/// exception: `"*Intrface"` that matches nothing takes nothing in either.
enum ConfigurationCoverage {
    /// One line per glob: `rules.json:11:45: $.layers[0].modules[1]: "Profle" ...`.
    static func unmatchedGlobs(in workspace: Workspace) -> [String] {
        let configuration = workspace.configuration
        var warnings: [String] = []
        let moduleNames = workspace.modules.filter { !$0.isTest }.map(\.name)
        // Names files import, for a package outside the project named in full (`"Alamofire"`):
        // read only when a name matches no module.
        var imported: Set<String>?
        // A name written out is looked up; only a wildcard is matched against every module.
        var namesMatched = Set<String>()
        for module in workspace.modules {
            namesMatched.insert(module.name)
            if let target = configuration.moduleTargetNames[module.name] { namesMatched.insert(target) }
        }
        for layer in configuration.layers {
            for (k, glob) in layer.modules.enumerated() where k < layer.modulePositions.count {
                if glob.isLiteral ? namesMatched.contains(glob.pattern)
                    : workspace.modules.contains(where: { configuration.matchesModule(glob, $0.name) }) { continue }
                let at = layer.modulePositions[k]
                if glob.isLiteral {
                    // A module of rules.json's own `modules` that got no file: its paths are said to
                    // be wrong below.
                    if configuration.isConfiguredModuleName(glob.pattern) { continue }
                    let names = imported ?? Set(workspace.files.flatMap { $0.facts.imports.map(\.module) })
                    imported = names
                    if names.contains(glob.pattern) { continue }
                    let guess = DidYouMean.suggest(glob.pattern, among: moduleNames + names.sorted())
                    warnings.append("\(place(at)): \"\(glob.pattern)\" matches no module of the project and no package a file imports"
                                    + (guess.map { " (did you mean \"\($0)\"?)" } ?? "") + ": it puts nothing in layer \(layer.name)")
                } else {
                    warnings.append("\(place(at)): \"\(glob.pattern)\" matches no module of the project (a wildcard never matches a package outside it): it puts nothing in layer \(layer.name)")
                }
            }
        }
        guard !configuration.modules.isEmpty else { return warnings }
        // A path is judged on the files the module got first: linear in the files, however
        // many modules rules.json lists. Only a path that gave its module nothing is looked for
        // among all files.
        let configured = Set(configuration.modules.map(\.name))
        var filesOfModule: [String: [String]] = [:]
        for file in workspace.files where configured.contains(file.module) {
            filesOfModule[file.module, default: []].append(file.path)
        }
        /// Folder -> a file in it (folders above a file included), on first need.
        var firstFileIn: [String: String]?
        for spec in configuration.modules {
            for (k, glob) in spec.paths.enumerated() where k < spec.writtenPaths.count {
                if filesOfModule[spec.name]?.contains(where: { glob.matches($0) }) == true { continue }
                let (written, at) = spec.writtenPaths[k]
                // Files an earlier entry took: the workspace says so of a whole entry left empty.
                // A written-out folder is looked up among the files' folders (a pass over the
                // files per empty entry was entries x files).
                // The hit is confirmed by the glob on a file there: `String` keys compare
                // canonically (a composed é finds a decomposed one), globs compare bytes.
                if let folder = Configuration.ModuleLookup.literalFolder(glob) {
                    if firstFileIn == nil { firstFileIn = Self.firstFileInFolders(of: workspace.files.map(\.path)) }
                    if let path = firstFileIn![folder], glob.matches(path) { continue }
                    if firstFileIn![folder] != nil, workspace.files.contains(where: { glob.matches($0.path) }) { continue }
                } else if workspace.files.contains(where: { glob.matches($0.path) }) { continue }
                var guess: String?
                var folder = written
                while folder.hasPrefix("./") { folder.removeFirst(2) }
                while folder.hasSuffix("/") { folder.removeLast() }
                if !folder.isEmpty, (try? Glob(folder))?.isLiteral == true {
                    if firstFileIn == nil { firstFileIn = Self.firstFileInFolders(of: workspace.files.map(\.path)) }
                    guess = Self.folderGuess(folder, among: Set(firstFileIn!.keys))
                }
                warnings.append("\(place(at)): \"\(written)\" matches no Swift file" + (guess.map { " (did you mean \"\($0)\"?)" } ?? "")
                                + ": it gives module \(spec.name) no file")
            }
        }
        return warnings
    }

    private static func place(_ at: ConfigurationPosition) -> String {
        "\(at.file):\(at.line):\(at.column): \(at.jsonPath)"
    }

    /// The folder `path` likely meant: its first component that is no folder, spelt as a
    /// sibling folder is (`Features/Setings` -> `Features/Settings`), when the whole path then
    /// names a folder.
    static func folderGuess(_ path: String, among folders: Set<String>) -> String? {
        let parts = path.split(separator: "/").map(String.init)
        var parent = ""
        for (k, part) in parts.enumerated() {
            let here = parent.isEmpty ? part : parent + "/" + part
            if folders.contains(here) { parent = here; continue }
            let siblings = folders.compactMap { folder -> String? in
                guard parent.isEmpty ? !folder.contains("/") : folder.hasPrefix(parent + "/") else { return nil }
                let name = parent.isEmpty ? folder : String(folder.dropFirst(parent.count + 1))
                return name.contains("/") ? nil : name
            }.sorted()
            guard let fixed = DidYouMean.suggest(part, among: siblings) else { return nil }
            let guess = ([parent.isEmpty ? fixed : parent + "/" + fixed] + parts[(k + 1)...]).joined(separator: "/")
            return folders.contains(guess) ? guess : nil
        }
        return nil
    }

    /// Every folder holding a file, and the folders above them, each with a file inside.
    static func firstFileInFolders(of paths: [String]) -> [String: String] {
        var table: [String: String] = [:]
        for path in paths {
            var folder = Substring(path)
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                if table[String(folder)] != nil { break }
                table[String(folder)] = path
            }
        }
        return table
    }
}
