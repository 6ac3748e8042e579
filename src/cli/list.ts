// `tafel list`: the games with their player counts and options, the bots with their
// parameters: everything a user can write in a command.
import type { Command } from 'commander';
import type { Io } from './io.js';
import { botsFor } from '../../bots/registry.js';
import { allGames } from '../games/registry.js';
import type { AnyGame } from '../core/game.js';

export function playersText(game: AnyGame): string {
  const { min, max } = game.players;
  const count = max === Infinity ? `${min}+ players` : min === max ? `${min} players` : `${min}–${max} players`;
  // Partners share a score: seat s plays in team s mod teams (so 0+2 against 1+3).
  return game.teams ? `${count} in ${game.teams} teams, seat s in team s mod ${game.teams}` : count;
}

function listText(): string {
  const out: string[] = [];
  for (const game of allGames()) {
    const defaults = game.options.parse({}) as unknown as Record<string, unknown>;
    out.push(`${game.id} (${game.name}, ${playersText(game)}): ${game.summary}`);
    out.push('  options:');
    for (const [key, doc] of Object.entries(game.optionDocs)) {
      out.push(`    ${key}=${JSON.stringify(defaults[key])}  ${doc}`);
    }
    out.push('  bots:');
    for (const bot of botsFor(game.id)) {
      // A cheat is never offered as a fair entrant without saying so.
      const cheat = bot.cheat ? `CHEAT (sees ${bot.cheat}): ` : '';
      out.push(`    ${bot.name}: ${cheat}${bot.summary}`);
      for (const [key, spec] of Object.entries(bot.params)) {
        const range = spec.choices
          ? ` (${spec.choices.join('|')})`
          : spec.min !== undefined || spec.max !== undefined
            ? ` (${spec.min ?? ''}..${spec.max ?? ''})`
            : '';
        out.push(`      ${key}=${String(spec.default)}${range}  ${spec.doc}`);
      }
    }
    out.push('');
  }
  out.push('Write a bot as name or name(param=value,…), e.g. greedy(threshold=3).');
  return out.join('\n');
}

export function registerList(program: Command, io: Io): void {
  program
    .command('list')
    .description('list the games (players, options) and bots (parameters)')
    .action(() => {
      io.out(`${listText()}\n`);
    });
}
