import Foundation
@testable import ArchlintReporters
import Testing

/// Pictures shared by the graph renderer tests.
enum GraphFixtures {
    /// Two layers, an interface module, an external SDK, a violating edge inside a cycle.
    static let four = ArchitecturePicture(
        level: .module,
        nodes: [
            .init(id: "Domain", layer: "Domain", fileCount: 12),
            .init(id: "DomainInterfaces", layer: "Domain", isInterface: true, fileCount: 3),
            .init(id: "Data", layer: "Data", fileCount: 7),
            .init(id: "Foundation", isExternal: true),
        ],
        edges: [
            .init(from: "Domain", to: "Data", weight: 5, violations: ["layer-dependency"], inCycle: true,
                  example: "Sources/Domain/Repo.swift:3"),
            .init(from: "Data", to: "Domain", weight: 2, example: "Sources/Data/Store.swift:1"),
            .init(from: "Data", to: "DomainInterfaces", weight: 1, example: "Sources/Data/Store.swift:2"),
            .init(from: "Domain", to: "Foundation", weight: 40),
        ],
        cycles: [["Domain", "Data"]]
    )

    /// Names chosen to break naive quoting in every format.
    static let hostileNames = [
        "a\"b", "back\\slash\\N", "new\nline", "cr\r\nlf", "with space-dash", "Café☕️", "1digit",
        "end", "graph", "subgraph", "style", "o", "x", "<b>&#35;`x`|y", "tab\there\u{7}", "A-B", "A_B",
        "A_2d_B", "",
    ]

    static let hostile = ArchitecturePicture(
        level: .module,
        nodes: hostileNames.enumerated().map { i, name in
            .init(id: name, label: "label of " + name, layer: i % 3 == 0 ? nil : hostileNames[(i + 1) % hostileNames.count],
                  isExternal: i % 5 == 4, isInterface: i % 4 == 1, isTest: i % 6 == 2, fileCount: i)
        },
        edges: hostileNames.indices.map { i in
            .init(from: hostileNames[i], to: hostileNames[(i + 1) % hostileNames.count], weight: i * 7 + 1,
                  violations: i % 2 == 0 ? ["rule \"\(i)\"", "r|\\n"] : [], inCycle: i % 3 == 0,
                  example: "Sources/\(hostileNames[i])/F \"q\".swift:\(i)")
        },
        cycles: [["end", "graph"], ["o", "x", "A-B"]]
    )

    static func render(_ p: ArchitecturePicture, _ f: GraphFormat, external: Bool = true) -> String {
        GraphRenderer.render(p, format: f, includeExternal: external)
    }
}

@Suite struct GraphRendererTests {
    // MARK: Exact output

