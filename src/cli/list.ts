// `tafel list [game]`: the games with their player counts and options, the bots with their
// parameters: everything a user can write in a command; with --json, the same as data.
import type { Command } from 'commander';
import type { Io } from './io.js';
import { botsFor } from '../../bots/registry.js';
import { allGames, findGame } from '../games/registry.js';
import type { AnyGame } from '../core/game.js';
import { writeJson } from '../report/json.js';
import { versioned } from './schema-id.js';

export function playersText(game: AnyGame): string {
  const { min, max } = game.players;
  const count = max === Infinity ? `${min}+ players` : min === max ? `${min} players` : `${min}–${max} players`;
  // Partners share a score: seat s plays in team s mod teams (so 0+2 against 1+3).
  return game.teams ? `${count} in ${game.teams} teams, seat s in team s mod ${game.teams}` : count;
}

/** A game as `tafel list --json` gives it. */
function gameEntry(game: AnyGame) {
  const defaults = game.options.parse({}) as unknown as Record<string, unknown>;
  return {
    id: game.id,
    name: game.name,
    summary: game.summary,
    players: { min: game.players.min, max: game.players.max === Infinity ? null : game.players.max },
    teams: game.teams ?? null,
    betterScore: game.betterScore ?? 'higher',
    options: Object.entries(game.optionDocs).map(([name, doc]) => ({ name, default: defaults[name] ?? null, doc })),
    bots: botsFor(game.id).map((bot) => ({
      name: bot.name,
      summary: bot.summary,
      cheat: bot.cheat ?? null,
      params: Object.entries(bot.params).map(([name, spec]) => ({
        name,
        default: spec.default,
        doc: spec.doc,
        ...(spec.min !== undefined ? { min: spec.min } : {}),
        ...(spec.max !== undefined ? { max: spec.max } : {}),
        ...(spec.integer ? { integer: true } : {}),
        ...(spec.choices ? { choices: spec.choices } : {}),
      })),
    })),
  };
}

function gameText(game: ReturnType<typeof gameEntry>): string[] {
  const out: string[] = [];
  const lower = game.betterScore === 'lower' ? '; lower scores are better' : '';
  out.push(`${game.id} (${game.name}, ${playersText(findGame(game.id))}${lower}): ${game.summary}`);
  out.push('  options:');
  for (const o of game.options) out.push(`    ${o.name}=${JSON.stringify(o.default)}  ${o.doc}`);
  out.push('  bots:');
  for (const bot of game.bots) {
    // A cheat is never offered as a fair entrant without saying so.
    const cheat = bot.cheat ? `CHEAT (sees ${bot.cheat}): ` : '';
    out.push(`    ${bot.name}: ${cheat}${bot.summary}`);
    for (const p of bot.params) {
      const range = p.choices
        ? ` (${p.choices.join('|')})`
        : p.min !== undefined || p.max !== undefined
          ? ` (${p.min ?? ''}..${p.max ?? ''})`
          : '';
      out.push(`      ${p.name}=${String(p.default)}${range}  ${p.doc}`);
    }
  }
  out.push('');
  return out;
}

export function registerList(program: Command, io: Io): void {
  program
    .command('list')
    .description('list the games (players, options) and bots (parameters), or one game')
    .argument('[game]', 'one game id: its options and bots only')
    .option('--json', 'print the games, options and bots as JSON')
    .action((gameId: string | undefined, flags: { json?: boolean }) => {
      const games = (gameId === undefined ? allGames() : [findGame(gameId)]).map(gameEntry);
      if (flags.json) {
        writeJson(versioned('list', { games }), io.out);
        return;
      }
      const lines = games.flatMap(gameText);
      lines.push('Write a bot as name or name(param=value,…), e.g. greedy(threshold=3).');
      io.out(`${lines.join('\n')}\n`);
    });
}
