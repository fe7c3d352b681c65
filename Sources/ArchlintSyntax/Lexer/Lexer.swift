public enum Lexer {
    public static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) -> TokenizedSource {
        TokenizedSource(tokens: [], trivia: [], diagnostics: [])
    }
}
