@testable import ArchlintSyntax
import Testing

/// Every lexical corner of Swift 6 the facts extractor relies on, one row each
/// (see /work/shared/ANCHORS.md §10.2). Expected kinds and texts follow swift-syntax 602's
/// lexer, with archlint's coarser tokens: a whole regex literal is one token, `\(` / `\#(` is
/// one `interpolationStart`, `#name` is one `poundIdentifier`, a multi-line string body is one
/// segment, and `>>` stays one operator (the parser splits it in generic lists). Checked with
/// Scripts/compare-tokens.py against the oracle: every row agrees except invalid UTF-8 (an
/// `unknown` token here, trivia there) and the unclosed interpolation, which swift-syntax's
/// *parser* closes when the expression ends (`"\(abc " + x`); a lexer cannot know that.
enum LexerCases {
    static let all: [LexCase] = [
        LexCase("bom", "\u{FEFF}import Foundation", [(.keyword, "import"), (.identifier, "Foundation")]),
        LexCase("shebang", "#!/usr/bin/env swift\nprint(1)", [(.shebang, "#!/usr/bin/env swift"), (.identifier, "print"), (.leftParen, "("), (.integerLiteral, "1"), (.rightParen, ")")]),
        LexCase("shebang only at start", "x\n#!a", [(.identifier, "x"), (.unknown, "#"), (.postfixExclamation, "!"), (.identifier, "a")]),
        LexCase("crlf and lone cr", "let a = 1\r\rlet b = 2\r\nlet c", [(.keyword, "let"), (.identifier, "a"), (.equal, "="), (.integerLiteral, "1"), (.keyword, "let"), (.identifier, "b"), (.equal, "="), (.integerLiteral, "2"), (.keyword, "let"), (.identifier, "c")]),
        LexCase("nul byte", "let s\0 = 1", [(.keyword, "let"), (.identifier, "s"), (.equal, "="), (.integerLiteral, "1")]),
        LexCase("conflict markers", "<<<<<<< HEAD\nlet a = 1\n=======\nlet a = 2\n>>>>>>> topic\nlet b", [(.keyword, "let"), (.identifier, "b")]),
        LexCase("editor placeholder", "foo(<#T##Int#>)", [(.identifier, "foo"), (.leftParen, "("), (.identifier, "<#T##Int#>"), (.rightParen, ")")]),
        LexCase("line comment", "x = 1 // note \"q\"\ny", [(.identifier, "x"), (.equal, "="), (.integerLiteral, "1"), (.identifier, "y")]),
        LexCase("doc line comment", "/// doc\nfunc f()", [(.keyword, "func"), (.identifier, "f"), (.leftParen, "("), (.rightParen, ")")]),
        LexCase("block and doc block", "/* c */ a /** doc */ b", [(.identifier, "a"), (.identifier, "b")]),
        LexCase("nested block comment", "/* outer /* inner */ still comment */ x", [(.identifier, "x")]),
        LexCase("slash star slash", "/*/ */ x", [(.identifier, "x")]),
        LexCase("unterminated block comment", "a /* b /* c */", [(.identifier, "a")]),
        LexCase("comment markers inside string", "\"http://x/*y*/\"", [(.stringQuote, "\""), (.stringSegment, "http://x/*y*/"), (.stringQuote, "\"")]),
        LexCase("comment opener ends operator", "a +/* c */ b", [(.identifier, "a"), (.binaryOperator, "+"), (.identifier, "b")]),
        LexCase("line comment opener ends operator", "x =// c\ny", [(.identifier, "x"), (.equal, "="), (.identifier, "y")]),
        LexCase("stray star slash", "a */ b", [(.identifier, "a"), (.unknown, "*/"), (.identifier, "b")]),
        LexCase("unicode identifiers", "let π = 3.14; let naïve = 1; let 🐶 = 2", [(.keyword, "let"), (.identifier, "π"), (.equal, "="), (.floatLiteral, "3.14"), (.semicolon, ";"), (.keyword, "let"), (.identifier, "naïve"), (.equal, "="), (.integerLiteral, "1"), (.semicolon, ";"), (.keyword, "let"), (.identifier, "🐶"), (.equal, "="), (.integerLiteral, "2")]),
        LexCase("dollar forms", "$0 + $1 + $wrapped", [(.dollarIdentifier, "$0"), (.binaryOperator, "+"), (.dollarIdentifier, "$1"), (.binaryOperator, "+"), (.dollarIdentifier, "$wrapped")]),
        LexCase("lone dollar", "let `$` = $", [(.keyword, "let"), (.identifier, "`$`"), (.equal, "="), (.identifier, "$")]),
        LexCase("backtick keyword", "let `class` = 1; case `default`", [(.keyword, "let"), (.identifier, "`class`"), (.equal, "="), (.integerLiteral, "1"), (.semicolon, ";"), (.keyword, "case"), (.identifier, "`default`")]),
        LexCase("raw identifier", "func `with a space`() {}; `123`", [(.keyword, "func"), (.identifier, "`with a space`"), (.leftParen, "("), (.rightParen, ")"), (.leftBrace, "{"), (.rightBrace, "}"), (.semicolon, ";"), (.identifier, "`123`")]),
        LexCase("wildcard", "_ = f()", [(.identifier, "_"), (.equal, "="), (.identifier, "f"), (.leftParen, "("), (.rightParen, ")")]),
        LexCase("contextual keywords", "let get = 1; var actor = 2; let some = 4", [(.keyword, "let"), (.identifier, "get"), (.equal, "="), (.integerLiteral, "1"), (.semicolon, ";"), (.keyword, "var"), (.identifier, "actor"), (.equal, "="), (.integerLiteral, "2"), (.semicolon, ";"), (.keyword, "let"), (.identifier, "some"), (.equal, "="), (.integerLiteral, "4")]),
        LexCase("keywords after dot", "x.default; Foo.self; T.Type; .init(a)", [(.identifier, "x"), (.period, "."), (.keyword, "default"), (.semicolon, ";"), (.identifier, "Foo"), (.period, "."), (.keyword, "self"), (.semicolon, ";"), (.identifier, "T"), (.period, "."), (.identifier, "Type"), (.semicolon, ";"), (.period, "."), (.keyword, "init"), (.leftParen, "("), (.identifier, "a"), (.rightParen, ")")]),
        LexCase("number separators and radix", "1_000 0b1010 0o17 0xFF 0x1p-2 1.5E+3", [(.integerLiteral, "1_000"), (.integerLiteral, "0b1010"), (.integerLiteral, "0o17"), (.integerLiteral, "0xFF"), (.floatLiteral, "0x1p-2"), (.floatLiteral, "1.5E+3")]),
        LexCase("hex float with fraction", "0x1.8p3 0xA.Bp-1_0", [(.floatLiteral, "0x1.8p3"), (.floatLiteral, "0xA.Bp-1_0")]),
        LexCase("tuple access chain", "t.1.0", [(.identifier, "t"), (.period, "."), (.integerLiteral, "1"), (.period, "."), (.integerLiteral, "0")]),
        LexCase("range after integer", "1..<2; 1...; ...5", [(.integerLiteral, "1"), (.binaryOperator, "..<"), (.integerLiteral, "2"), (.semicolon, ";"), (.integerLiteral, "1"), (.postfixOperator, "..."), (.semicolon, ";"), (.prefixOperator, "..."), (.integerLiteral, "5")]),
        LexCase("member access on number", "5.description; 1.0.magnitude", [(.integerLiteral, "5"), (.period, "."), (.identifier, "description"), (.semicolon, ";"), (.floatLiteral, "1.0"), (.period, "."), (.identifier, "magnitude")]),
        LexCase("minus is prefix", "-1 - -2", [(.prefixOperator, "-"), (.integerLiteral, "1"), (.binaryOperator, "-"), (.prefixOperator, "-"), (.integerLiteral, "2")]),
        LexCase("malformed numbers", "0xG1 1_a", [(.integerLiteral, "0xG1"), (.integerLiteral, "1_a")]),
        LexCase("escapes", "\"\\\"\" \"\\\\\" \"\\u{1F436}\"", [(.stringQuote, "\""), (.stringSegment, "\\\""), (.stringQuote, "\""), (.stringQuote, "\""), (.stringSegment, "\\\\"), (.stringQuote, "\""), (.stringQuote, "\""), (.stringSegment, "\\u{1F436}"), (.stringQuote, "\"")]),
        LexCase("interpolation nested parens", "\"\\((a + b) * (c - d))\"", [(.stringQuote, "\""), (.interpolationStart, "\\("), (.leftParen, "("), (.identifier, "a"), (.binaryOperator, "+"), (.identifier, "b"), (.rightParen, ")"), (.binaryOperator, "*"), (.leftParen, "("), (.identifier, "c"), (.binaryOperator, "-"), (.identifier, "d"), (.rightParen, ")"), (.interpolationEnd, ")"), (.stringQuote, "\"")]),
        LexCase("string inside interpolation", "\"\\(dict[\"k\"] ?? \"none\")\"", [(.stringQuote, "\""), (.interpolationStart, "\\("), (.identifier, "dict"), (.leftSquare, "["), (.stringQuote, "\""), (.stringSegment, "k"), (.stringQuote, "\""), (.rightSquare, "]"), (.binaryOperator, "??"), (.stringQuote, "\""), (.stringSegment, "none"), (.stringQuote, "\""), (.interpolationEnd, ")"), (.stringQuote, "\"")]),
        LexCase("nested interpolation", "\"\\(\"\\(1 + (2 * 3))\")\"", [(.stringQuote, "\""), (.interpolationStart, "\\("), (.stringQuote, "\""), (.interpolationStart, "\\("), (.integerLiteral, "1"), (.binaryOperator, "+"), (.leftParen, "("), (.integerLiteral, "2"), (.binaryOperator, "*"), (.integerLiteral, "3"), (.rightParen, ")"), (.interpolationEnd, ")"), (.stringQuote, "\""), (.interpolationEnd, ")"), (.stringQuote, "\"")]),
        LexCase("paren string inside interpolation", "\"\\(\")\")\"", [(.stringQuote, "\""), (.interpolationStart, "\\("), (.stringQuote, "\""), (.stringSegment, ")"), (.stringQuote, "\""), (.interpolationEnd, ")"), (.stringQuote, "\"")]),
        LexCase("closure inside interpolation", "\"\\(xs.map { \"\\($0)\" })\"", [(.stringQuote, "\""), (.interpolationStart, "\\("), (.identifier, "xs"), (.period, "."), (.identifier, "map"), (.leftBrace, "{"), (.stringQuote, "\""), (.interpolationStart, "\\("), (.dollarIdentifier, "$0"), (.interpolationEnd, ")"), (.stringQuote, "\""), (.rightBrace, "}"), (.interpolationEnd, ")"), (.stringQuote, "\"")]),
        LexCase("multiline interpolation spans lines", "\"\"\"\n \\(a +\n b) \n\"\"\"", [(.stringQuote, "\"\"\""), (.stringSegment, "\n "), (.interpolationStart, "\\("), (.identifier, "a"), (.binaryOperator, "+"), (.identifier, "b"), (.interpolationEnd, ")"), (.stringSegment, " \n"), (.stringQuote, "\"\"\"")]),
        LexCase("comment inside interpolation", "\"\\(x /* c */)\"", [(.stringQuote, "\""), (.interpolationStart, "\\("), (.identifier, "x"), (.interpolationEnd, ")"), (.stringQuote, "\"")]),
        LexCase("unterminated string ends at line", "let s = \"abc\nlet t = 1", [(.keyword, "let"), (.identifier, "s"), (.equal, "="), (.stringQuote, "\""), (.stringSegment, "abc"), (.keyword, "let"), (.identifier, "t"), (.equal, "="), (.integerLiteral, "1")]),
        LexCase("single-line interpolation cut by newline", "let s = \"\\(a\nb", [(.keyword, "let"), (.identifier, "s"), (.equal, "="), (.stringQuote, "\""), (.interpolationStart, "\\("), (.identifier, "a"), (.identifier, "b")]),
        LexCase("multiline quotes inside", "\"\"\"\n a \" b \"\" c\n \"\"\"", [(.stringQuote, "\"\"\""), (.stringSegment, "\n a \" b \"\" c\n "), (.stringQuote, "\"\"\"")]),
        LexCase("escaped triple quote", "\"\"\"\n \\\"\"\"\n \"\"\"", [(.stringQuote, "\"\"\""), (.stringSegment, "\n \\\"\"\"\n "), (.stringQuote, "\"\"\"")]),
        LexCase("line continuation in multiline", "\"\"\"\n a \\\n b\n \"\"\"", [(.stringQuote, "\"\"\""), (.stringSegment, "\n a \\\n b\n "), (.stringQuote, "\"\"\"")]),
        LexCase("raw string backslashes", "#\"C:\\path\\n\"#", [(.rawStringDelimiter, "#"), (.stringQuote, "\""), (.stringSegment, "C:\\path\\n"), (.stringQuote, "\""), (.rawStringDelimiter, "#")]),
        LexCase("raw interpolation", "#\"\\#(x) \\(y)\"#", [(.rawStringDelimiter, "#"), (.stringQuote, "\""), (.interpolationStart, "\\#("), (.identifier, "x"), (.interpolationEnd, ")"), (.stringSegment, " \\(y)"), (.stringQuote, "\""), (.rawStringDelimiter, "#")]),
        LexCase("raw closing needs hashes", "##\"has \"# inside\"##", [(.rawStringDelimiter, "##"), (.stringQuote, "\""), (.stringSegment, "has \"# inside"), (.stringQuote, "\""), (.rawStringDelimiter, "##")]),
        LexCase("raw multiline", "#\"\"\"\n \\#(p) with \"\"\" inside\n \"\"\"#", [(.rawStringDelimiter, "#"), (.stringQuote, "\"\"\""), (.stringSegment, "\n "), (.interpolationStart, "\\#("), (.identifier, "p"), (.interpolationEnd, ")"), (.stringSegment, " with \"\"\" inside\n "), (.stringQuote, "\"\"\""), (.rawStringDelimiter, "#")]),
        LexCase("raw single line holding quote", "#\"\"\"# + x", [(.rawStringDelimiter, "#"), (.stringQuote, "\""), (.stringSegment, "\""), (.stringQuote, "\""), (.rawStringDelimiter, "#"), (.binaryOperator, "+"), (.identifier, "x")]),
        LexCase("single quoted", "'a'", [(.stringQuote, "'"), (.stringSegment, "a"), (.stringQuote, "'")]),
        LexCase("braces inside strings", "{ \"}\" \"{\" \"[\" }", [(.leftBrace, "{"), (.stringQuote, "\""), (.stringSegment, "}"), (.stringQuote, "\""), (.stringQuote, "\""), (.stringSegment, "{"), (.stringQuote, "\""), (.stringQuote, "\""), (.stringSegment, "["), (.stringQuote, "\""), (.rightBrace, "}")]),
        LexCase("empty strings", "\"\" + #\"\"#", [(.stringQuote, "\""), (.stringQuote, "\""), (.binaryOperator, "+"), (.rawStringDelimiter, "#"), (.stringQuote, "\""), (.stringQuote, "\""), (.rawStringDelimiter, "#")]),
        LexCase("bare regex", "let r = /a+b\\/c/", [(.keyword, "let"), (.identifier, "r"), (.equal, "="), (.regexLiteral, "/a+b\\/c/")]),
        LexCase("extended regex", "#/a/b\"c/#", [(.regexLiteral, "#/a/b\"c/#")]),
        LexCase("extended regex two pounds", "##/a/#b/##", [(.regexLiteral, "##/a/#b/##")]),
        LexCase("multiline extended regex", "#/\n (?<x>\\d+) # comment\n /#\nx", [(.regexLiteral, "#/\n (?<x>\\d+) # comment\n /#"), (.identifier, "x")]),
        LexCase("unterminated extended regex", "let r = #/abc\nlet y = 1", [(.keyword, "let"), (.identifier, "r"), (.equal, "="), (.regexLiteral, "#/abc"), (.keyword, "let"), (.identifier, "y"), (.equal, "="), (.integerLiteral, "1")]),
        LexCase("division without space", "v/2/1", [(.identifier, "v"), (.binaryOperator, "/"), (.integerLiteral, "2"), (.binaryOperator, "/"), (.integerLiteral, "1")]),
        LexCase("prefix slash is regex", "v /2/ 1", [(.identifier, "v"), (.regexLiteral, "/2/"), (.integerLiteral, "1")]),
        LexCase("regex after paren", "(x) /x/", [(.leftParen, "("), (.identifier, "x"), (.rightParen, ")"), (.regexLiteral, "/x/")]),
        LexCase("binary slash after identifier", "a / b / c", [(.identifier, "a"), (.binaryOperator, "/"), (.identifier, "b"), (.binaryOperator, "/"), (.identifier, "c")]),
        LexCase("regex after equal with spaces", "x = / a /", [(.identifier, "x"), (.equal, "="), (.regexLiteral, "/ a /")]),
        LexCase("unapplied operators", "f(/, /); xs.reduce(1, /)", [(.identifier, "f"), (.leftParen, "("), (.binaryOperator, "/"), (.comma, ","), (.binaryOperator, "/"), (.rightParen, ")"), (.semicolon, ";"), (.identifier, "xs"), (.period, "."), (.identifier, "reduce"), (.leftParen, "("), (.integerLiteral, "1"), (.comma, ","), (.binaryOperator, "/"), (.rightParen, ")")]),
        LexCase("operator declarations", "prefix operator /^/\nprefix func /(x: Int)", [(.identifier, "prefix"), (.keyword, "operator"), (.binaryOperator, "/^/"), (.identifier, "prefix"), (.keyword, "func"), (.prefixOperator, "/"), (.leftParen, "("), (.identifier, "x"), (.colon, ":"), (.identifier, "Int"), (.rightParen, ")")]),
        LexCase("space after opening slash", "0\n/ 1 /\n2", [(.integerLiteral, "0"), (.binaryOperator, "/"), (.integerLiteral, "1"), (.binaryOperator, "/"), (.integerLiteral, "2")]),
        LexCase("unbalanced paren", "foo(a / b) / c", [(.identifier, "foo"), (.leftParen, "("), (.identifier, "a"), (.binaryOperator, "/"), (.identifier, "b"), (.rightParen, ")"), (.binaryOperator, "/"), (.identifier, "c")]),
        LexCase("slash before comment", "x = /a/ // c", [(.identifier, "x"), (.equal, "="), (.regexLiteral, "/a/")]),
        LexCase("regex closing followed by comment", "let x = /a//b", [(.keyword, "let"), (.identifier, "x"), (.equal, "="), (.prefixOperator, "/"), (.identifier, "a")]),
        LexCase("regex after try question", "try? /^ x/.wholeMatch(in: s)", [(.keyword, "try"), (.postfixQuestion, "?"), (.regexLiteral, "/^ x/"), (.period, "."), (.identifier, "wholeMatch"), (.leftParen, "("), (.keyword, "in"), (.colon, ":"), (.identifier, "s"), (.rightParen, ")")]),
        LexCase("regex body holds braces and quotes", "let r = /\"{(\\/\\/)/", [(.keyword, "let"), (.identifier, "r"), (.equal, "="), (.regexLiteral, "/\"{(\\/\\/)/")]),
        LexCase("regex inside operator", "let r = !/x/", [(.keyword, "let"), (.identifier, "r"), (.equal, "="), (.prefixOperator, "!"), (.regexLiteral, "/x/")]),
        LexCase("regex char class paren", "let r = /[)]/", [(.keyword, "let"), (.identifier, "r"), (.equal, "="), (.regexLiteral, "/[)]/")]),
        LexCase("operator spacing", "a+b; a + b; -a; a!; let y = x /2", [(.identifier, "a"), (.binaryOperator, "+"), (.identifier, "b"), (.semicolon, ";"), (.identifier, "a"), (.binaryOperator, "+"), (.identifier, "b"), (.semicolon, ";"), (.prefixOperator, "-"), (.identifier, "a"), (.semicolon, ";"), (.identifier, "a"), (.postfixExclamation, "!"), (.semicolon, ";"), (.keyword, "let"), (.identifier, "y"), (.equal, "="), (.identifier, "x"), (.prefixOperator, "/"), (.integerLiteral, "2")]),
        LexCase("question and bang roles", "x?.y; x!.y; f?(); a ? b : c; a ?? b; true ?1:2", [(.identifier, "x"), (.postfixQuestion, "?"), (.period, "."), (.identifier, "y"), (.semicolon, ";"), (.identifier, "x"), (.postfixExclamation, "!"), (.period, "."), (.identifier, "y"), (.semicolon, ";"), (.identifier, "f"), (.postfixQuestion, "?"), (.leftParen, "("), (.rightParen, ")"), (.semicolon, ";"), (.identifier, "a"), (.binaryOperator, "?"), (.identifier, "b"), (.colon, ":"), (.identifier, "c"), (.semicolon, ";"), (.identifier, "a"), (.binaryOperator, "??"), (.identifier, "b"), (.semicolon, ";"), (.keyword, "true"), (.binaryOperator, "?"), (.integerLiteral, "1"), (.colon, ":"), (.integerLiteral, "2")]),
        LexCase("bang equal", "a!=b; a != b", [(.identifier, "a"), (.postfixExclamation, "!"), (.equal, "="), (.identifier, "b"), (.semicolon, ";"), (.identifier, "a"), (.binaryOperator, "!="), (.identifier, "b")]),
        LexCase("dot operators", "a+.b; a..<b; x .== y", [(.identifier, "a"), (.postfixOperator, "+"), (.period, "."), (.identifier, "b"), (.semicolon, ";"), (.identifier, "a"), (.binaryOperator, "..<"), (.identifier, "b"), (.semicolon, ";"), (.identifier, "x"), (.binaryOperator, ".=="), (.identifier, "y")]),
        LexCase("ampersand", "f(&x); a & b; P & Q", [(.identifier, "f"), (.leftParen, "("), (.prefixAmpersand, "&"), (.identifier, "x"), (.rightParen, ")"), (.semicolon, ";"), (.identifier, "a"), (.binaryOperator, "&"), (.identifier, "b"), (.semicolon, ";"), (.identifier, "P"), (.binaryOperator, "&"), (.identifier, "Q")]),
        LexCase("unicode operators", "prefix operator √\n√4.0; a ∪ b; x ≤ y", [(.identifier, "prefix"), (.keyword, "operator"), (.binaryOperator, "√"), (.prefixOperator, "√"), (.floatLiteral, "4.0"), (.semicolon, ";"), (.identifier, "a"), (.binaryOperator, "∪"), (.identifier, "b"), (.semicolon, ";"), (.identifier, "x"), (.binaryOperator, "≤"), (.identifier, "y")]),
        LexCase("double greater", "let a: Array<Array<Int>> = [[1]]", [(.keyword, "let"), (.identifier, "a"), (.colon, ":"), (.identifier, "Array"), (.binaryOperator, "<"), (.identifier, "Array"), (.binaryOperator, "<"), (.identifier, "Int"), (.postfixOperator, ">>"), (.equal, "="), (.leftSquare, "["), (.leftSquare, "["), (.integerLiteral, "1"), (.rightSquare, "]"), (.rightSquare, "]")]),
        LexCase("greater equal", "Set<Int>=[]", [(.identifier, "Set"), (.binaryOperator, "<"), (.identifier, "Int"), (.binaryOperator, ">="), (.leftSquare, "["), (.rightSquare, "]")]),
        LexCase("key paths", "\\String.count; \\.count; \\Foo.bar?.baz", [(.backslash, "\\"), (.identifier, "String"), (.period, "."), (.identifier, "count"), (.semicolon, ";"), (.backslash, "\\"), (.period, "."), (.identifier, "count"), (.semicolon, ";"), (.backslash, "\\"), (.identifier, "Foo"), (.period, "."), (.identifier, "bar"), (.postfixQuestion, "?"), (.period, "."), (.identifier, "baz")]),
        LexCase("attributes", "@available(macOS 10.15, *) @objc(doThing:) @MainActor", [(.atSign, "@"), (.identifier, "available"), (.leftParen, "("), (.identifier, "macOS"), (.floatLiteral, "10.15"), (.comma, ","), (.binaryOperator, "*"), (.rightParen, ")"), (.atSign, "@"), (.identifier, "objc"), (.leftParen, "("), (.identifier, "doThing"), (.colon, ":"), (.rightParen, ")"), (.atSign, "@"), (.identifier, "MainActor")]),
        LexCase("attribute with key path", "@Environment(\\.dismiss) var d; @Option(name: .long, help: \"h\")", [(.atSign, "@"), (.identifier, "Environment"), (.leftParen, "("), (.backslash, "\\"), (.period, "."), (.identifier, "dismiss"), (.rightParen, ")"), (.keyword, "var"), (.identifier, "d"), (.semicolon, ";"), (.atSign, "@"), (.identifier, "Option"), (.leftParen, "("), (.identifier, "name"), (.colon, ":"), (.period, "."), (.identifier, "long"), (.comma, ","), (.identifier, "help"), (.colon, ":"), (.stringQuote, "\""), (.stringSegment, "h"), (.stringQuote, "\""), (.rightParen, ")")]),
        LexCase("macro role", "@attached(member, names: named(init))", [(.atSign, "@"), (.identifier, "attached"), (.leftParen, "("), (.identifier, "member"), (.comma, ","), (.identifier, "names"), (.colon, ":"), (.identifier, "named"), (.leftParen, "("), (.keyword, "init"), (.rightParen, ")"), (.rightParen, ")")]),
        LexCase("pound if", "#if os(iOS) && !DEBUG\nx\n#elseif swift(>=5.9)\ny\n#else\nz\n#endif", [(.poundIf, "#if"), (.identifier, "os"), (.leftParen, "("), (.identifier, "iOS"), (.rightParen, ")"), (.binaryOperator, "&&"), (.prefixOperator, "!"), (.identifier, "DEBUG"), (.identifier, "x"), (.poundElseif, "#elseif"), (.identifier, "swift"), (.leftParen, "("), (.prefixOperator, ">="), (.floatLiteral, "5.9"), (.rightParen, ")"), (.identifier, "y"), (.poundElse, "#else"), (.identifier, "z"), (.poundEndif, "#endif")]),
        LexCase("pound forms", "#available(iOS 15, *); #selector(f); #file; #Preview { }", [(.poundIdentifier, "#available"), (.leftParen, "("), (.identifier, "iOS"), (.integerLiteral, "15"), (.comma, ","), (.binaryOperator, "*"), (.rightParen, ")"), (.semicolon, ";"), (.poundIdentifier, "#selector"), (.leftParen, "("), (.identifier, "f"), (.rightParen, ")"), (.semicolon, ";"), (.poundIdentifier, "#file"), (.semicolon, ";"), (.poundIdentifier, "#Preview"), (.leftBrace, "{"), (.rightBrace, "}")]),
        LexCase("source location", "#sourceLocation(file: \"F.swift\", line: 100)\n#sourceLocation()", [(.poundIdentifier, "#sourceLocation"), (.leftParen, "("), (.identifier, "file"), (.colon, ":"), (.stringQuote, "\""), (.stringSegment, "F.swift"), (.stringQuote, "\""), (.comma, ","), (.identifier, "line"), (.colon, ":"), (.integerLiteral, "100"), (.rightParen, ")"), (.poundIdentifier, "#sourceLocation"), (.leftParen, "("), (.rightParen, ")")]),
        LexCase("postfix if in chain", "view\n#if os(iOS)\n.padding()\n#endif", [(.identifier, "view"), (.poundIf, "#if"), (.identifier, "os"), (.leftParen, "("), (.identifier, "iOS"), (.rightParen, ")"), (.period, "."), (.identifier, "padding"), (.leftParen, "("), (.rightParen, ")"), (.poundEndif, "#endif")]),
        LexCase("capture list", "{ [weak self] in }; { [unowned s = self] x in }", [(.leftBrace, "{"), (.leftSquare, "["), (.identifier, "weak"), (.keyword, "self"), (.rightSquare, "]"), (.keyword, "in"), (.rightBrace, "}"), (.semicolon, ";"), (.leftBrace, "{"), (.leftSquare, "["), (.identifier, "unowned"), (.identifier, "s"), (.equal, "="), (.keyword, "self"), (.rightSquare, "]"), (.identifier, "x"), (.keyword, "in"), (.rightBrace, "}")]),
        LexCase("arrow", "func f() -> Int", [(.keyword, "func"), (.identifier, "f"), (.leftParen, "("), (.rightParen, ")"), (.arrow, "->"), (.identifier, "Int")]),
        LexCase("unterminated string at eof", "let s = \"abc", [(.keyword, "let"), (.identifier, "s"), (.equal, "="), (.stringQuote, "\""), (.stringSegment, "abc")]),
        LexCase("unterminated multiline at eof", "let s = \"\"\"\nabc", [(.keyword, "let"), (.identifier, "s"), (.equal, "="), (.stringQuote, "\"\"\""), (.stringSegment, "\nabc")]),
        LexCase("unterminated interpolation at eof", "let s = \"\\(a", [(.keyword, "let"), (.identifier, "s"), (.equal, "="), (.stringQuote, "\""), (.interpolationStart, "\\("), (.identifier, "a")]),
        LexCase("unterminated raw string", "let s = #\"abc\"\nx", [(.keyword, "let"), (.identifier, "s"), (.equal, "="), (.rawStringDelimiter, "#"), (.stringQuote, "\""), (.stringSegment, "abc\""), (.identifier, "x")]),
        LexCase("unterminated backtick", "let `a = 1", [(.keyword, "let"), (.unknown, "`"), (.identifier, "a"), (.equal, "="), (.integerLiteral, "1")]),
        LexCase("lone backslash in string at eof", "\"abc\\", [(.stringQuote, "\""), (.stringSegment, "abc\\")]),
        LexCase("invalid utf8", bytes: [108, 101, 116, 32, 115, 32, 61, 32, 255, 254, 32, 120], [(.keyword, "let"), (.identifier, "s"), (.equal, "="), (.unknown, "��"), (.identifier, "x")]),
        LexCase("invalid utf8 in string", bytes: [108, 101, 116, 32, 115, 32, 61, 32, 34, 255, 0, 34], [(.keyword, "let"), (.identifier, "s"), (.equal, "="), (.stringQuote, "\""), (.stringSegment, "�\0"), (.stringQuote, "\"")]),
        LexCase("nbsp", "let\u{A0}x = 1", [(.keyword, "let"), (.identifier, "x"), (.equal, "="), (.integerLiteral, "1")]),
        LexCase("curly quote", "let s = “hi”", [(.keyword, "let"), (.identifier, "s"), (.equal, "="), (.identifier, "“hi”")]),
        LexCase("non ascii whitespace", "a\u{2028}b", [(.identifier, "a"), (.identifier, "b")]),
        LexCase("number tails", "1.5abc; 1e; 2E+x; 0b12; 0o8; 0x; 0x1.0; 0x1.8", [(.floatLiteral, "1.5"), (.identifier, "abc"), (.semicolon, ";"), (.floatLiteral, "1e"), (.semicolon, ";"), (.floatLiteral, "2E+x"), (.semicolon, ";"), (.integerLiteral, "0b12"), (.semicolon, ";"), (.integerLiteral, "0o8"), (.semicolon, ";"), (.integerLiteral, "0x"), (.semicolon, ";"), (.integerLiteral, "0x1"), (.period, "."), (.integerLiteral, "0"), (.semicolon, ";"), (.integerLiteral, "0x1.8")]),
        LexCase("tuple access exponent", "t.1e5", [(.identifier, "t"), (.period, "."), (.floatLiteral, "1e5")]),
        LexCase("dollar with letters", "$0abc + $_x", [(.dollarIdentifier, "$0abc"), (.binaryOperator, "+"), (.dollarIdentifier, "$_x")]),
        LexCase("optional generic", "let a: Array<Int>? = nil; f(a<b, c>(d))", [(.keyword, "let"), (.identifier, "a"), (.colon, ":"), (.identifier, "Array"), (.binaryOperator, "<"), (.identifier, "Int"), (.postfixOperator, ">?"), (.equal, "="), (.keyword, "nil"), (.semicolon, ";"), (.identifier, "f"), (.leftParen, "("), (.identifier, "a"), (.binaryOperator, "<"), (.identifier, "b"), (.comma, ","), (.identifier, "c"), (.binaryOperator, ">"), (.leftParen, "("), (.identifier, "d"), (.rightParen, ")"), (.rightParen, ")")]),
        LexCase("hash inside plain string", "\"#\" + \"\\#(x)\"", [(.stringQuote, "\""), (.stringSegment, "#"), (.stringQuote, "\""), (.binaryOperator, "+"), (.stringQuote, "\""), (.stringSegment, "\\#(x)"), (.stringQuote, "\"")]),
        LexCase("suppression comment", "// archlint:disable:next layer-dependency - legacy\nimport A", [(.keyword, "import"), (.identifier, "A")]),
        LexCase("vertical tab and form feed", "a\u{B}\u{C}b", [(.identifier, "a"), (.identifier, "b")]),
        LexCase("can import version", "#if canImport(UIKit, _version: 14) || targetEnvironment(simulator)\n#endif", [(.poundIf, "#if"), (.identifier, "canImport"), (.leftParen, "("), (.identifier, "UIKit"), (.comma, ","), (.identifier, "_version"), (.colon, ":"), (.integerLiteral, "14"), (.rightParen, ")"), (.binaryOperator, "||"), (.identifier, "targetEnvironment"), (.leftParen, "("), (.identifier, "simulator"), (.rightParen, ")"), (.poundEndif, "#endif")]),
        LexCase("multiline raw two hashes", "##\"\"\"\n a \"\"\"# b\n \"\"\"##", [(.rawStringDelimiter, "##"), (.stringQuote, "\"\"\""), (.stringSegment, "\n a \"\"\"# b\n "), (.stringQuote, "\"\"\""), (.rawStringDelimiter, "##")]),
        LexCase("interpolation in multiline raw needs hashes", "#\"\"\"\n \\(x) \\#(y)\n \"\"\"#", [(.rawStringDelimiter, "#"), (.stringQuote, "\"\"\""), (.stringSegment, "\n \\(x) "), (.interpolationStart, "\\#("), (.identifier, "y"), (.interpolationEnd, ")"), (.stringSegment, "\n "), (.stringQuote, "\"\"\""), (.rawStringDelimiter, "#")]),
        LexCase("regex with class and group", "let r = /(?<year>\\d{4})-[a-z]+/", [(.keyword, "let"), (.identifier, "r"), (.equal, "="), (.regexLiteral, "/(?<year>\\d{4})-[a-z]+/")]),
        LexCase("regex after return keyword", "return /a b/", [(.keyword, "return"), (.regexLiteral, "/a b/")]),
        LexCase("division after closing paren", "(a) / (b)", [(.leftParen, "("), (.identifier, "a"), (.rightParen, ")"), (.binaryOperator, "/"), (.leftParen, "("), (.identifier, "b"), (.rightParen, ")")]),
        LexCase("regex after comma unapplied slash", "[/, /]", [(.leftSquare, "["), (.binaryOperator, "/"), (.comma, ","), (.binaryOperator, "/"), (.rightSquare, "]")]),
        LexCase("slash after block comment", "x = /* c */ /a/", [(.identifier, "x"), (.equal, "="), (.regexLiteral, "/a/")]),
        LexCase("operator then comment", "a ++// c\nb", [(.identifier, "a"), (.binaryOperator, "++"), (.identifier, "b")]),
        LexCase("prefix and postfix custom operators", "let x = ++a; b--; c <> d", [(.keyword, "let"), (.identifier, "x"), (.equal, "="), (.prefixOperator, "++"), (.identifier, "a"), (.semicolon, ";"), (.identifier, "b"), (.postfixOperator, "--"), (.semicolon, ";"), (.identifier, "c"), (.binaryOperator, "<>"), (.identifier, "d")]),
        LexCase("placeholder inside operator", "x =<#value#>", [(.identifier, "x"), (.equal, "="), (.identifier, "<#value#>")]),
        LexCase("escaped identifier with dollar keyword", "`self`.x; `Type`", [(.identifier, "`self`"), (.period, "."), (.identifier, "x"), (.semicolon, ";"), (.identifier, "`Type`")]),
        LexCase("empty multiline string", "\"\"\"\n\"\"\"", [(.stringQuote, "\"\"\""), (.stringSegment, "\n"), (.stringQuote, "\"\"\"")]),
        LexCase("multiline with escaped newline", "\"\"\"\n a\\   \n b\n \"\"\"", [(.stringQuote, "\"\"\""), (.stringSegment, "\n a\\   \n b\n "), (.stringQuote, "\"\"\"")]),
        LexCase("crlf multiline string", "\"\"\"\r\n a\r\n \"\"\"", [(.stringQuote, "\"\"\""), (.stringSegment, "\r\n a\r\n "), (.stringQuote, "\"\"\"")]),
        LexCase("try bang regex", "try! /x/.firstMatch(in: s)", [(.keyword, "try"), (.postfixExclamation, "!"), (.regexLiteral, "/x/"), (.period, "."), (.identifier, "firstMatch"), (.leftParen, "("), (.keyword, "in"), (.colon, ":"), (.identifier, "s"), (.rightParen, ")")]),
        LexCase("at sign attribute on closure", "{ @MainActor in }", [(.leftBrace, "{"), (.atSign, "@"), (.identifier, "MainActor"), (.keyword, "in"), (.rightBrace, "}")]),
        LexCase("hash bang not at start", "  #!x", [(.unknown, "#"), (.postfixExclamation, "!"), (.identifier, "x")]),
        LexCase("pound unknown", "# x; #1", [(.unknown, "#"), (.identifier, "x"), (.semicolon, ";"), (.unknown, "#"), (.integerLiteral, "1")]),
        LexCase("selector with colon", "#selector(foo(_:bar:))", [(.poundIdentifier, "#selector"), (.leftParen, "("), (.identifier, "foo"), (.leftParen, "("), (.identifier, "_"), (.colon, ":"), (.identifier, "bar"), (.colon, ":"), (.rightParen, ")"), (.rightParen, ")")]),
        LexCase("block comment closing then slash", "/* a */ /b/", [(.regexLiteral, "/b/")]),
        LexCase("greater greater equal", "a >>= 2; x >> y", [(.identifier, "a"), (.binaryOperator, ">>="), (.integerLiteral, "2"), (.semicolon, ";"), (.identifier, "x"), (.binaryOperator, ">>"), (.identifier, "y")]),
        LexCase("ellipsis and half open", "0..<n; ...; a...b", [(.integerLiteral, "0"), (.binaryOperator, "..<"), (.identifier, "n"), (.semicolon, ";"), (.binaryOperator, "..."), (.semicolon, ";"), (.identifier, "a"), (.binaryOperator, "..."), (.identifier, "b")]),
        LexCase("dollar inside identifier", "_$embed + a$b", [(.identifier, "_$embed"), (.binaryOperator, "+"), (.identifier, "a$b")]),
        LexCase("conflict marker without terminator", "<<<<<<< HEAD\nlet a", [(.binaryOperator, "<<<<<<<"), (.identifier, "HEAD"), (.keyword, "let"), (.identifier, "a")]),
        LexCase("equals line alone is an operator", "=======\nx", [(.binaryOperator, "======="), (.identifier, "x")]),
        LexCase("perforce conflict marker", ">>>> ORIGINAL\nx\n==== THEIRS\ny\n<<<<\nz", []),
        LexCase("conflict marker must start the line", "  <<<<<<< HEAD\n>>>>>>> b\n", [(.binaryOperator, "<<<<<<<"), (.identifier, "HEAD"), (.binaryOperator, ">>>>>>>"), (.identifier, "b")]),
        LexCase("empty backticks", "let x = ``", [(.keyword, "let"), (.identifier, "x"), (.equal, "="), (.identifier, "``")]),
        LexCase("tab before closing slash", "return /a\t/", [(.keyword, "return"), (.regexLiteral, "/a\t/")]),
        LexCase("pound keyword prefix", "#if1 #endif_x #sourceLocation", [(.poundIf, "#if"), (.integerLiteral, "1"), (.poundIdentifier, "#endif_x"), (.poundIdentifier, "#sourceLocation")]),
        LexCase("raw closing takes extra hashes", "#\"a\"## + x", [(.rawStringDelimiter, "#"), (.stringQuote, "\""), (.stringSegment, "a"), (.stringQuote, "\""), (.rawStringDelimiter, "##"), (.binaryOperator, "+"), (.identifier, "x")]),
        // swift-syntax 603 (Swift 6.3, SE-0491): `::` is one token wherever it stands.
        LexCase("module selector", "x: SwiftUI::View; Swift::print([:])", [(.identifier, "x"), (.colon, ":"), (.identifier, "SwiftUI"), (.colonColon, "::"), (.identifier, "View"), (.semicolon, ";"), (.identifier, "Swift"), (.colonColon, "::"), (.identifier, "print"), (.leftParen, "("), (.leftSquare, "["), (.colon, ":"), (.rightSquare, "]"), (.rightParen, ")")]),
        LexCase("unclosed interpolation keeps lexing code", "\"\\(abc \" + x\ny", [(.stringQuote, "\""), (.interpolationStart, "\\("), (.identifier, "abc"), (.stringQuote, "\""), (.stringSegment, " + x"), (.identifier, "y")]),
    ]
}

