#!/usr/bin/env bash
# Builds the offline MongoDB server into the path given as $1: this directory's main.go
# over FerretDB, with the files under ferretdb/ laid over FerretDB's own source (what
# they change and why: README.md here). Go fetches FerretDB through its module proxy.
set -euo pipefail
out="$1"
cd "$(dirname "$0")"
module=github.com/FerretDB/FerretDB
go mod download "$module"
source_dir="$(go list -m -f '{{.Dir}}' "$module")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -R "$source_dir" "$work/ferretdb"
chmod -R u+w "$work/ferretdb"
cp -R ferretdb/. "$work/ferretdb/"
# A build-only copy of go.mod that points at the patched copy; the committed one stays as it is.
cp go.mod "$work/build.mod"
cp go.sum "$work/build.sum"
go mod edit -modfile "$work/build.mod" -replace "$module=$work/ferretdb"
go build -modfile "$work/build.mod" -trimpath -o "$out" .
