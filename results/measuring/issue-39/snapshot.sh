#!/bin/bash
# Copies what issue 39's runs wrote so far into this folder and commits it on main (only
# these files), so that a fresh machine resumes them (resume.sh). A run's checksums are
# copied before its records: the records copied then hold every batch the checksums name,
# and --resume cuts whatever follows. The bid check's last line may be torn: whole lines only.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
runs=${RUNS:-/work/runs/kj}
for d in "$runs"/out/*/; do
  n=$(basename "$d")
  mkdir -p "$here/out/$n"
  for f in games.sums games.jsonl tournament.json summary.json; do
    [ -f "$d/$f" ] && cp "$d/$f" "$here/out/$n/$f"
  done
done
if [ -f "$runs/bid-check-1.jsonl" ]; then
  python3 -c 'import sys; b=open(sys.argv[1],"rb").read(); open(sys.argv[2],"wb").write(b[:b.rfind(b"\n")+1])' \
    "$runs/bid-check-1.jsonl" "$here/bid-check-1.jsonl"
fi
cd "$here"
git add -A . && git commit -q -m "measuring: issue 39's runs as they stand ($(date -u +%H:%M))" -- . && git log --oneline -1
