// The command line as a user meets it, run in-process (see tafel.ts); one test starts the
// compiled bin, since there the process itself is what is tested.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAIN, hasRecords, signalled, tafel } from './tafel.js';
import { GAMES } from '../../src/games/registry.js';
import { temporaryName } from '../../src/core/disk.js';
import { fewerGames } from '../../scripts/docs/quick.js';
import { smallTournament } from '../helpers.js';

const DEFAULT_TOURNAMENT = join(import.meta.dirname, '..', '..', 'tournaments', 'default.json');

describe('the tafel bin', () => {
  it('exits 0 after a run and 2 after bad input, with one line on stderr', () => {
    const ok = spawnSync(
      process.execPath,
      [MAIN, 'play', 'gesjaakt', '--bots', 'greedy,random,random', '--games', '30', '--workers', '1'],
      {
        encoding: 'utf8',
      },
    );
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(/gesjaakt: 30 games/);
    const bad = spawnSync(process.execPath, [MAIN, 'play', 'schaak', '--bots', 'random'], { encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^tafel: unknown game 'schaak'/)]);
  });

  it('a real SIGTERM stops a run, keeps its records and summary, and exits 143', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'tafel-term-')), 'run');
    const args = ['play', 'gesjaakt', '--bots', 'greedy,random,random', '--games', '1e9', '--workers', '2', '--out', out];
    // Once it has played: a signal before its handlers are set would kill it outright.
    const played = () => hasRecords(join(out, 'records.jsonl'));
    const { code, out: stdout, err: stderr } = await signalled(args, 'SIGTERM', played);
    expect(code).toBe(143);
    expect(stderr).toMatch(/SIGTERM: stopping; the games finished are kept/);
    expect(stdout).toMatch(/stopped early/);
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
    expect(summary.complete).toBe(false);
    expect(readFileSync(join(out, 'records.jsonl'), 'utf8').trim().split('\n')).toHaveLength(summary.games);
  });
});

