#!/bin/bash
# Starts issue 39's last measuring run (before200) again on this machine, where the records
# kept here stop. It plays commit 49bc3ac's build (every published row of the table was
# played by it; main plays the same games: equal digests), in $RUNS (default /work/runs/kj),
# outside the checkout, on two worker threads; snapshot.sh brings its records back.
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
cd "$runs"
setsid nohup ./play.sh before200 >> run.log 2>&1 < /dev/null &
echo "started in $runs: tail $runs/run.log; node $repo/dist/src/cli/main.js status $runs/out/<run>"
