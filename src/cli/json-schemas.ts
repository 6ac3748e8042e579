// The shape of every JSON output, in zod: docs/schemas/<kind>.schema.json is generated from
// these (`npm run schema`), and a test runs each command and checks its output against
// the files in docs/, so the docs say what the outputs hold and cannot drift from them.
// Objects are strict: a field an output gains must be described here first.
import { z } from 'zod';
import { type OutputKind, schemaId } from './schema-id.js';

/** A figure that may have no value (a side that forfeited every game has no mean score):
 * JSON writes NaN as null. */
const figure = z.number().nullable();
const whole = z.number().int().nonnegative();
const interval = z.tuple([figure, figure]).describe('a 95% interval: low, high');
const id = (kind: OutputKind) => z.literal(schemaId(kind)).describe("this output's kind and the version of its shape");
const betterScore = z.enum(['higher', 'lower']).describe('which scores are the better ones: lower where scores are penalties');

const quantiles = z.strictObject({
  min: figure,
  p10: figure,
  p25: figure,
  median: figure,
  p75: figure,
  p90: figure,
  max: figure,
});

const entrantFigures = {
  bot: z.string().describe('the bot spec, canonical (seeds and records read it)'),
  games: whole,
  scoredGames: whole.describe('games with a score: all but those the side forfeited'),
  wins: z.number().nonnegative().describe('win shares: a k-way tie for first counts 1/k'),
  winRate: figure,
  winRateCI: interval,
  meanScore: figure,
  meanScoreCI: interval,
  scoreQuantiles: quantiles,
  forfeits: whole,
  deals: whole.optional().describe('duplicate seating: the deals the intervals count'),
};
const entrant = z.strictObject(entrantFigures);

const forfeit = z.strictObject({
  index: whole.describe("the game's index in its run"),
  entrant: whole,
  seat: whole,
  decision: z.number().int().positive(),
  reason: z.string(),
});

const rating = z.strictObject({
  points: figure.describe('Elo-like points fitted to every game, 0 the mean entrant'),
  interval,
  games: whole,
});

const comparison = z
  .strictObject({
    a: whole,
    b: whole,
    games: whole,
    units: whole.describe('independent units the test rests on: games, or duplicate deals'),
    ahead: z.number().describe('how often a finished ahead of b (a tie counts half)'),
    halfWidth: figure,
    p: z.number(),
    pHolm: z.number().describe('Holm-adjusted over every pair'),
    decided: z.boolean().describe('told apart at alpha after the correction'),
  })
  .describe('a pair, the one that finished ahead more often first');

const sprt = z.strictObject({
  elo0: z.number(),
  elo1: z.number(),
  alpha: z.number(),
  beta: z.number(),
  results: z.enum(['trinomial', 'pentanomial']),
  counts: z.array(whole),
  games: whole,
  llr: z.number(),
  lower: z.number(),
  upper: z.number(),
  accepted: z.enum(['H0', 'H1']).nullable(),
  elo: z.strictObject({ score: figure, elo: figure, lower: figure, upper: figure }),
  looks: whole.optional().describe('--json only: looks taken at the LLR'),
});

const source = z.union([
  z.strictObject({ file: z.string(), sha256: z.string() }),
  z.strictObject({ cmd: z.string(), cwd: z.string(), sha256: z.string() }),
]);

const pairedDifference = z.strictObject({
  a: z.number().describe("A's mean over the paired games"),
  b: z.number(),
  diff: z.number().describe('B − A'),
  ci: interval.describe('paired 95% interval, deals as clusters'),
  unpairedCi: interval.describe('the interval were the runs dealt independently'),
  narrower: figure.describe('how many times narrower the paired interval is'),
  p: z.number(),
  pairs: whole,
});

const side = z.enum(['A', 'B']).nullable();

const swing = z.strictObject({
  deal: whole.describe('from 0'),
  diff: z.number().describe("B − A in the entrant's score, the mean over the deal's paired games"),
  a: z.array(whole).describe("the deal's games in A, by index"),
  b: z.array(whole).describe("the deal's games in B, by index"),
});

