#!/usr/bin/env node
// The `tafel` command: runs the command line on this process's arguments and exits with
// its code (see program.ts for what each code means).
import { runCli } from './program.js';

// Writes to a terminal, file or pipe are synchronous on Linux, so nothing is cut off.
process.exit(await runCli(process.argv.slice(2)));
