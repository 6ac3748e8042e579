#!/bin/bash
# Plays each named run (NAME.json) into out/NAME, resuming one that stopped. ./play.sh NAME...
# The check plays 4 games a batch: at some 2 minutes a game, a stop loses at most a few
# minutes. APP is the build to play (default app).
cd "$(dirname "$0")"
for n in "$@"; do
  if [ -f "out/$n/summary.json" ]; then echo "$(date -u +%T) $n done"; continue; fi
  if [ -d "out/$n" ]; then at="--resume out/$n"; else at="--out out/$n"; fi
  size="--batch-size 4"
  echo "$(date -u +%T) $n start ($at $size)"
  node "${APP:-app}/dist/src/cli/main.js" tournament "$n.json" $at $size --workers "${WORKERS:-2}" > "log-$n.txt" 2>&1
  echo "$(date -u +%T) $n exit $?"
done
