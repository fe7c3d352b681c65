/// Mermaid `flowchart LR`. Node ids are derived from the real names by an injective, stable
/// encoding (`GraphMermaid.id(_:)`); the real name is the quoted label.
enum GraphMermaid {
    static func render(_ view: GraphView) -> String {
        var out = "flowchart LR\n"
        let (groups, ungrouped) = view.layerGroups()
        for (index, group) in groups.enumerated() {
            out += "  subgraph layer_\(index) [\(quote(group.layer))]\n"
            for node in group.nodes { out += "    " + nodeStatement(node) + "\n" }
            out += "  end\n"
        }
        for node in ungrouped { out += "  " + nodeStatement(node) + "\n" }

        var redLinks: [Int] = []
        var orangeLinks: [Int] = []
        for (index, edge) in view.edges.enumerated() {
            let arrow: String
            if edge.violations.isEmpty {
                arrow = "-->"
                if edge.inCycle { orangeLinks.append(index) }
            } else {
                arrow = "-.->|" + quote(edge.violations.joined(separator: ", ")) + "|"
                redLinks.append(index)
            }
            out += "  " + id(edge.from) + " " + arrow + " " + id(edge.to) + "\n"
        }

        let classes: [(name: String, definition: String, members: [String])] = [
            ("external", "stroke-dasharray:5 5,stroke:#888,color:#666",
             view.nodes.filter(\.isExternal).map(\.id)),
            ("interface", "fill:#eef4ff,stroke:#4a6fa5",
             view.nodes.filter { $0.isInterface && !$0.isExternal }.map(\.id)),
            ("test", "fill:#f6f6f6,stroke:#bbb,color:#888",
             view.nodes.filter { $0.isTest && !$0.isExternal }.map(\.id)),
        ]
        for cls in classes where !cls.members.isEmpty {
            out += "  classDef \(cls.name) \(cls.definition)\n"
            out += "  class " + cls.members.map(id).joined(separator: ",") + " \(cls.name)\n"
        }
        if !redLinks.isEmpty {
            out += "  linkStyle " + redLinks.map(String.init).joined(separator: ",") + " stroke:red,stroke-width:3px,color:red\n"
        }
        if !orangeLinks.isEmpty {
            out += "  linkStyle " + orangeLinks.map(String.init).joined(separator: ",") + " stroke:orange,stroke-width:2px\n"
        }
        return out
    }

    /// Interface modules get the subroutine shape `[[...]]`, others a plain box.
    static func nodeStatement(_ node: ArchitecturePicture.Node) -> String {
        let label = quote(node.label)
        return id(node.id) + (node.isInterface ? "[[\(label)]]" : "[\(label)]")
    }

    /// `n_` + the name with ASCII letters and digits kept, `_` doubled and any other scalar as
    /// `_<hex>_`. Injective and independent of the other names, so an id never changes when
    /// nodes are added; the prefix keeps ids off Mermaid keywords (`end`, `graph`, ...) and
    /// away from a leading digit or the `o`/`x` arrow heads.
    static func id(_ name: String) -> String {
        var out = "n_"
        for scalar in name.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9": out.unicodeScalars.append(scalar)
            case "_": out += "__"
            default: out += "_" + String(scalar.value, radix: 16) + "_"
            }
        }
        return out
    }

    /// A double-quoted Mermaid label. Characters Mermaid or its HTML labels would interpret are
    /// written as entity codes (`#quot;`, `#35;`, ...); line breaks become `<br>`. Mermaid
    /// rejects `""`, so the empty string is written as `" "` (which it shows as empty).
    static func quote(_ s: String) -> String {
        if s.isEmpty { return "\" \"" }
        var out = "\""
        var previousWasCR = false
        for scalar in s.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar {
            case "\"": out += "#quot;"
            case "#": out += "#35;"
            case "&": out += "#amp;"
            case "<": out += "#lt;"
            case ">": out += "#gt;"
            case "`": out += "#96;"
            case "|": out += "#124;"
            case "\r": out += "<br>"
            case "\n": if !previousWasCR { out += "<br>" }
            case "\u{2028}", "\u{2029}": out += "<br>"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) {
                    out += " "
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
