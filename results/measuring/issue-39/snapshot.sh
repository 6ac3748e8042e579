#!/bin/bash
# Copies what issue 39's runs wrote so far into this folder and commits it on main (only
# these files), so that a fresh machine resumes them (resume.sh). A run's checksums are
# copied before its records: the records copied then hold every batch the checksums name,
# and --resume cuts whatever follows. Only the runs with a run file here (NAME.json) are
# kept: a run whose figures are published has left this folder.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
runs=${RUNS:-/work/runs/kj}
for d in "$runs"/out/*/; do
  n=$(basename "$d")
  [ -f "$here/$n.json" ] || continue
  mkdir -p "$here/out/$n"
  for f in games.sums games.jsonl tournament.json summary.json; do
    [ -f "$d/$f" ] && cp "$d/$f" "$here/out/$n/$f"
  done
done
cd "$here"
git add -A . && git commit -q -m "measuring: issue 39's runs as they stand ($(date -u +%H:%M))" -- . && git log --oneline -1