const compare = z
  .strictObject({
    schema: id('compare'),
    game: z.string(),
    lowerIsBetter: z.boolean(),
    players: whole,
    seed: whole,
    deals: z.string(),
    seating: z.enum(['rotate', 'permute', 'duplicate']),
    position: whole.describe('the compared entrant, from 1'),
    a: z.strictObject({
      run: z.string(),
      table: z.string().optional(),
      entrant: z.string(),
      source: source.nullable(),
      games: whole,
      digest: z.string(),
    }),
    b: z.strictObject({
      run: z.string(),
      table: z.string().optional(),
      entrant: z.string(),
      source: source.nullable(),
      games: whole,
      digest: z.string(),
    }),
    alsoDiffer: z.array(z.strictObject({ position: whole, a: z.string(), b: z.string() })),
    pairedDeals: whole,
    pairedGames: z.strictObject({ a: whole, b: whole }),
    score: pairedDifference,
    wins: pairedDifference,
    verdict: z.strictObject({
      better: z.enum(['A', 'B', 'neither', 'mixed']),
      score: side,
      wins: side,
      pHolm: z.strictObject({ score: z.number(), wins: z.number() }),
    }),
    swings: z
      .strictObject({ bBetter: z.array(swing), aBetter: z.array(swing) })
      .describe("the deals where the entrant's score moved most, each way, at most 5 each"),
  })
  .describe('tafel compare --json: one entrant in two runs, paired by deal and rotation');

const runFields = {
  format: z.number().int().describe("the records' format (their seeds); replay and --resume refuse another"),
  game: z.string(),
  betterScore,
  games: whole,
  seed: whole,
  deals: z.string().describe('the deal set: runs of one seed, key and deal set deal the same cards and dice'),
  keyed: z.literal(true).optional(),
  keyId: z.string().optional().describe('a keyed run: a one-way fingerprint of its key, never the key'),
  unsandboxed: z.literal(true).optional().describe('bots from outside played outside the sandbox (--unsandboxed)'),
  unenforced: z.array(z.string()).optional().describe('what the sandbox could not enforce on this machine'),
  options: z.record(z.string(), z.unknown()),
  seating: z.enum(['rotate', 'permute', 'duplicate']),
  gamesPerDeal: whole.optional(),
  iterations: whole.optional(),
  budgetMs: z.number().optional(),
  timed: z.array(z.string()).optional(),
  digest: z.string().describe('SHA-256 over every game in order: equal digests, equal runs'),
  capped: whole,
  sources: z
    .array(source.nullable())
    .optional()
    .describe('per entrant: a bot file or program and the SHA-256 of what it was; null for tafel’s own bots'),
  entrants: z.array(entrant).describe('per seat, in the lineup’s order'),
  teams: z
    .array(z.strictObject({ team: whole, members: z.array(whole), ...entrantFigures }))
    .optional()
    .describe("a team game's partnerships"),
  figures: z
    .array(
      z.strictObject({
        bot: z.string(),
        figures: z.array(z.strictObject({ name: z.string(), value: figure, ci: interval, percent: z.boolean().optional() })),
      }),
    )
    .optional()
    .describe("the game's own figures, per team (or entrant)"),
  pairs: z
    .array(
      z.strictObject({
        a: z.strictObject({ index: whole, name: z.string() }),
        b: z.strictObject({ index: whole, name: z.string() }),
        deals: whole,
        scoredDeals: whole,
        scoreDiff: figure,
        scoreDiffCI: interval,
        unpairedScoreDiffCI: interval,
        winDiff: figure,
        winDiffCI: interval,
        unpairedWinDiffCI: interval,
        narrower: z.strictObject({ score: figure, wins: figure }),
      }),
    )
    .optional()
    .describe('duplicate seating: every pair of sides compared deal by deal'),
  forfeits: z.array(forfeit),
  complete: z.boolean(),
};