    @Test func rendersDOTExactly() {
        let expected = #"""
        digraph archlint {
          rankdir=LR;
          graph [fontname="Helvetica"];
          node [shape=box, style=rounded, fontname="Helvetica"];
          edge [fontname="Helvetica", fontsize=10];
          subgraph cluster_0 {
            label="Data";
            style=rounded;
            color="#9aa5b1";
            "Data" [label="Data", tooltip="Data (7 files)"];
          }
          subgraph cluster_1 {
            label="Domain";
            style=rounded;
            color="#9aa5b1";
            "Domain" [label="Domain", tooltip="Domain (12 files)"];
            "DomainInterfaces" [label="DomainInterfaces", shape=component, tooltip="DomainInterfaces (3 files)"];
          }
          "Foundation" [label="Foundation", style="rounded,dashed", color=grey50, fontcolor=grey40, tooltip="Foundation (external)"];
          "Data" -> "Domain" [color=orange, penwidth=1.5, tooltip="Data -> Domain (weight 2), in a cycle\nSources/Data/Store.swift:1"];
          "Data" -> "DomainInterfaces" [penwidth=1, tooltip="Data -> DomainInterfaces (weight 1)\nSources/Data/Store.swift:2"];
          "Domain" -> "Data" [color=red, fontcolor=red, style=bold, penwidth=2, label="layer-dependency", tooltip="Domain -> Data (weight 5), in a cycle\nSources/Domain/Repo.swift:3"];
          "Domain" -> "Foundation" [penwidth=3.5, tooltip="Domain -> Foundation (weight 40)"];
        }

        """#
        #expect(GraphFixtures.render(GraphFixtures.four, .dot) == expected)
    }

    @Test func rendersMermaidExactly() {
        let expected = #"""
        flowchart LR
          subgraph layer_0 ["Data"]
            n_Data["Data"]
          end
          subgraph layer_1 ["Domain"]
            n_Domain["Domain"]
            n_DomainInterfaces[["DomainInterfaces"]]
          end
          n_Foundation["Foundation"]
          n_Data --> n_Domain
          n_Data --> n_DomainInterfaces
          n_Domain -.->|"layer-dependency"| n_Data
          n_Domain --> n_Foundation
          classDef external stroke-dasharray:5 5,stroke:#888,color:#666
          class n_Foundation external
          classDef interface fill:#eef4ff,stroke:#4a6fa5
          class n_DomainInterfaces interface
          linkStyle 2 stroke:red,stroke-width:3px,color:red
          linkStyle 0 stroke:orange,stroke-width:2px

        """#
        #expect(GraphFixtures.render(GraphFixtures.four, .mermaid) == expected)
    }

    @Test func rendersJSONExactly() {
        let expected = #"""
        {
          "cycles": [
            ["Data", "Domain"]
          ],
          "edges": [
            {
              "example": "Sources/Data/Store.swift:1",
              "from": "Data",
              "inCycle": true,
              "to": "Domain",
              "violations": [],
              "weight": 2
            },
            {
              "example": "Sources/Data/Store.swift:2",
              "from": "Data",
              "inCycle": false,
              "to": "DomainInterfaces",
              "violations": [],
              "weight": 1
            },
            {
              "example": "Sources/Domain/Repo.swift:3",
              "from": "Domain",
              "inCycle": true,
              "to": "Data",
              "violations": ["layer-dependency"],
              "weight": 5
            },
            {
              "example": null,
              "from": "Domain",
              "inCycle": false,
              "to": "Foundation",
              "violations": [],
              "weight": 40
            }
          ],
          "level": "module",
          "nodes": [
            {
              "fileCount": 7,
              "id": "Data",
              "isExternal": false,
              "isInterface": false,
              "isTest": false,
              "label": "Data",
              "layer": "Data"
            },
            {
              "fileCount": 12,
              "id": "Domain",
              "isExternal": false,
              "isInterface": false,
              "isTest": false,
              "label": "Domain",
              "layer": "Domain"
            },
            {
              "fileCount": 3,
              "id": "DomainInterfaces",
              "isExternal": false,
              "isInterface": true,
              "isTest": false,
              "label": "DomainInterfaces",
              "layer": "Domain"
            },
            {
              "fileCount": 0,
              "id": "Foundation",
              "isExternal": true,
              "isInterface": false,
              "isTest": false,
              "label": "Foundation",
              "layer": null
            }
          ],
          "version": 1
        }

        """#
        #expect(GraphFixtures.render(GraphFixtures.four, .json) == expected)
    }

    @Test func emptyPictureRendersValidDocuments() throws {
        let empty = ArchitecturePicture(level: .layer, nodes: [], edges: [], cycles: [])
        #expect(GraphFixtures.render(empty, .dot) == """
            digraph archlint {
              rankdir=LR;
              graph [fontname="Helvetica"];
              node [shape=box, style=rounded, fontname="Helvetica"];
              edge [fontname="Helvetica", fontsize=10];
            }

            """)
        #expect(GraphFixtures.render(empty, .mermaid) == "flowchart LR\n")
        #expect(GraphFixtures.render(empty, .json) == """
            {
              "cycles": [],
              "edges": [],
              "level": "layer",
              "nodes": [],
              "version": 1
            }

            """)
        _ = try JSONSerialization.jsonObject(with: Data(GraphFixtures.render(empty, .json).utf8))
        #expect(ArchitecturePicture(level: .layer) == empty)
    }

    // MARK: The model

    @Test func initNormalisesForDeterminism() {
        let p = ArchitecturePicture(
            level: .module,
            nodes: [.init(id: "b"), .init(id: "a", label: "A")],
            edges: [
                .init(from: "b", to: "a", violations: ["z", "a", "z"]),
                .init(from: "a", to: "c"), .init(from: "a", to: "b"),
            ],
            cycles: [["b", "a"], ["g", "e", "f"]]
        )
        #expect(p.nodes.map(\.id) == ["a", "b"])
        #expect(p.nodes[0].label == "A" && p.nodes[1].label == "b")
        #expect(p.edges.map { $0.from + $0.to } == ["ab", "ac", "ba"])
        #expect(p.edges[2].violations == ["a", "z"])
        #expect(p.cycles == [["a", "b"], ["e", "f", "g"]])
        // a -> b and b -> a lie on the cycle [a, b]; a -> c lies on no cycle.
        #expect(p.edges.map(\.inCycle) == [true, false, true])
        #expect(ArchitecturePicture.Edge(from: "x", to: "y", violations: ["b", "a", "b"]).violations == ["a", "b"])
    }

    @Test func sameArchitectureInAnyOrderGivesTheSameBytes() {
        let p = GraphFixtures.hostile
        let shuffled = ArchitecturePicture(
            level: p.level, nodes: p.nodes.reversed(),
            edges: p.edges.reversed().map { var e = $0; e.violations.reverse(); return e },
            cycles: [["graph", "end"], ["x", "A-B", "o"]]
        )
        for format in GraphFormat.allCases {
            for external in [true, false] {
                let a = GraphFixtures.render(p, format, external: external)
                #expect(a == GraphFixtures.render(shuffled, format, external: external))
                #expect(a == GraphFixtures.render(p, format, external: external))
                #expect(a.hasSuffix("\n"))
            }
        }
    }

    // MARK: External filtering

    @Test func externalNodesAndTheirEdgesAreLeftOutOnRequest() throws {
        for format in GraphFormat.allCases {
            let with = GraphFixtures.render(GraphFixtures.four, format, external: true)
            let without = GraphFixtures.render(GraphFixtures.four, format, external: false)
            #expect(with.contains("Foundation"))
            #expect(!without.contains("Foundation"), "\(format)")
            #expect(without.contains("DomainInterfaces"))
        }
        let dot = GraphFixtures.render(GraphFixtures.four, .dot, external: true)
        #expect(dot.contains(#""Foundation" [label="Foundation", style="rounded,dashed", color=grey50, fontcolor=grey40, tooltip="Foundation (external)"];"#))

        let withCycle = ArchitecturePicture(
            nodes: [.init(id: "A"), .init(id: "Ext", isExternal: true)],
            edges: [.init(from: "A", to: "Ext"), .init(from: "Ext", to: "A")],
            cycles: [["A", "Ext"]]
        )
        let json = try #require(JSONSerialization.jsonObject(
            with: Data(GraphFixtures.render(withCycle, .json, external: false).utf8)) as? [String: Any])
        #expect((json["nodes"] as? [Any])?.count == 1)
        #expect((json["edges"] as? [Any])?.count == 0)
        #expect((json["cycles"] as? [Any])?.count == 0)
    }

    @Test func undeclaredEdgeEndsGetAPlainNode() {
        let p = ArchitecturePicture(nodes: [.init(id: "A", layer: "L")], edges: [.init(from: "A", to: "Ghost")])
        #expect(GraphFixtures.render(p, .dot).contains(#"  "Ghost" [label="Ghost", tooltip="Ghost"];"#))
        #expect(GraphFixtures.render(p, .mermaid).contains("\n  n_Ghost[\"Ghost\"]\n"))
        #expect(GraphFixtures.render(p, .json).contains(#""id": "Ghost""#))
    }

    // MARK: Styling

    @Test func violationsAreRedAndWinOverCycleOrange() {
        let p = ArchitecturePicture(
            nodes: [.init(id: "A"), .init(id: "B"), .init(id: "C")],
            edges: [
                .init(from: "A", to: "B", weight: 300, violations: ["layer-dependency", "cyclic-dependency"]),
                .init(from: "B", to: "A", weight: 3),
                .init(from: "B", to: "C", weight: 1, violations: ["forbidden-import"]),
            ],
            cycles: [["A", "B"]]
        )
        let dot = GraphFixtures.render(p, .dot)
        #expect(dot.contains(#"  "A" -> "B" [color=red, fontcolor=red, style=bold, penwidth=5, label="cyclic-dependency, layer-dependency", tooltip="A -> B (weight 300), in a cycle"];"#))
        #expect(dot.contains(#"  "B" -> "A" [color=orange, penwidth=1.5, tooltip="B -> A (weight 3), in a cycle"];"#))
        #expect(dot.contains(#"  "B" -> "C" [color=red, fontcolor=red, style=bold, penwidth=2, label="forbidden-import", tooltip="B -> C (weight 1)"];"#))
        #expect(!dot.contains("subgraph"))

        let mermaid = GraphFixtures.render(p, .mermaid)
        #expect(mermaid == """
            flowchart LR
              n_A["A"]
              n_B["B"]
              n_C["C"]
              n_A -.->|"cyclic-dependency, layer-dependency"| n_B
              n_B --> n_A
              n_B -.->|"forbidden-import"| n_C
              linkStyle 0,2 stroke:red,stroke-width:3px,color:red
              linkStyle 1 stroke:orange,stroke-width:2px

            """)
    }

    @Test func interfaceAndTestModulesAreStyled() {
        let p = ArchitecturePicture(nodes: [
            .init(id: "Api", layer: "Core", isInterface: true),
            .init(id: "CoreTests", layer: "Core", isTest: true, fileCount: 1),
        ])
        let dot = GraphFixtures.render(p, .dot)
        #expect(dot.contains(#"    "Api" [label="Api", shape=component, tooltip="Api"];"#))
        #expect(dot.contains(#"    "CoreTests" [label="CoreTests", color=grey70, fontcolor=grey50, tooltip="CoreTests (1 file)"];"#))
        #expect(GraphFixtures.render(p, .mermaid) == """
            flowchart LR
              subgraph layer_0 ["Core"]
                n_Api[["Api"]]
                n_CoreTests["CoreTests"]
              end
              classDef interface fill:#eef4ff,stroke:#4a6fa5
              class n_Api interface
              classDef test fill:#f6f6f6,stroke:#bbb,color:#888
              class n_CoreTests test

            """)
    }

    @Test func layerLevelPicturesAreNotClustered() {
        let p = ArchitecturePicture(level: .layer, nodes: [.init(id: "UI", layer: "UI"), .init(id: "Core", layer: "Core")],
                                    edges: [.init(from: "UI", to: "Core", weight: 9)])
        #expect(!GraphFixtures.render(p, .dot).contains("subgraph"))
        #expect(!GraphFixtures.render(p, .mermaid).contains("subgraph"))
        #expect(GraphFixtures.render(p, .dot).contains(#"  "UI" -> "Core" [penwidth=2.5, tooltip="UI -> Core (weight 9)"];"#))
        #expect(GraphFixtures.render(p, .json).contains(#""level": "layer""#))
    }

    @Test func penwidthIsLogScaledAndCapped() {
        let widths = [0, 1, 2, 3, 4, 8, 9, 16, 255, 256, 1 << 40, Int.max].map { GraphDOT.penwidth($0).text }
        #expect(widths == ["1", "1", "1.5", "1.5", "2", "2.5", "2.5", "3", "4.5", "5", "5", "5"])
    }

    // MARK: Escaping

    @Test func dotQuotesAndEscapesEveryName() {
        #expect(GraphDOT.quote("a\"b") == #""a\"b""#)
        #expect(GraphDOT.quote("back\\slash\\N") == #""back\\slash\\N""#)
        #expect(GraphDOT.quote("new\nline") == #""new\nline""#)
        #expect(GraphDOT.quote("cr\r\nlf") == #""cr\r\nlf""#)
        #expect(GraphDOT.quote("<b>&#35;") == #""<b>&amp;#35;""#)
        #expect(GraphDOT.quote("Café☕️ end") == "\"Café☕️ end\"")
        #expect(GraphDOT.quote("tab\there\u{7}") == "\"tab here \"")
        #expect(GraphDOT.quote("") == "\"\"")

        let dot = GraphFixtures.render(GraphFixtures.hostile, .dot)
        #expect(dot.contains(#"  "a\"b" -> "back\\slash\\N" [color=red, fontcolor=red, style=bold, penwidth=2, label="rule \"0\", r|\\n", tooltip="a\"b -> back\\slash\\N (weight 1), in a cycle\nSources/a\"b/F \"q\".swift:0"];"#))
        // Every line is a statement, a brace or an attribute: no raw newline leaked out of a string.
        for line in dot.split(separator: "\n") {
            #expect(line.hasSuffix(";") || line.hasSuffix("{") || line.hasSuffix("}"), "\(line)")
        }
    }

    @Test func mermaidIdsAreSafeStableAndDistinct() {
        var seen: [String: String] = [:]
        for name in GraphFixtures.hostileNames {
            let id = GraphMermaid.id(name)
            #expect(id.hasPrefix("n_"))
            #expect(id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }, "\(id)")
            #expect(seen[id] == nil, "\(name) and \(seen[id] ?? "") both map to \(id)")
            seen[id] = name
        }
        #expect(GraphMermaid.id("Domain") == "n_Domain")
        #expect(GraphMermaid.id("end") == "n_end")
        #expect(GraphMermaid.id("1digit") == "n_1digit")
        #expect(GraphMermaid.id("A-B") == "n_A_2d_B")
        #expect(GraphMermaid.id("A_B") == "n_A__B")
        #expect(GraphMermaid.id("A_2d_B") == "n_A__2d__B")
        #expect(GraphMermaid.id("Café") == "n_Caf_e9_")
    }

    @Test func mermaidLabelsEscapeQuotesAndMarkup() {
        #expect(GraphMermaid.quote("say \"hi\"") == "\"say #quot;hi#quot;\"")
        #expect(GraphMermaid.quote("<b>&#35;`x`|y") == "\"#lt;b#gt;#amp;#35;35;#96;x#96;#124;y\"")
        #expect(GraphMermaid.quote("new\nline") == "\"new<br>line\"")
        #expect(GraphMermaid.quote("cr\r\nlf") == "\"cr<br>lf\"")
        #expect(GraphMermaid.quote("back\\slash Café☕️") == "\"back\\slash Café☕️\"")
        #expect(GraphMermaid.quote("") == "\" \"")

        let mermaid = GraphFixtures.render(GraphFixtures.hostile, .mermaid)
        #expect(mermaid.contains("  n_a_22_b -.->|\"rule #quot;0#quot;, r#124;\\n\"| n_back_5c_slash_5c_N\n"))
        for line in mermaid.split(separator: "\n").dropFirst() {
            // Each line starts with a keyword or a sanitised id, and quotes are balanced.
            let first = line.drop { $0 == " " }.prefix { $0 != " " && $0 != "[" }
            #expect(["subgraph", "end", "classDef", "class", "linkStyle"].contains(String(first)) || first.hasPrefix("n_"), "\(line)")
            #expect(line.filter { $0 == "\"" }.count % 2 == 0, "\(line)")
        }
    }

    @Test func jsonEscapesAndParsesBack() throws {
        #expect(GraphJSON.quote("a\"b\\c\nd\r\t\u{8}\u{c}\u{1}\u{7f}\u{2028}é/") == #""a\"b\\c\nd\r\t\b\f\u0001\u007f\u2028é/""#)
        for external in [true, false] {
            let text = GraphFixtures.render(GraphFixtures.hostile, .json, external: external)
            let root = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            #expect(root["version"] as? Int == 1)
            #expect(root["level"] as? String == "module")
            let nodes = try #require(root["nodes"] as? [[String: Any]])
            let ids = nodes.compactMap { $0["id"] as? String }
            let expected = GraphFixtures.hostile.nodes.filter { external || !$0.isExternal }.map(\.id)
            #expect(ids == expected)
            let edges = try #require(root["edges"] as? [[String: Any]])
            let first = try #require(edges.first { $0["from"] as? String == "a\"b" })
            #expect(first["to"] as? String == "back\\slash\\N")
            #expect(first["violations"] as? [String] == ["rule \"0\"", "r|\\n"])
            #expect(first["example"] as? String == "Sources/a\"b/F \"q\".swift:0")
            #expect(first["inCycle"] as? Bool == true)
            #expect(root["cycles"] as? [[String]] == GraphFixtures.hostile.cycles)
        }
    }

    // MARK: Graphviz

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/dot")))
    func graphvizAcceptsTheOutput() throws {
        let pictures = [GraphFixtures.four, GraphFixtures.hostile, ArchitecturePicture()]
        for picture in pictures {
            for external in [true, false] {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/dot")
                process.arguments = ["-Tsvg"]
                let input = Pipe(), output = Pipe(), errors = Pipe()
                process.standardInput = input
                process.standardOutput = output
                process.standardError = errors
                try process.run()
                input.fileHandleForWriting.write(Data(GraphFixtures.render(picture, .dot, external: external).utf8))
                try input.fileHandleForWriting.close()
                let svg = output.fileHandleForReading.readDataToEndOfFile()
                let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                #expect(process.terminationStatus == 0, "\(stderr)")
                #expect(stderr.isEmpty, "\(stderr)")
                #expect(String(decoding: svg, as: UTF8.self).contains("<svg"))
            }
        }
    }
}
