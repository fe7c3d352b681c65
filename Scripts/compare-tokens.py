#!/usr/bin/env python3
"""Compare archlint's token boundaries with the swift-syntax oracle, file by file.

Usage:
  compare-tokens.py --ours DUMPER --oracle ORACLE [--cache DIR] [--show N] PATH...

DUMPER is an executable that takes one or more files and prints, for each file,
`== <path>` followed by `<line>:<column> <kind> <text>` lines (TokenizedSource.dump).
ORACLE is the oracle binary; it is run as `ORACLE --tokens FILE` once per file.
Each PATH is a file or a directory walked for *.swift files (skipping .build/.git).

Tokens are compared by byte range (computed from line:column and text) after normalising granularity differences:
  * swift-syntax splits a regex into `#` `/` pattern `/` `#`; archlint keeps one token;
  * archlint's one `interpolationStart` token `\\(` / `\\#(` is split into swift-syntax's
    `\\`, `#`, `(` (a merge the other way would also merge a key path's `\\` and `(`);
  * string segments are left out on both sides: swift-syntax splits a multi-line
    string body per line and makes the newline after an opening triple quote and every
    escaped newline (`\\` + newline) trivia, archlint keeps one segment between the
    tokens around it. Segment extents are fixed by those tokens (quotes, `\(`, `)`),
    which are compared, so a segment that swallows code still shows up as a difference;
  * operator tokens are split before and after every `<` and `>`, on both sides: the
    parser splits `>>`, `>=`, `?>` in generic argument lists and `??<` in `func ??<T>`;
  * `#` followed directly by a name (`#selector`, `#Preview`) is one token in archlint;
  * in availability arguments the parser splits a version `10.15` (one float token for
    the lexer) into `10` `.` `15`: that split is undone;
  * the wildcard `_` is a word like an identifier;
  * empty tokens are dropped.
Kinds are compared in coarse classes (word, number kind, regex, other); where both sides
call a token a binary, prefix or postfix operator, that kind is compared exactly too.
Exit status 0 when every file agrees.
"""
import argparse, hashlib, os, subprocess, sys
from concurrent.futures import ThreadPoolExecutor

SKIP = {".build", ".git", "Pods", "Carthage", "DerivedData"}
OPBYTES = set(b"/=-+!*%<>&|^~?.")
OPKINDS = ("binaryOperator", "prefixOperator", "postfixOperator")


def walk(paths):
    out = []
    for p in paths:
        if os.path.isfile(p):
            out.append(p)
            continue
        for root, dirs, files in os.walk(p):
            dirs[:] = sorted(d for d in dirs if d not in SKIP)
            out.extend(os.path.join(root, f) for f in sorted(files) if f.endswith(".swift"))
    return sorted(out)


def line_starts(src):
    starts = [0]
    i, n = 0, len(src)
    while i < n:
        c = src[i]
        if c == 10:
            starts.append(i + 1)
        elif c == 13:
            if i + 1 < n and src[i + 1] == 10:
                i += 1
            starts.append(i + 1)
        i += 1
    return starts


def measure(src, pos, text):
    """End offset of a token starting at `pos` whose dumped text is `text` (newline, carriage
    return and tab are dumped as `\\n`, `\\r`, `\\t`; a real backslash is not escaped)."""
    t = text.encode("utf-8", errors="surrogateescape")
    j, n = 0, len(src)
    esc = {ord("n"): 10, ord("r"): 13, ord("t"): 9}
    while j < len(t) and pos < n:
        if t[j] == 92 and j + 1 < len(t) and t[j + 1] in esc and src[pos] == esc[t[j + 1]]:
            j += 2
        else:
            j += 1
        pos += 1
    return pos


def parse(lines, src, starts):
    """[start, end, kind] per dumped token."""
    toks = []
    for ln in lines:
        if not ln:
            continue
        loc, _, rest = ln.partition(" ")
        kind, _, text = rest.partition(" ")
        try:
            l, c = loc.split(":")
            start = starts[int(l) - 1] + int(c) - 1
        except (ValueError, IndexError):
            continue
        toks.append([start, measure(src, start, text), kind])
    return toks


def cls(kind):
    if kind in ("identifier", "keyword", "dollarIdentifier"):
        return "word"
    if kind in ("integerLiteral", "floatLiteral", "shebang"):
        return kind
    if kind in ("regex", "regexLiteral"):
        return "regex"
    return "other"


