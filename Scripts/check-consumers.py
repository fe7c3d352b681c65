#!/usr/bin/env python3
"""Checks archlint's reports against their real consumers (run by .ci/run).

usage: check-consumers.py ARCHLINT_BINARY SHARED_DIR

- SARIF: both SARIF 2.1.0 schemas (OASIS and GitHub's stricter copy) and GitHub's preflight rules.
- github: every annotation line goes through a port of the Actions runner's parser and must give
  back the file, line, column and message archlint's JSON report holds, for a path with a comma,
  a colon, spaces and non-ASCII characters, and a message with a percent sign.
"""
import json, os, shutil, subprocess, sys, tempfile

binary, shared = sys.argv[1], sys.argv[2]
sys.path.insert(0, os.path.join(shared, "tools"))
import github_annotations  # noqa: E402
import jsonschema  # noqa: E402

def run(*args):
    p = subprocess.run([binary, *args], capture_output=True, text=True)
    if p.returncode not in (0, 1):
        sys.exit(f"archlint {' '.join(args)} exited {p.returncode}: {p.stderr}")
    return p.stdout

work = tempfile.mkdtemp(prefix="archlint-consumers-")
try:
    # A project whose paths and messages need escaping everywhere.
    root = os.path.join(work, "Hostile app, v2")
    shutil.copytree("Fixtures/LayeredApp", root)
    odd = os.path.join(root, "Domain", "Ünïcode: 100%, really")
    os.makedirs(odd)
    with open(os.path.join(odd, "Odd, File.swift"), "w") as f:
        f.write("import UIKit\n\nstruct Odd {}\n")

    for project in ["Fixtures/LayeredApp", "Fixtures/ModularApp", root]:
        sarif_path = os.path.join(work, "report.sarif")
        run(project, "--format", "sarif", "--output", sarif_path)
        doc = json.load(open(sarif_path))
        for schema_name in ["sarif-schema-2.1.0.json", "github-code-scanning-sarif-schema-2.1.0.json"]:
            schema = json.load(open(os.path.join(shared, "schemas", schema_name)))
            validator = jsonschema.validators.validator_for(schema)(schema, format_checker=jsonschema.FormatChecker())
            errors = [f"{'/'.join(map(str, e.absolute_path))}: {e.message[:200]}" for e in validator.iter_errors(doc)]
            if errors:
                sys.exit(f"{project}: SARIF invalid against {schema_name}:\n" + "\n".join(errors[:20]))
        pre = subprocess.run([sys.executable, os.path.join(shared, "tools", "sarif_github_preflight.py"),
                              os.path.join(shared, "schemas", "github-code-scanning-sarif-schema-2.1.0.json"), sarif_path],
                             capture_output=True, text=True)
        if pre.returncode != 0:
            sys.exit(f"SARIF preflight failed on {project}:\n{pre.stdout}{pre.stderr}")
        results = doc["runs"][0]["results"]
        if not results:
            sys.exit(f"SARIF of {project} has no results")

        report = json.loads(run(project, "--format", "json"))
        # Annotations are resolved from the checkout (the working directory), JSON paths from the root.
        absolute = os.path.realpath(project)
        cwd = os.path.realpath(os.getcwd())
        prefix = os.path.relpath(absolute, cwd) + "/" if absolute.startswith(cwd + os.sep) else ""
        expected = sorted((prefix + v["file"], v["line"], v["column"], v["message"]) for v in report["violations"])
        seen = []
        for line in run(project, "--format", "github").splitlines():
            parsed = github_annotations.parse(line)
            if parsed is None:
                continue
            name, props, message = parsed
            if name not in ("error", "warning", "notice") or "file" not in props:
                continue
            seen.append((props["file"], int(props["line"]), int(props["col"]), message))
        got = sorted(seen)
        # Messages may carry the rule id as a suffix or prefix; compare positions exactly and
        # require every JSON message to appear inside its annotation.
        if [(f, l, c) for f, l, c, _ in got] != [(f, l, c) for f, l, c, _ in expected]:
            sys.exit(f"github annotations disagree with the JSON report for {project}:\n{got}\n{expected}")
        for (_, _, _, a), (_, _, _, b) in zip(got, expected):
            if b not in a:
                sys.exit(f"annotation message {a!r} lost text of {b!r}")
        print(f"ok: {project}: SARIF valid (2 schemas + preflight), {len(got)} GitHub annotations round-trip")
finally:
    shutil.rmtree(work, ignore_errors=True)