describe('tafel play', () => {
  it('--json prints the summary with every promised field', async () => {
    const r = await tafel(
      'play',
      'gesjaakt',
      '--bots',
      'greedy(threshold=3),random,random',
      '--games',
      '300',
      '--seed',
      '5',
      '--json',
      '--workers',
      '1',
    );
    expect(r.code).toBe(0);
    const s = JSON.parse(r.out);
    expect(s).toMatchObject({ game: 'gesjaakt', games: 300, seed: 5, options: { maxDecisions: 10000, twoPlayers: false } });
    expect(s.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(s.entrants.map((e: { bot: string }) => e.bot)).toEqual(['greedy(threshold=3)', 'random', 'random']);
    for (const e of s.entrants) {
      for (const key of ['bot', 'games', 'wins', 'winRate', 'winRateCI', 'meanScore', 'meanScoreCI'])
        expect(e).toHaveProperty(key);
      expect(e.winRateCI[0]).toBeLessThanOrEqual(e.winRate);
      expect(e.winRateCI[1]).toBeGreaterThanOrEqual(e.winRate);
    }
    expect(s.entrants.reduce((t: number, e: { wins: number }) => t + e.wins, 0)).toBeCloseTo(300, 6);
  });

  it('the same seed gives the same digest with 1 and 2 workers', async () => {
    const args = ['play', 'jacht', '--bots', 'greedy,random', '--games', '400', '--seed', '9', '--json'];
    const one = JSON.parse((await tafel(...args, '--workers', '1')).out);
    const two = JSON.parse((await tafel(...args, '--workers', '2', '--batch-size', '33')).out);
    expect(two.digest).toBe(one.digest);
    expect(two.entrants).toEqual(one.entrants);
  });

  it('--iterations, --budget-ms and --seating are carried to the bots and named in the summary', async () => {
    const base = ['play', 'gesjaakt', '--bots', 'greedy,random,random', '--games', '30', '--workers', '1'];
    const json = JSON.parse((await tafel(...base, '--iterations', '7', '--seating', 'duplicate', '--json')).out);
    expect(json).toMatchObject({ iterations: 7, seating: 'duplicate' });
    expect(json).not.toHaveProperty('budgetMs');
    const table = await tafel(...base, '--budget-ms', '1000');
    expect(table.out).toMatch(/seating: rotate/);
    expect(table.out).toMatch(/1000 ms per decision, so this run is not reproducible/);
    expect((await tafel(...base, '--iterations', '0')).err).toMatch(/--iterations 0 is out of range \(expected 1 or more\)/);
  });

  it('--games takes an exponent (1e3) and --help shows each default once', async () => {
    const r = await tafel('play', 'gesjaakt', '--bots', 'greedy,random,random', '--games', '1e3', '--workers', '1', '--json');
    expect(JSON.parse(r.out).games).toBe(1000);
    const help = await tafel('play', '--help');
    expect(help.code).toBe(0);
    const entries = help.out.split(/\n(?=\s+-)/); // one per flag, wrapped lines included
    expect(entries.length).toBeGreaterThan(10);
    for (const entry of entries) expect(entry.match(/default/g)?.length ?? 0).toBeLessThanOrEqual(1);
    // Help wraps at the terminal's width: any run of spaces and line breaks between words.
    const workersHelp =
      '--workers <n> worker threads, started when the run repays them (results do not depend on it) (default: the number of cores,';
    const words = workersHelp.split(' ').map((w) => w.replace(/[()]/g, '\\$&'));
    expect(help.out).toMatch(new RegExp(`${words.join('\\s+')}\\s+\\d+\\)`));
  });

  it('prints a table by default', async () => {
    const r = await tafel('play', 'gesjaakt', '--bots', 'greedy,random,random', '--games', '60', '--workers', '1');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/gesjaakt: 60 games · seed 1 · 3 players/);
    expect(r.out).toMatch(/win rate/);
    expect(r.out).toMatch(/│ 1 │ greedy/);
  });

  it('--out writes records and a summary, and replay reproduces every record', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tafel-'));
    const r = await tafel(
      'play',
      'gesjaakt',
      '--bots',
      'greedy,random,random,random',
      '--games',
      '50',
      '--out',
      dir,
      '--workers',
      '2',
    );
    expect(r.code).toBe(0);
    const records = readFileSync(join(dir, 'records.jsonl'), 'utf8').trim().split('\n');
    expect(records).toHaveLength(50);
    expect(JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8')).games).toBe(50);
    const all = await tafel('replay', join(dir, 'records.jsonl'));
    expect(all.code).toBe(0);
    expect(all.out).toMatch(/50 of 50 records replay exactly/);
    const one = join(dir, 'one.json');
    writeFileSync(one, records[7]);
    const single = await tafel('replay', one);
    expect(single.code).toBe(0);
    expect(single.out).toMatch(/matches the record/);
    const tampered = JSON.parse(records[7]);
    tampered.result.scores[0] += 1;
    writeFileSync(one, JSON.stringify(tampered));
    const bad = await tafel('replay', one);
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(/DIFFERS: scores/);
  });
});

describe('tafel list', () => {
  it('shows games with player counts and options, and bots with parameters', async () => {
    const r = await tafel('list');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/gesjaakt \(Gesjaakt, 2–7 players; lower scores are better\)/);
    expect(r.out).toMatch(/jacht \(Jacht, 1\+ players\)/);
    expect(r.out).toMatch(/twoPlayers=false/);
    expect(r.out).toMatch(/threshold=10 \(-35\.\.35\)/);
  });
});