def normalise(toks, oracle, src):
    if not oracle:
        toks = [t for t in toks if t[1] > t[0]]
    else:
        # keep an empty regex pattern (`/` at the end of a line) for the regex merge below
        toks = [t for t in toks if t[1] > t[0] or t[2] == "regexLiteralPattern"]
    out = []
    i = 0
    n = len(toks)
    while i < n:
        t = toks[i]
        text = src[t[0]:t[1]]
        if oracle and t[2] == "regexPoundDelimiter" and i + 1 < n and toks[i + 1][0] == t[1] and \
                src[toks[i + 1][0]:toks[i + 1][1]] == b"/" and (i + 2 >= n or toks[i + 2][2] != "regexLiteralPattern"):
            # an extended regex with an empty, unterminated pattern: `#/` then a newline
            out.append([t[0], toks[i + 1][1], "regex"])
            i += 2
            continue
        if oracle and t[2] == "regexLiteralPattern":
            # merge the `#`* `/` before and the `/` `#`* after the pattern
            cur = [t[0], t[1], "regex"]
            for want in (b"/", b"#"):
                if out and out[-1][1] == cur[0] and (src[out[-1][0]:out[-1][1]] == b"/" if want == b"/" else out[-1][2] == "regexPoundDelimiter"):
                    prev = out.pop()
                    cur = [prev[0], cur[1], "regex"]
            j = i + 1
            pounds = src[cur[0]:cur[0] + 1] == b"#"
            for want in (b"/", b"#") if pounds else (b"/",):
                if j < n and toks[j][0] == cur[1] and (src[toks[j][0]:toks[j][1]] == b"/" if want == b"/" else toks[j][2] == "regexPoundDelimiter"):
                    cur = [cur[0], toks[j][1], "regex"]
                    j += 1
            out.append(cur)
            i = j
            continue
        if not oracle and t[2] == "interpolationStart":
            # swift-syntax: `\`, the `#` run, `(` (the same three pieces as a key path `\(`)
            out.append([t[0], t[0] + 1, "backslash"])
            if t[1] - t[0] > 2:
                out.append([t[0] + 1, t[1] - 1, "rawStringPoundDelimiter"])
            out.append([t[1] - 1, t[1], "leftParen"])
            i += 1
            continue
        if oracle and text == b"#" and t[2] == "punctuation" and i + 1 < n and \
                (toks[i + 1][2] in ("identifier", "keyword") or src[toks[i + 1][0]:toks[i + 1][1]] == b"_") and \
                src[toks[i + 1][0]:toks[i + 1][0] + 1] not in (b"$", b"`") and \
                toks[i + 1][0] == t[1]:
            # `#selector`, `#Preview`: swift-syntax lexes `#` and the name apart
            out.append([t[0], toks[i + 1][1], "poundIdentifier"])
            i += 2
            continue
        if oracle and t[2] == "integerLiteral" and i + 2 < n and toks[i + 1][0] == t[1] and \
                src[toks[i + 1][0]:toks[i + 1][1]] == b"." and toks[i + 2][2] == "integerLiteral" and \
                toks[i + 2][0] == toks[i + 1][1] and text.isdigit() and src[toks[i + 2][0]:toks[i + 2][1]].isdigit() and \
                not (out and out[-1][1] == t[0] and src[out[-1][0]:out[-1][1]] == b"."):
            # `@available(macOS 10.15, *)`: the parser splits a version tuple the lexer read as a float
            out.append([t[0], toks[i + 2][1], "floatLiteral"])
            i += 3
            continue
        if oracle and t[2] == "punctuation" and text == b"_":
            t = [t[0], t[1], "identifier"]  # the wildcard
        if t[2] == "stringSegment":
            # String contents are compared through the tokens around them (see the module doc).
            i += 1
            continue
        out.append(t)
        i += 1
    # split operators at every `<` and `>` (the parser splits `>>`, `>=`, `?>`, `??<`, ...)
    res = []
    for t in out:
        text = src[t[0]:t[1]]
        if len(text) > 1 and (b"<" in text or b">" in text) and all(ch in OPBYTES for ch in text):
            k = t[0]
            run = k
            while k < t[1]:
                if src[k] in (60, 62):
                    if run < k:
                        res.append([run, k, "punctuation"])
                    res.append([k, k + 1, "punctuation"])
                    run = k + 1
                k += 1
            if run < t[1]:
                res.append([run, t[1], "punctuation"])
        else:
            res.append(t)
    return res


