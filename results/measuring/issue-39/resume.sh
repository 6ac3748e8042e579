#!/bin/bash
# Starts issue 39's measuring runs again on this machine, where the records kept here
# stop: the check against the old pimc (check200), then every published pimc row played
# again at today's default (caution=60 at the third seat), one run file a row, the
# cheaper first (`order` below). It plays the build of commit 75db4fc (the commit that
# made the cautious third seat pimc's default; no file that plays a game has changed
# since: `git diff --stat 75db4fc -- src bots`), in $RUNS (default /work/runs/kj), outside
# the checkout, on two worker threads; snapshot.sh brings the records back. before200
# (the speed changes alone, at caution 0, stopped at 58 deals) is kept for its published
# row and not played on.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(git -C "$here" rev-parse --show-toplevel)
runs=${RUNS:-/work/runs/kj}
commit=75db4fc
app="$runs/app-$commit"
mkdir -p "$runs/out"
if [ ! -f "$app/dist/src/cli/main.js" ]; then
  git -C "$repo" worktree add --force "$app" "$commit"
  (cd "$app" && npm ci --no-audit --no-fund && npm run build)
fi
cp "$here"/*.json "$here/play.sh" "$here/gate.mjs" "$runs/"
for d in "$here"/out/*/; do
  [ -d "$d" ] || continue
  n=$(basename "$d")
  [ -d "$runs/out/$n" ] || cp -r "$d" "$runs/out/$n"
done
cd "$runs"
# The rows are played again only once the check has passed the issue's gate (gate.mjs).
rows="signal500 ismcts100 open100 samples5 samples10 samples40 op300 af300 spek300 all300"
export APP="$app"
setsid nohup bash -c "./play.sh check200 && node gate.mjs out/check200 && ./play.sh $rows" >> run.log 2>&1 < /dev/null &
echo "started in $runs: tail $runs/run.log; node $repo/dist/src/cli/main.js status $runs/out/<run>"