describe('bad input: one line naming the problem and what is valid, exit code 2', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tafel-bad-'));
  const garbage = join(dir, 'garbage.json');
  writeFileSync(garbage, '{"game": "gesjaakt"');
  const notRecord = join(dir, 'not-record.json');
  writeFileSync(notRecord, '{"game": "gesjaakt", "seed": 1}');
  it.each([
    [['play', 'schaak', '--bots', 'random'], /unknown game 'schaak': valid games are gesjaakt.* jacht/],
    [['play', 'gesjaakt', '--bots', 'greedy,clever,random'], /unknown bot 'clever' for gesjaakt: valid bots are random/],
    [['play', 'gesjaakt', '--bots', 'greedy(speed=2),random,random'], /bot greedy has no parameter speed: valid are threshold/],
    [
      ['play', 'gesjaakt', '--bots', 'random,random,random', '--option', 'chips=3'],
      /no option 'chips': valid options are maxDecisions or twoPlayers/,
    ],
    [
      ['play', 'gesjaakt', '--bots', 'random,random,random', '--option', 'maxDecisions=-4'],
      /option maxDecisions=-4 of gesjaakt is invalid/,
    ],
    [['play', 'gesjaakt', '--bots', 'random,random'], /2 need the option twoPlayers=true/],
    [['play', 'gesjaakt', '--bots', 'random,random,random,random,random,random,random,random'], /takes 2 to 7 players, not 8/],
    [['play', 'gesjaakt', '--bots', 'random,random,random', '--games', 'many'], /--games many is not a whole number/],
    [['play', 'gesjaakt', '--bots', 'random,random,random', '--seed', '-3'], /--seed -3 is not a whole number/],
    [
      ['play', 'gesjaakt', '--bots', 'random,random,random', '--seating', 'random'],
      /--seating random is not valid: use rotate, permute or duplicate/,
    ],
    [['play', 'gesjaakt'], /required option '--bots <specs>' not specified/],
    [['replay', join(dir, 'missing.json')], /missing\.json: no such file: name a record/],
    [['replay', garbage], /garbage\.json is not valid JSON/],
    [['replay', notRecord], /not-record\.json is not a game record/],
    [['plya'], /unknown command 'plya'/],
    [
      ['play', 'gesjaakt', '--bots', 'greedy(threshold=3,random,random'],
      /bots 'greedy\(threshold=3,random,random' leave a '\(' unclosed/,
    ],
    [['play', 'gesjaakt', '--bots', 'greedy),random,random'], /close a '\)' that was never opened/],
    [['sweep', 'schaak', '--bot', 'greedy(threshold=1..2)', '--vs', 'greedy'], /unknown game 'schaak'/],
    [
      ['play', 'jatten', '--bots', 'random,random', '--option', 'plusOneCards=[1,1,1,1,1,1,99]'],
      /option plusOneCards=\[1,1,1,1,1,1,99\] of jatten is invalid \(item 7\): Too big/,
    ],
    [
      ['play', 'gesjaakt', '--bots', 'random,random,random', '--option', 'maxDecisions=1e309'],
      /option maxDecisions=1e309 is not a finite number/,
    ],
    [['play', 'gesjaakt', '--bots', 'random,random,random', '--seed', '1e309'], /--seed 1e309 is not a whole number/],
    [['play', 'gesjaakt', '--bots', 'random,random,random', '--games', '2.5'], /--games 2.5 is not a whole number/],
    [['play', 'gesjaakt', '--bots', 'random,random,random', '--out', ''], /--out is empty: name a folder/],
    [['play', 'gesjaakt', '--bots', 'random,random,random', '--option', '__proto__=1'], /'__proto__' is not an option name/],
    [
      ['play', 'gesjaakt', '--bots', 'random,random,random', '--option', 'maxDecisions=5', '--option', 'maxDecisions=6'],
      /--option maxDecisions is given twice/,
    ],
    [
      ['play', 'gesjaakt', '--bots', 'random,random,random', '--games', '10', '--games', '20'],
      /--games is given twice: give it once/,
    ],
    [['play', 'gesjaakt', '--bots', 'greedy(threshold=0x10),random,random'], /parameter threshold=0x10 is not a number/],
    [['play', 'gesjaakt', '--bots', 'greedy(threshold=Infinity),random,random'], /parameter threshold=Infinity is not a number/],
    [
      ['play', 'klaverjassen', '--bots', 'heuristic,random,heuristic,random', '--seating', 'duplicate', '--games', '7'],
      /duplicate seating plays every deal once in each of its 2 distinct rotations .*: the number of games must be a multiple of 2, not 7 \(e\.g\. 8\)\n/,
    ],
  ])('tafel %j', async (args, message) => {
    const r = await tafel(...args);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err.trim().split('\n')[0]).toMatch(/^tafel: /);
    expect(r.err).not.toMatch(/\n\s+at /); // no stack trace
    expect(r.out).toBe('');
  });
});