const play = z
  .strictObject({
    schema: id('play'),
    ...runFields,
    verdicts: z
      .strictObject({
        sides: z.array(z.string()).describe('each side as the reports name it, twins numbered (greedy #1)'),
        alpha: z.number(),
        ratings: z.array(rating).describe('per side, in the table’s order'),
        ranking: z.array(whole).describe('the sides by rating, best first'),
        comparisons: z.array(comparison),
        strongest: whole.nullable().describe('the side ahead of every other, each pair told apart; null if none'),
      })
      .optional()
      .describe('two sides or more, without --sprt'),
    sprt: sprt.optional().describe('--sprt: the test and its verdict'),
  })
  .describe('tafel play --json, and summary.json of play --out');

const standing = z.strictObject({
  label: z.string(),
  ...entrantFigures,
  rating,
  scores: z.array(z.tuple([z.number(), whole])).describe('the score histogram: [score, games]'),
});

const stop = z.union([
  z.strictObject({ rule: z.literal('fixed'), games: whole }),
  z.strictObject({ rule: z.literal('sequential'), every: whole, maxGames: whole }),
  z.strictObject({
    rule: z.literal('sprt'),
    elo0: z.number(),
    elo1: z.number(),
    alpha: z.number(),
    beta: z.number(),
    every: whole,
    maxGames: whole,
  }),
]);

const tableSummary = z.strictObject(runFields);

const tournament = z
  .strictObject({
    schema: id('tournament'),
    format: z.number().int(),
    name: z.string(),
    seed: whole,
    digest: z.string(),
    games: whole,
    complete: z.boolean(),
    events: z.array(
      z.strictObject({
        title: z.string(),
        game: z.string(),
        format: z.enum(['matches', 'round-robin', 'duplicate']),
        stop,
        games: whole,
        gamesPerTable: whole,
        alpha: z.number(),
        looks: whole.optional(),
        settled: z.boolean().optional(),
        sprt: sprt.optional(),
        entrantLabels: z.array(z.string()),
        standings: z.array(standing).describe('sorted by rating, best first'),
        strongest: whole.nullable().describe('the entrant ahead of every other, each pair told apart; null if none'),
        betterScore,
        comparisons: z.array(comparison),
        matrix: z.strictObject({ ahead: z.array(z.array(figure)), games: z.array(z.array(whole)) }),
        forfeitCount: whole,
        forfeits: z.array(z.strictObject({ table: whole, ...forfeit.shape })),
        tables: z.array(tableSummary),
      }),
    ),
  })
  .describe('tafel tournament --json, and summary.json of its run folder');

const sweepPoint = z.strictObject({
  label: z.string(),
  values: z.array(z.string()),
  games: whole,
  wins: z.number(),
  winRate: figure,
  winRateCI: interval,
  meanScore: figure,
  meanScoreCI: interval,
  forfeits: whole,
  contender: z.boolean(),
  droppedAfterRound: whole.optional(),
});

const sweep = z
  .strictObject({
    schema: id('sweep'),
    game: z.string(),
    betterScore,
    bot: z.string(),
    vs: z.array(z.string()),
    seed: whole,
    keyed: z.literal(true).optional().describe('dealt from a secret key too (sealed): the seed alone does not give its deals'),
    axes: z.array(z.strictObject({ param: z.string(), values: z.array(z.string()) })),
    gamesPerPoint: whole,
    race: z.boolean(),
    points: z.array(sweepPoint),
    best: sweepPoint,
    gamesPlayed: whole,
    gamesFullGrid: whole,
    complete: z.boolean(),
  })
  .describe('tafel sweep --json, and sweep.json');

