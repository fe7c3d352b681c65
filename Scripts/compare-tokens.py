#!/usr/bin/env python3
"""Compare archlint's token boundaries with the swift-syntax oracle, file by file.

Usage:
  compare-tokens.py --ours DUMPER --oracle ORACLE [--cache DIR] [--show N] PATH...

DUMPER is an executable that takes one or more files and prints, for each file,
`== <path>` followed by `<line>:<column> <kind> <text>` lines (TokenizedSource.dump).
ORACLE is the oracle binary; it is run as `ORACLE --tokens FILE` once per file.
Each PATH is a file or a directory walked for *.swift files (skipping .build/.git).

Tokens are compared by position and text after normalising granularity differences:
  * swift-syntax splits a regex into `#` `/` pattern `/` `#`; archlint keeps one token;
  * swift-syntax splits `\\(` / `\\#(` into `\\`, `#`, `(`; archlint has one token;
  * multi-line string segments are split per line by swift-syntax: contiguous
    segments are merged on both sides;
  * an operator token starting with `>` is split after each leading `>` on both sides
    (the parser splits `>>` and `>=` when closing generic argument lists);
  * `#` followed directly by a name (`#selector`, `#Preview`) is one token in archlint;
  * empty tokens are dropped.
Kinds are compared in coarse classes (word, number kind, string, regex, other).
Exit status 0 when every file agrees.
"""
import argparse, hashlib, os, subprocess, sys
from concurrent.futures import ThreadPoolExecutor

SKIP = {".build", ".git", "Pods", "Carthage", "DerivedData"}
OPCHARS = set("/=-+!*%<>&|^~?.")


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


def parse(lines):
    toks = []
    for ln in lines:
        if not ln:
            continue
        pos, _, rest = ln.partition(" ")
        kind, _, text = rest.partition(" ")
        try:
            l, c = pos.split(":")
            toks.append([int(l), int(c), kind, text])
        except ValueError:
            continue
    return toks


def cls(kind, text):
    if kind in ("identifier", "keyword"):
        return "word"
    if kind in ("integerLiteral", "floatLiteral", "dollarIdentifier", "shebang"):
        return kind
    if kind in ("stringSegment",):
        return "string"
    if kind in ("regex", "regexLiteral"):
        return "regex"
    return "other"


def advance(l, c, text):
    # position just past `text` (escaped newlines are `\n`, `\r`) -- only used for contiguity.
    raw = text.replace("\\r\\n", "\n").replace("\\n", "\n").replace("\\r", "\n")
    nl = raw.count("\n")
    if nl:
        return l + nl, len(raw.rsplit("\n", 1)[1].encode()) + 1
    return l, c + len(raw.encode())


def contiguous(a, b):
    return advance(a[0], a[1], a[3]) == (b[0], b[1])


def merge(a, b, kind=None):
    return [a[0], a[1], kind or a[2], a[3] + b[3]]


def normalise(toks, oracle):
    toks = [t for t in toks if t[3] != ""]
    out = []
    i = 0
    n = len(toks)
    while i < n:
        t = toks[i]
        if oracle and t[2] == "regexLiteralPattern":
            # merge the `#`* `/` before and the `/` `#`* after the pattern
            cur = [t[0], t[1], "regex", t[3]]
            for want in ("/", "#"):
                if out and contiguous(out[-1], cur) and (out[-1][3] == want if want == "/" else out[-1][2] == "regexPoundDelimiter"):
                    prev = out.pop()
                    cur = [prev[0], prev[1], "regex", prev[3] + cur[3]]
            j = i + 1
            for want in ("/", "#"):
                if j < n and contiguous(cur, toks[j]) and (toks[j][3] == want if want == "/" else toks[j][2] == "regexPoundDelimiter"):
                    cur = merge(cur, toks[j], "regex")
                    j += 1
            out.append(cur)
            i = j
            continue
        if oracle and t[3] == "\\" and i + 1 < n:
            j = i + 1
            cur = t
            while j < n and toks[j][2] == "rawStringPoundDelimiter" and contiguous(cur, toks[j]):
                cur = merge(cur, toks[j]); j += 1
            if j < n and toks[j][3] == "(" and contiguous(cur, toks[j]):
                out.append(merge(cur, toks[j], "interpolationStart"))
                i = j + 1
                continue
        if oracle and t[3] == "#" and t[2] == "punctuation" and i + 1 < n and \
                toks[i + 1][2] in ("identifier", "keyword") and contiguous(t, toks[i + 1]):
            # `#selector`, `#Preview`: swift-syntax lexes `#` and the name apart
            out.append(merge(t, toks[i + 1], "poundIdentifier"))
            i += 2
            continue
        if t[2] == "stringSegment" and out and out[-1][2] == "stringSegment" and contiguous(out[-1], t):
            out[-1] = merge(out[-1], t)
            i += 1
            continue
        out.append(t)
        i += 1
    # split `>`-led operators
    res = []
    for t in out:
        text = t[3]
        if len(text) > 1 and text[0] == ">" and all(ch in OPCHARS for ch in text):
            col = t[1]
            while len(text) > 1 and text[0] == ">":
                res.append([t[0], col, "punctuation", ">"])
                col += 1
                text = text[1:]
            res.append([t[0], col, "punctuation", text])
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


def key(t):
    return (t[0], t[1], t[3])


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
    import difflib
    for f in files:
        o = normalise(parse(ours.get(f, [])), False)
        t = normalise(parse(theirs[f]), True)
        total += len(t)
        ko = [key(x) for x in o]
        kt = [key(x) for x in t]
        if ko == kt:
            agree += len(t)
            for x, y in zip(o, t):
                if cls(x[2], x[3]) != cls(y[2], y[3]):
                    kind_mismatch += 1
                    if a.show:
                        print(f"{f}:{x[0]}:{x[1]}: kind ours={x[2]} oracle={y[2]} text={x[3]!r}")
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
                print("   oracle: " + " | ".join(f"{x[0]}:{x[1]} {x[3]}" for x in t[i1:min(i2, i1 + 6)]))
                print("   ours:   " + " | ".join(f"{x[0]}:{x[1]} {x[3]}" for x in o[j1:min(j2, j1 + 6)]))
            shown += 1
    pct = 100.0 * agree / total if total else 100.0
    print(f"files {len(files)}  differing {bad_files}  tokens {total}  agreeing {agree} ({pct:.4f}%)  kind-class mismatches {kind_mismatch}")
    return 0 if bad_files == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
