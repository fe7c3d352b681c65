import ArchlintSyntax
import Foundation

// Temporary driver until the real CLI lands: `tokens FILE` and `facts PATH...`.
let args = CommandLine.arguments
if args.count == 3 && args[1] == "tokens", let data = FileManager.default.contents(atPath: args[2]) {
    let bytes = [UInt8](data)
    print(Lexer.tokenize(bytes).dump(bytes), terminator: "")
} else if args.count >= 3 && args[1] == "facts" {
    var paths: [String] = []
    for root in args.dropFirst(2) {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDir) else { continue }
        if !isDir.boolValue { paths.append(root); continue }
        let base = root.hasSuffix("/") ? root : root + "/"
        for case let rel as String in FileManager.default.enumerator(atPath: root) ?? FileManager.DirectoryEnumerator()
        where rel.hasSuffix(".swift") && !rel.split(separator: "/").contains(where: { $0 == ".build" || $0 == ".git" }) {
            paths.append(base + rel)
        }
    }
    paths.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    let facts = paths.map { path -> FileFacts in
        let bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
        return bytes.withUnsafeBufferPointer { FactsExtractor.extract(path: path, bytes: $0) }
    }
    print(FactsJSON.render(facts, compact: args.contains("--compact")), terminator: "")
}
