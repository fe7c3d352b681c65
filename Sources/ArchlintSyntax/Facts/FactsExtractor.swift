/// Placeholder API; the real extractor replaces this file.

public enum FactsExtractor {
    public static func extract(path: String, bytes: UnsafeBufferPointer<UInt8>,
                               regexMode: Lexer.RegexMode = .bareSlashEnabled) -> FileFacts {
        FileFacts(path: path)
    }
}

public enum FactsJSON {
    /// The oracle's schema (`../shared/oracle/README.md`), keys sorted, plus archlint's extras.
    public static func render(_ files: [FileFacts], compact: Bool) -> String {
        "{\"errors\":0,\"files\":[]}\n"
    }
}