const tunePoint = {
  label: z.string(),
  role: z.enum(['pick', 'runner-up', 'default', 'against']),
  values: z.record(z.string(), z.string()),
  estimate: figure.describe("the search model's estimate of its win share"),
  evaluations: whole,
  race: z.strictObject({ games: whole, winRate: figure, rounds: whole }).optional(),
  check: z
    .strictObject({
      games: whole,
      winRate: figure,
      winRateCI: interval,
      meanScore: figure,
      versusRecommended: z
        .strictObject({ difference: figure, interval })
        .describe("its win rate minus the recommended row's, paired deal by deal"),
      standing: z.enum(['best', 'tied', 'below']).describe('whether another checked row is clearly above it'),
    })
    .optional(),
  sameAs: z.string().optional().describe('an earlier row that is the same bot'),
};

const tune = z
  .strictObject({
    schema: id('tune'),
    game: z.string(),
    bot: z.string(),
    vs: z.array(z.string()),
    seed: whole,
    keyed: z.literal(true).optional().describe('dealt from a secret key too (sealed): the seed alone does not give its deals'),
    method: z.string(),
    explore: z.number(),
    dims: z.array(z.strictObject({ param: z.string(), values: z.array(z.string()) })),
    fixed: z.array(z.string()),
    spaceSize: whole,
    block: whole,
    budget: whole,
    spent: whole.describe('games of the budget played: search and race'),
    cost: z.strictObject({ search: whole, race: whole, check: whole }),
    evaluations: whole,
    raced: whole,
    raceRounds: z.array(whole),
    checkGames: whole,
    recommended: z.strictObject(tunePoint).describe('the pick, unless the check found a row clearly above it'),
    pick: z.strictObject(tunePoint).describe("the race's winner"),
    runnersUp: z.array(z.strictObject(tunePoint)),
    references: z.array(z.strictObject(tunePoint)),
    overPick: z.strictObject({ difference: figure, interval }).optional(),
    trace: z.array(z.strictObject({ games: whole, label: z.string(), estimate: figure })),
    marginals: z.array(
      z.strictObject({
        param: z.string(),
        values: z.array(z.strictObject({ value: z.string(), n: whole, mean: figure })),
      }),
    ),
    complete: z.boolean(),
  })
  .describe('tafel tune --json, and tune.json');

const listing = z
  .strictObject({
    schema: id('list'),
    games: z.array(
      z.strictObject({
        id: z.string(),
        name: z.string(),
        summary: z.string(),
        players: z.strictObject({ min: whole, max: whole.nullable().describe('null: no upper limit') }),
        teams: whole.nullable(),
        betterScore,
        options: z.array(z.strictObject({ name: z.string(), default: z.unknown(), doc: z.string() })),
        bots: z.array(
          z.strictObject({
            name: z.string(),
            summary: z.string(),
            cheat: z.string().nullable().describe('what a cheat sees that a fair bot does not; null for a fair bot'),
            params: z.array(
              z.strictObject({
                name: z.string(),
                default: z.union([z.number(), z.boolean(), z.string()]),
                doc: z.string(),
                min: z.number().optional(),
                max: z.number().optional(),
                integer: z.literal(true).optional(),
                choices: z.array(z.string()).optional(),
              }),
            ),
          }),
        ),
      }),
    ),
  })
  .describe('tafel list --json');

const OUTPUT_SCHEMAS: Readonly<Record<OutputKind, z.ZodType>> = {
  play,
  tournament,
  sweep,
  tune,
  list: listing,
  compare,
  ...jachtSchemas(),
};

/** The Jacht outputs: `analyze jacht` with and without --to-win, `jacht solve` and
 * `jacht advise` for points and to win. Long as the outputs are: a declaration of their
 * fields, one a line, with nothing to split but the fields. */