def oracle_tokens(oracle, cache, path):
    data = open(path, "rb").read()
    key = hashlib.sha1(data).hexdigest()
    cp = os.path.join(cache, key) if cache else None
    if cp and os.path.exists(cp):
        return open(cp, encoding="utf-8", errors="replace").read().split("\n")
    r = subprocess.run([oracle, "--tokens", path], capture_output=True)
    text = r.stdout.decode("utf-8", errors="replace")
    if cp:
        with open(cp, "w", encoding="utf-8") as f:
            f.write(text)
    return text.split("\n")


def our_tokens(dumper, files):
    res = {}
    for k in range(0, len(files), 200):
        batch = files[k:k + 200]
        args = batch if len(batch) > 1 else batch + [batch[0]]
        r = subprocess.run([dumper] + args, capture_output=True)
        cur = None
        for ln in r.stdout.decode("utf-8", errors="replace").split("\n"):
            if ln.startswith("== "):
                cur = ln[3:]
                res[cur] = []
            elif cur is not None:
                res[cur].append(ln)
    return res


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ours", required=True)
    ap.add_argument("--oracle", required=True)
    ap.add_argument("--cache", default="/tmp/oracle-token-cache")
    ap.add_argument("--show", type=int, default=3, help="mismatches shown per file")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("paths", nargs="+")
    a = ap.parse_args()
    if a.cache:
        os.makedirs(a.cache, exist_ok=True)
    files = walk(a.paths)
    ours = our_tokens(a.ours, files)
    with ThreadPoolExecutor(a.jobs) as ex:
        theirs = dict(zip(files, ex.map(lambda f: oracle_tokens(a.oracle, a.cache, f), files)))
    total = agree = 0
    bad_files = 0
    kind_mismatch = 0
    op_mismatch = 0
    import difflib
    for f in files:
        src = open(f, "rb").read()
        starts = line_starts(src)
        o = normalise(parse(ours.get(f, []), src, starts), False, src)
        t = normalise(parse(theirs[f], src, starts), True, src)
        total += len(t)
        ko = [(x[0], x[1]) for x in o]
        kt = [(x[0], x[1]) for x in t]

        def show(x):
            ln = next(k for k in range(len(starts) - 1, -1, -1) if starts[k] <= x[0])
            txt = src[x[0]:x[1]].decode("utf-8", "replace").replace("\n", "\\n")
            return f"{ln + 1}:{x[0] - starts[ln] + 1} {x[2]} {txt[:60]}"
        if ko == kt:
            agree += len(t)
            for idx, (x, y) in enumerate(zip(o, t)):
                # the parser makes an operator function's name binary: `func ==(`
                after_func = idx > 0 and src[o[idx - 1][0]:o[idx - 1][1]] == b"func"
                if x[2] in OPKINDS and y[2] in OPKINDS and x[2] != y[2] and not after_func:
                    op_mismatch += 1
                    if a.show:
                        print(f"{f}: operator kind ours={show(x)} oracle={show(y)}")
                if cls(x[2]) != cls(y[2]):
                    kind_mismatch += 1
                    if a.show:
                        print(f"{f}: kind ours={show(x)} oracle={show(y)}")
            continue
        bad_files += 1
        sm = difflib.SequenceMatcher(None, kt, ko, autojunk=False)
        agree += sum(bl.size for bl in sm.get_matching_blocks())
        shown = 0
        for op, i1, i2, j1, j2 in sm.get_opcodes():
            if op == "equal":
                continue
            if shown < a.show:
                print(f"{f}: {op}")
                print("   oracle: " + " | ".join(show(x) for x in t[i1:min(i2, i1 + 5)]))
                print("   ours:   " + " | ".join(show(x) for x in o[j1:min(j2, j1 + 5)]))
            shown += 1
    pct = 100.0 * agree / total if total else 100.0
    print(f"files {len(files)}  differing {bad_files}  tokens {total}  agreeing {agree} ({pct:.4f}%)  kind-class mismatches {kind_mismatch}  operator-kind mismatches {op_mismatch}")
    return 0 if bad_files == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