@Suite struct LexerTests {
    @Test(arguments: LexerCases.all)
    func lexesCorner(_ row: LexCase) {
        let lexed = Lexer.tokenize(row.bytes)
        let actual = describeTokens(row.bytes, lexed.tokens)
        let expected = row.expected.map { "\($0.0) \($0.1)" }
        #expect(actual == expected, "\(row.name)")
    }

    @Test func tableCoversEnoughCorners() {
        #expect(LexerCases.all.count >= 80)
        #expect(Set(LexerCases.all.map(\.name)).count == LexerCases.all.count)
    }

    @Test func bareSlashDisabledLexesOperators() {
        let bytes = Array("let r = /a+b/; let e = #/x/#".utf8)
        let lexed = Lexer.tokenize(bytes, regexMode: .bareSlashDisabled)
        #expect(describeTokens(bytes, lexed.tokens) == [
            "keyword let", "identifier r", "equal =", "prefixOperator /", "identifier a", "binaryOperator +",
            "identifier b", "postfixOperator /", "semicolon ;", "keyword let", "identifier e", "equal =",
            "regexLiteral #/x/#",
        ])
    }

    @Test func flagsRecordLayout() {
        let bytes = Array("a  b\nc /* x */ d".utf8)
        let t = Lexer.tokenize(bytes).tokens
        #expect(t.count == 4)
        #expect(t[0].flags.contains(.atStartOfLine))
        #expect(t[0].flags.contains(.followedBySpace))
        #expect(t[1].flags.contains(.precededBySpace) && !t[1].flags.contains(.atStartOfLine))
        #expect(t[2].flags.contains(.atStartOfLine))
        #expect(t[3].flags.contains(.precededBySpace))
        #expect(t[3].flags.contains(.followedBySpace)) // end of file
    }

    @Test func unterminatedFlagsAndDiagnostics() {
        let bytes = Array("let s = \"abc\n/* open".utf8)
        let lexed = Lexer.tokenize(bytes)
        #expect(lexed.tokens.last?.flags.contains(.unterminated) == true)
        let kinds = lexed.diagnostics.map(\.kind)
        #expect(kinds.contains(.unterminatedString))
        #expect(kinds.contains(.unterminatedBlockComment))
    }

    @Test func triviaKindsAreKept() {
        let bytes = Array("\u{FEFF}/// doc\n// line\n/** d */ /* b */ x".utf8)
        let kinds = Lexer.tokenize(bytes).trivia.map(\.kind)
        #expect(kinds == [.byteOrderMark, .docLineComment, .newline, .lineComment, .newline,
                          .docBlockComment, .whitespace, .blockComment, .whitespace])
    }

    @Test func multilineFlagOnMultilineStrings() {
        let bytes = Array("\"\"\"\nx\n\"\"\"".utf8)
        let t = Lexer.tokenize(bytes).tokens
        #expect(t.count == 3)
        #expect(t.allSatisfy { $0.flags.contains(.multiline) })
    }

    @Test func invalidInputIsDiagnosed() {
        let lexed = Lexer.tokenize([0x61, 0x00, 0xFF, 0x62])
        #expect(lexed.diagnostics.map(\.kind) == [.nulByte, .invalidUTF8])
        #expect(describeTokens([0x61, 0x00, 0xFF, 0x62], lexed.tokens) == ["identifier a", "unknown \u{FFFD}", "identifier b"])
    }

    @Test func dumpUsesOneBasedByteColumns() {
        let bytes = Array("let π = \"\"\"\n\ta\r\n\"\"\"".utf8)
        let dump = Lexer.tokenize(bytes).dump(bytes)
        #expect(dump == "1:1 keyword let\n1:5 identifier π\n1:8 equal =\n1:10 stringQuote \"\"\"\n1:13 stringSegment \\n\\ta\\r\\n\n3:1 stringQuote \"\"\"\n")
    }

    @Test func lineTableHandlesAllLineEndings() {
        let table = LineTable(Array("a\nb\r\nc\rd".utf8))
        #expect(table.lineCount == 4)
        #expect(table.location(of: 0) == (1, 1))
        #expect(table.location(of: 2) == (2, 1))
        #expect(table.location(of: 5) == (3, 1))
        #expect(table.location(of: 7) == (4, 1))
    }
}
