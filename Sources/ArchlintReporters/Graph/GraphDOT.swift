/// Graphviz DOT: `dot -Tsvg` ready. Module-level pictures group nodes by layer in clusters.
enum GraphDOT {
    static func render(_ view: GraphView) -> String {
        var out = "digraph archlint {\n"
        out += "  rankdir=LR;\n"
        out += "  graph [fontname=\"Helvetica\"];\n"
        out += "  node [shape=box, style=rounded, fontname=\"Helvetica\"];\n"
        out += "  edge [fontname=\"Helvetica\", fontsize=10];\n"

        let (groups, ungrouped) = view.layerGroups()
        for (index, group) in groups.enumerated() {
            out += "  subgraph cluster_\(index) {\n"
            out += "    label=\(quote(group.layer));\n"
            out += "    style=rounded;\n"
            out += "    color=\"#9aa5b1\";\n"
            for node in group.nodes { out += "    " + nodeStatement(node) + "\n" }
            out += "  }\n"
        }
        for node in ungrouped { out += "  " + nodeStatement(node) + "\n" }
        for edge in view.edges { out += "  " + edgeStatement(edge) + "\n" }
        out += "}\n"
        return out
    }

    static func nodeStatement(_ node: ArchitecturePicture.Node) -> String {
        var attributes: [(String, String)] = [("label", quote(node.label))]
        if node.isInterface { attributes.append(("shape", "component")) }
        if node.isExternal {
            attributes.append(("style", "\"rounded,dashed\""))
            attributes.append(("color", "grey50"))
            attributes.append(("fontcolor", "grey40"))
        } else if node.isTest {
            attributes.append(("color", "grey70"))
            attributes.append(("fontcolor", "grey50"))
        }
        var tooltip = node.id
        if node.fileCount > 0 { tooltip += " (" + files(node.fileCount) + ")" }
        if node.isExternal { tooltip += " (external)" }
        attributes.append(("tooltip", quote(tooltip)))
        return quote(node.id) + " " + list(attributes) + ";"
    }

    static func edgeStatement(_ edge: ArchitecturePicture.Edge) -> String {
        let pen = penwidth(edge.weight)
        var attributes: [(String, String)] = []
        if !edge.violations.isEmpty {
            attributes.append(("color", "red"))
            attributes.append(("fontcolor", "red"))
            attributes.append(("style", "bold"))
            attributes.append(("penwidth", pen.tenths >= 20 ? pen.text : "2"))
            attributes.append(("label", quote(edge.violations.joined(separator: ", "))))
        } else {
            if edge.inCycle { attributes.append(("color", "orange")) }
            attributes.append(("penwidth", pen.text))
        }
        var tooltip = "\(edge.from) -> \(edge.to) (weight \(edge.weight))"
        if edge.inCycle { tooltip += ", in a cycle" }
        if let example = edge.example { tooltip += "\n" + example }
        attributes.append(("tooltip", quote(tooltip)))
        return quote(edge.from) + " -> " + quote(edge.to) + " " + list(attributes) + ";"
    }

    /// `1 + floor(log2(weight)) / 2`, capped at 5: 1 -> 1, 2 -> 1.5, 4 -> 2, 256+ -> 5.
    /// Integer arithmetic only, so the text never depends on floating-point formatting.
    static func penwidth(_ weight: Int) -> (tenths: Int, text: String) {
        let w = max(weight, 1)
        let log2 = Int.bitWidth - w.leadingZeroBitCount - 1
        let tenths = min(10 + log2 * 5, 50)
        let text = tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
        return (tenths, text)
    }

    static func files(_ n: Int) -> String { n == 1 ? "1 file" : "\(n) files" }

    static func list(_ attributes: [(String, String)]) -> String {
        "[" + attributes.map { $0.0 + "=" + $0.1 }.joined(separator: ", ") + "]"
    }

    /// A DOT double-quoted string. `"` and `\` are backslash-escaped (so label escapes such as
    /// `\N` or `\l` in a name show literally), `&` becomes `&amp;` (Graphviz decodes entities
    /// such as `&#35;` in labels), line breaks become `\n` / `\r`, other control characters a
    /// space. Non-ASCII is written as UTF-8, Graphviz's default charset.
    static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "&": out += "&amp;"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\u{2028}", "\u{2029}": out += "\\n"
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
