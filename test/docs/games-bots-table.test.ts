// docs/games.md's table of bots against the registry: every bot of every game has its row,
// and each row names exactly the bot's parameters, with their defaults and ranges. `tafel
// list` prints the same from the code; the page cannot drift from it unseen (it had:
// Jacht's `optimal` was shown without the `objective` it gained).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { botsFor } from '../../bots/registry.js';
import type { AnyBotDefinition, ParamSpec } from '../../src/core/bot.js';
import { GAMES } from '../../src/games/registry.js';
import { botSpecs } from '../../scripts/docs/quick.js';

const page = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'games.md'), 'utf8');

interface Row {
  readonly bot: string;
  readonly games: string;
  readonly params: string;
}

/** The rows of the table under `## Bots`. */
function botRows(): Row[] {
  const from = page.slice(page.indexOf('\n## Bots\n') + 1);
  const end = from.indexOf('\n## ');
  return (end < 0 ? from : from.slice(0, end))
    .split('\n')
    .filter((l) => /^\| `/.test(l))
    .map((l) => {
      const [bot, games, params] = l
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((c) => c.trim());
      return { bot: bot.replace(/`/g, ''), games, params };
    });
}

/** How the table writes a parameter: `name=default` and its range or choices, if any. */
function written(name: string, spec: ParamSpec): string {
  const head = `\`${name}=${String(spec.default)}\``;
  if (spec.choices) return `${head} (${spec.choices.map((c) => `\`${c}\``).join(', ')})`;
  if (spec.min !== undefined || spec.max !== undefined) return `${head} (${spec.min ?? ''}..${spec.max ?? ''})`;
  return head;
}

/** A row's parameter cell as the parameters it names: `name=default (range)` items,
 * `as \`other\`` for another bot's, and bare `name` items whose default a closing
 * `(all \`value\`)` gives. */
function cellParams(cell: string, rows: readonly Row[]): Map<string, string> {
  const named = new Map<string, string>();
  if (cell === 'none') return named;
  const as = /^as `(\w+)`, and (.*)$/.exec(cell);
  if (as) {
    const base = rows.find((r) => r.bot === as[1])!;
    for (const [k, v] of cellParams(base.params, rows)) named.set(k, v);
    cell = as[2];
  }
  const all = /^(.*) \(all `([^`]+)`\)$/.exec(cell);
  // Split as a lineup is: at the commas outside a range or choice list.
  const items = botSpecs(all ? all[1] : cell).map((item) => item.trim());
  for (const item of items) {
    const bare = /^`(\w+)`$/.exec(item);
    if (bare) named.set(bare[1], `\`${bare[1]}=${all?.[2] ?? '?'}\``);
    else named.set(/^`(\w+)=/.exec(item)?.[1] ?? item, item);
  }
  return named;
}

const rows = botRows();
const definitions = new Map<AnyBotDefinition, string[]>();
for (const game of GAMES) for (const bot of botsFor(game.id)) definitions.set(bot, [...(definitions.get(bot) ?? []), game.id]);

describe('docs/games.md: the table of bots', () => {
  it('has a row for every bot of every game, and none for a bot that is not', () => {
    const expected = [...definitions].map(([bot, games]) => `${bot.name} | ${bot.games === 'any' ? 'all' : games.join(', ')}`);
    expect(rows.map((r) => `${r.bot} | ${r.games}`).sort()).toEqual(expected.sort());
  });

  it.each([...definitions].map(([bot, games]) => [`${bot.name} (${games.join(', ')})`, bot] as const))(
    '%s: every parameter with its default and range, and no other',
    (_label, bot) => {
      const row = rows.find((r) => r.bot === bot.name && (bot.games === 'any' ? r.games === 'all' : bot.games.includes(r.games)));
      expect(row, `a row for ${bot.name}`).toBeDefined();
      const shown = cellParams(row!.params, rows);
      const actual = new Map(Object.entries(bot.params).map(([name, spec]) => [name, written(name, spec)]));
      expect(Object.fromEntries(shown)).toEqual(Object.fromEntries(actual));
    },
  );
});
