#!/bin/bash
# Starts issue 39's measuring run (check200) again on this machine, where the records kept
# here stop. It plays the build of commit 75db4fc (the commit that made the cautious
# third seat pimc's default; a later build plays the same games as long as the digests of
# pimc stay), in $RUNS (default /work/runs/kj), outside the checkout, on two worker
# threads; snapshot.sh brings its records back. before200 (the speed changes alone, at
# caution 0, stopped at 58 deals) is kept for its published row and not played on.
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
cp "$here"/*.json "$here/play.sh" "$runs/"
for d in "$here"/out/*/; do
  [ -d "$d" ] || continue
  n=$(basename "$d")
  [ -d "$runs/out/$n" ] || cp -r "$d" "$runs/out/$n"
done
cd "$runs"
APP="$app" setsid nohup ./play.sh check200 >> run.log 2>&1 < /dev/null &
echo "started in $runs: tail $runs/run.log; node $repo/dist/src/cli/main.js status $runs/out/check200"
