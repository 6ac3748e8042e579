#!/bin/bash
# Starts issue 39's measuring runs again on this machine, where the records kept here stop.
# The runs play commit 49bc3ac's build (every published row of the table was played by it;
# main plays the same games: equal digests). They run in $RUNS (default /work/runs/kj),
# outside the checkout, in order, on two worker threads; snapshot.sh brings their records back.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(git -C "$here" rev-parse --show-toplevel)
runs=${RUNS:-/work/runs/kj}
mkdir -p "$runs/out"
if [ ! -f "$runs/app/dist/src/cli/main.js" ]; then
  git -C "$repo" worktree add --force "$runs/app" 49bc3ac
  (cd "$runs/app" && npm ci --no-audit --no-fund && npm run build)
fi
cp "$here"/*.json "$here/play.sh" "$runs/"
for d in "$here"/out/*/; do
  [ -d "$d" ] || continue
  n=$(basename "$d")
  [ -d "$runs/out/$n" ] || cp -r "$d" "$runs/out/$n"
done
[ -f "$here/bid-check-1.jsonl" ] && [ ! -f "$runs/bid-check-1.jsonl" ] && cp "$here/bid-check-1.jsonl" "$runs/"
cd "$runs"
setsid nohup ./play.sh signals-spek signals-all before200 >> run.log 2>&1 < /dev/null &
setsid nohup bash -c 'cd app && node dist/bench/bid-model-check.js --bids 300 --seed 1 --samples 100 --data ../bid-check-1.jsonl > ../bid-check.out 2>&1' < /dev/null > /dev/null 2>&1 &
echo "started in $runs: tail $runs/run.log; node $repo/dist/src/cli/main.js status $runs/out/<run>"
