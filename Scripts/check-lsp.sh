#!/usr/bin/env bash
# Drives `archlint lsp` with Neovim's own LSP client (../shared's nvim_lsp_diagnostics.lua) and
# checks what the editor shows: a planted finding at its line and UTF-16 column, in a project
# whose path holds a space and non-ASCII characters, and no diagnostics for a clean file.
# usage: Scripts/check-lsp.sh ABSOLUTE_ARCHLINT_BINARY ABSOLUTE_LUA_CHECKER
set -euo pipefail
bin="$1"
lua="$2"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
project="$scratch/Café App"
mkdir -p "$project/Domain" "$project/Data"
cat > "$project/rules.json" <<'JSON'
{ "version": 1,
  "layers": [ { "name": "Domain", "paths": ["Domain/**"] }, { "name": "Data", "paths": ["Data/**"] } ],
  "allow": { "Domain": [], "Data": ["Domain"] } }
JSON
printf 'struct UserDTO { let id: String }\n' > "$project/Data/UserDTO.swift"
printf 'struct ProfileUseCase {\n    let 😀 = 1; func load(_ dto: UserDTO) -> String { dto.id }\n}\n' > "$project/Domain/ProfileUseCase.swift"
printf 'struct Profile { let name: String }\n' > "$project/Domain/Profile.swift"

# The checker exits 1 when nothing arrived: its output says what it saw either way.
run() { (cd "$project" && SERVER_CMD="$bin lsp" WAIT_MS=20000 timeout 60 nvim --headless --clean -u NONE -c "luafile $lua" "$1" 2>&1) || true; }

found="$(run Domain/ProfileUseCase.swift)"
echo "$found"
# Line 2: `UserDTO` starts at byte 36 (1-based) of the line, which the server sends as UTF-16
# character 33 (0-based; the emoji is 4 bytes but a surrogate pair), and Neovim maps back to 36.
if ! grep -q '^received=true count=1$' <<<"$found" || ! grep -q '^Domain/ProfileUseCase.swift:2:36: error: Domain must not depend on Data' <<<"$found" \
   || ! grep -q '\[layer-dependency\]$' <<<"$found"; then
  echo "language server: the planted layer-dependency finding was not shown where it is" >&2
  exit 1
fi
clean="$(run Domain/Profile.swift)"
echo "$clean"
if [ "$clean" != "received=true count=0" ]; then
  echo "language server: a clean file must get an empty diagnostics list" >&2
  exit 1
fi
echo "language server checks passed"
