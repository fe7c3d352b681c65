import ArchlintSyntax

/// Source files read back and lexed on demand, each once: for rules that read a few call sites
/// or declarations (labels of overloads) from the code rather than from the facts.
struct LexedFiles {
    private var files: [String: (source: TokenizedSource, bytes: [UInt8])?] = [:]

    /// The file at root-relative `path`, lexed; nil when it cannot be read.
    mutating func lexed(_ path: String, context: RuleContext) -> (source: TokenizedSource, bytes: [UInt8])? {
        if files[path] == nil {
            files[path] = .some(context.readSource(path).map { (Lexer.tokenize($0), $0) })
        }
        return files[path] ?? nil
    }
}