describe('tafel tournament', () => {
  it('plays every match and each equals the same `play` run', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tafel-t-'));
    const path = join(dir, 't.json');
    writeFileSync(
      path,
      JSON.stringify({
        name: 'small',
        seed: 3,
        matches: [
          { game: 'gesjaakt', bots: ['greedy', 'random', 'random'], games: 200 },
          { game: 'jacht', bots: ['greedy', 'random'], games: 100, seed: 4 },
        ],
      }),
    );
    const r = await tafel('tournament', path, '--json', '--workers', '2', '--out', join(dir, 'out'));
    expect(r.code).toBe(0);
    const t = JSON.parse(r.out);
    expect(t.events.map((m: { game: string }) => m.game)).toEqual(['gesjaakt', 'jacht']);
    const play = JSON.parse(
      (await tafel('play', 'jacht', '--bots', 'greedy,random', '--games', '100', '--seed', '4', '--json', '--workers', '1')).out,
    );
    expect(t.events[1].tables[0].digest).toBe(play.digest);
    expect(
      readFileSync(join(dir, 'out', 'games.jsonl'), 'utf8')
        .trim()
        .split('\n'),
    ).toHaveLength(300);
    expect(JSON.parse(readFileSync(join(dir, 'out', 'tournament.json'), 'utf8')).name).toBe('small');
    expect(JSON.parse(readFileSync(join(dir, 'out', 'summary.json'), 'utf8'))).toEqual(t);
  });

  it("a match on duplicate deals prints play's paired differences; a gauntlet's many tables leave them to summary.json", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tafel-t-'));
    const path = join(dir, 't.json');
    const match = { game: 'gesjaakt', bots: ['greedy', 'random', 'random'], games: 30, seed: 4, seating: 'duplicate' };
    writeFileSync(path, JSON.stringify({ name: 'paired', seed: 3, matches: [match] }));
    const r = await tafel('tournament', path, '--workers', '1', '--out', join(dir, 'out'));
    expect(r.code, r.err).toBe(0);
    const play = await tafel(
      'play',
      'gesjaakt',
      '--bots',
      'greedy,random,random',
      '--games',
      '30',
      '--seed',
      '4',
      '--seating',
      'duplicate',
    );
    const block = /paired on 10 duplicate deals[^\n]*\n(?:[┌│├└][^\n]*\n)+/;
    expect(r.out.match(block)?.[0]).toBe(play.out.match(block)?.[0]);
    expect(r.out).toMatch(/greedy − random/);
    const pool = join(dir, 'pool.json');
    // A gauntlet: each challenger's duplicate table against each set of opponents.
    const entrants = ['greedy', 'random', 'greedy(threshold=3)', 'greedy(threshold=5)'].map((bot, i) => ({
      label: `e${i}`,
      bot,
      challenger: i === 0,
    }));
    writeFileSync(pool, JSON.stringify(smallTournament({ entrants, format: 'gauntlet', stop: { rule: 'fixed', games: 12 } })));
    const many = await tafel('tournament', pool, '--workers', '1', '--out', join(dir, 'pool'));
    expect(many.code, many.err).toBe(0);
    expect(many.out).not.toMatch(/paired on/);
  });

  it('the default tournament of the README plays a match of every game (its counts cut to a few)', async () => {
    // The whole file plays in test:slow (cli.slow.test.ts); here each match of it, a few games.
    const file = JSON.parse(readFileSync(DEFAULT_TOURNAMENT, 'utf8'));
    const dir = mkdtempSync(join(tmpdir(), 'tafel-t-'));
    writeFileSync(join(dir, 'default.json'), JSON.stringify(fewerGames(file)));
    const r = await tafel('tournament', join(dir, 'default.json'), '--workers', '1', '--json', '--out', join(dir, 'out'));
    expect(r.code).toBe(0);
    const events = JSON.parse(r.out).events as { game: string; games: number }[];
    expect(events.map((e) => e.game).sort()).toEqual(GAMES.map((g) => g.id).sort());
    expect(events.every((e) => e.games > 0 && e.games < 20)).toBe(true);
  });

  it('reads a tournament file that starts with a byte-order mark', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tafel-t-'));
    const path = join(dir, 'bom.json');
    writeFileSync(
      path,
      `\uFEFF${JSON.stringify({ name: 'bom', seed: 1, matches: [{ game: 'jacht', bots: ['greedy'], games: 3 }] })}`,
    );
    const r = await tafel('tournament', path, '--json', '--workers', '1', '--out', join(dir, 'out'));
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).name).toBe('bom');
  });

  it('rejects a bad tournament file with exit code 2', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tafel-t-'));
    const path = join(dir, 'bad.json');
    writeFileSync(path, JSON.stringify({ name: 'x', seed: 1, matches: [{ game: 'schaak', bots: ['random'], games: 1 }] }));
    const r = await tafel('tournament', path);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/matches\.0\.game: unknown game 'schaak': valid games are .* \(got "schaak"\)/);
  });
});