function jachtSchemas() {
  const dice = z.array(z.number().int().min(1).max(6)).length(5);
  const model = z.strictObject({ opponents: z.string(), laterTurns: z.string() }).describe('what the win chances assume');
  const option = {
    keep: z.array(z.number().int()).optional(),
    category: z.string().optional(),
    expected: z.number(),
    loss: z.number(),
    score: z.number().optional(),
  };
  const byType = z.strictObject({ row: z.number(), keep: z.number(), stop: z.number() });
  return {
    analyze: z
      .strictObject({
        schema: id('analyze'),
        game: z.literal('jacht'),
        games: whole,
        requested: whole,
        complete: z.boolean(),
        seed: whole,
        expectedScore: z.number(),
        bots: z.array(
          z.strictObject({
            bot: z.string(),
            games: whole,
            forfeits: whole,
            meanScore: figure,
            meanScoreCI: interval,
            regret: z.strictObject({
              perGame: figure,
              perGameCI: interval,
              keep: figure,
              category: figure,
              decisions: figure,
              mistakes: figure,
            }),
            categories: z.array(z.strictObject({ category: z.string(), meanScore: figure, zeroShare: figure, meanTurn: figure })),
            costliestMistakes: z.array(
              z.strictObject({
                dice,
                rollsLeft: whole,
                open: z.array(z.string()),
                choice: z.string(),
                best: z.string(),
                count: whole,
                meanLoss: z.number(),
                totalLoss: z.number(),
              }),
            ),
          }),
        ),
      })
      .describe('tafel analyze jacht --json, and analysis.json'),
    'analyze-to-win': z
      .strictObject({
        schema: id('analyze-to-win'),
        game: z.literal('jacht'),
        mode: z.literal('to-win'),
        bots: z.strictObject({ win: z.string(), points: z.string() }),
        model,
        deals: whole,
        requested: whole,
        complete: z.boolean(),
        seed: whole,
        result: z.strictObject({
          games: whole,
          winShare: figure,
          winShareCI: interval,
          meanScore: z.strictObject({ win: figure, points: figure }),
        }),
        decisions: z.strictObject({
          decisions: whole,
          keeps: whole,
          rows: whole,
          disagreements: whole,
          byType,
          gain: z.number(),
          gainByType: byType,
        }),
        situations: z.array(
          z.strictObject({
            diff: z.string(),
            rowsLeft: z.string(),
            decisions: whole,
            disagreements: whole,
            rate: figure,
            gain: z.number(),
          }),
        ),
        deviations: z.array(
          z.strictObject({
            side: z.string(),
            type: z.enum(['row', 'keep', 'stop']),
            row: z.string(),
            instead: z.string().nullable(),
            count: whole,
            meanScore: figure,
            meanInsteadScore: figure,
            gain: z.number(),
            meanGain: figure,
          }),
        ),
        curve: z.strictObject({
          width: whole,
          points: z.array(
            z.strictObject({
              rowsLeft: z.string(),
              from: z.number(),
              to: z.number(),
              turns: whole,
              model: figure,
              actual: figure,
            }),
          ),
        }),
      })
      .describe('tafel analyze jacht --to-win --json, and its analysis.json'),
    'jacht-solve': z
      .strictObject({
        schema: id('jacht-solve'),
        expectedScore: z.number(),
        open: z.array(z.string()),
        ms: z.number(),
        source: z.string(),
      })
      .describe('tafel jacht solve --json'),
    'jacht-advise': z
      .strictObject({
        schema: id('jacht-advise'),
        dice,
        rollsLeft: whole,
        open: z.array(z.string()),
        options: z.array(z.strictObject(option)),
      })
      .describe('tafel jacht advise --json, for points'),
    'jacht-advise-win': z
      .strictObject({
        schema: id('jacht-advise-win'),
        dice,
        rollsLeft: whole,
        open: z.array(z.string()),
        options: z.array(z.strictObject({ ...option, win: z.number(), winLoss: z.number() })),
        total: z.number(),
        opponents: z.array(z.strictObject({ open: z.array(z.string()), total: z.number() })),
        model,
        best: z.strictObject({ points: whole, win: whole }),
        agree: z.boolean(),
      })
      .describe('tafel jacht advise --json with opponents: the chance to win'),
  };
}

/** The JSON Schema of one output, as docs/schemas/<kind>.schema.json holds it. */
export function outputJsonSchema(kind: OutputKind): unknown {
  return z.toJSONSchema(OUTPUT_SCHEMAS[kind], { io: 'output' });
}