describe('output paths: checked before the first game, a failed write keeps the figures', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tafel-out-'));
  const aFile = join(dir, 'a-file');
  writeFileSync(aFile, 'not a folder');
  const tournamentFile = join(dir, 't.json');
  writeFileSync(
    tournamentFile,
    JSON.stringify({ name: 't', seed: 1, matches: [{ game: 'jacht', bots: ['greedy'], games: 1e12 }] }),
  );
  const under = join(aFile, 'x');
  // 10^12 games each: a refusal that came only after playing would never come (the test
  // would time out), where a bound on the clock would fail on a busy machine.
  it.each([
    ['play', 'gesjaakt', '--bots', 'greedy,random,random', '--games', '1e12', '--out', under],
    ['sweep', 'jatten', '--bot', 'threshold(risk=0.1|0.2)', '--vs', 'greedy,greedy', '--games', '1e12', '--out', under],
    ['analyze', 'jacht', '--bots', 'greedy', '--games', '1e12', '--out', under],
    ['tournament', tournamentFile, '--out', under],
  ])('tafel %s … --out under a file: one line, exit 2, nothing played', async (...args) => {
    const r = await tafel(...args);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^tafel: --out .*a-file\/x cannot be written: ENOTDIR/);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.out).toBe('');
  });

  it('a folder that holds results is refused, and the earlier results are kept whole', async () => {
    const out = join(dir, 'kept');
    const play = ['play', 'gesjaakt', '--bots', 'greedy,random,random', '--games', '30', '--workers', '1', '--out', out];
    expect((await tafel(...play)).code).toBe(0);
    const records = readFileSync(join(out, 'records.jsonl'), 'utf8');
    const again = await tafel(...play);
    expect(again.code).toBe(2);
    expect(again.err).toMatch(/kept already holds results \(records\.jsonl\): choose a new folder or remove it first/);
    expect(readFileSync(join(out, 'records.jsonl'), 'utf8')).toBe(records);

    const file = join(dir, 'one-match.json');
    writeFileSync(file, JSON.stringify({ name: 't', seed: 1, matches: [{ game: 'jacht', bots: ['greedy'], games: 3 }] }));
    const tournament = ['tournament', file, '--workers', '1', '--out', join(dir, 'kept-t')];
    expect((await tafel(...tournament)).code).toBe(0);
    const second = await tafel(...tournament);
    expect(second.code).toBe(2);
    expect(second.err).toMatch(
      /already holds a run \((tournament\.json|games\.jsonl|summary\.json)\): choose a new folder, or continue it with --resume/,
    );
  });

  it("a folder holding an earlier run's game pages is refused, by play and by tournament, and the pages are kept", async () => {
    for (const [name, args] of [
      ['pages-play', ['play', 'gesjaakt', '--bots', 'greedy,random,random', '--games', '4', '--workers', '1']],
      [
        'pages-tournament',
        ['tournament', join(import.meta.dirname, '..', '..', 'tournaments', 'jatten-gauntlet.json'), '--workers', '1'],
      ],
    ] as const) {
      const out = join(dir, name);
      mkdirSync(join(out, 'view'), { recursive: true });
      writeFileSync(join(out, 'view', 'game-0.html'), 'an earlier game');
      const r = await tafel(...args, '--out', out);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(new RegExp(`${name} already holds (results|a run) \\(view/\\): choose a new folder`));
      expect(r.err.trim().split('\n')).toHaveLength(1);
      expect(readFileSync(join(out, 'view', 'game-0.html'), 'utf8')).toBe('an earlier game');
      // An empty view/ folder holds no pages: nothing stale to show.
      rmSync(join(out, 'view', 'game-0.html'));
      if (name === 'pages-play') expect((await tafel(...args, '--out', out)).code).toBe(0);
    }
  });

  it('a file name taken by a folder is refused before the run', async () => {
    const out = join(dir, 'taken');
    mkdirSync(join(out, 'summary.json'), { recursive: true });
    const r = await tafel('play', 'gesjaakt', '--bots', 'greedy,random,random', '--games', '10', '--out', out);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/summary\.json there is a folder, not a file/);
    expect(r.out).toBe('');
  });

  // /dev/full takes the open and fails every write with ENOSPC: a full disk, for real.
  it('play: records that cannot be written still leave the figures, then one line, exit 2', async () => {
    const out = join(dir, 'full-play');
    mkdirSync(out);
    symlinkSync('/dev/full', join(out, 'records.jsonl'));
    const r = await tafel('play', 'gesjaakt', '--bots', 'greedy,random,random', '--games', '40', '--workers', '1', '--out', out);
    expect(r.code).toBe(2);
    expect(r.out).toMatch(/gesjaakt: 40 games/);
    expect(r.err.trim().split('\n')).toEqual([
      expect.stringMatching(/^tafel: .*records\.jsonl stopped after 0 games: the disk is full \(ENOSPC\): free some space/),
    ]);
    expect(JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')).games).toBe(40);
  });

  it('sweep: a sweep.json that cannot be written still leaves the figures, then one line, exit 2', async () => {
    const out = join(dir, 'full-sweep');
    mkdirSync(out);
    // sweep.json is written beside its place and renamed there: that is where the disk is full.
    symlinkSync('/dev/full', temporaryName(join(out, 'sweep.json')));
    const r = await tafel(
      'sweep',
      'jatten',
      '--bot',
      'threshold(risk=0.1|0.2)',
      '--vs',
      'greedy,greedy',
      '--games',
      '20',
      '--workers',
      '1',
      '--out',
      out,
    );
    expect(r.code).toBe(2);
    expect(r.out).toMatch(/risk=0\.1/);
    expect(r.err.trim().split('\n')).toEqual([
      expect.stringMatching(/^tafel: cannot write .*sweep\.json: the disk is full \(ENOSPC\)/),
    ]);
    expect(readdirSync(out)).toEqual([]);
  });
});
