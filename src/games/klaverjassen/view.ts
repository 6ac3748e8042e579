// What a bot from outside tafel sees of Klaverjassen (a bot file, a program over the line
// protocol): the observation as plain JSON in the notation of records and actions (`JH`,
// suits `C D H S`), the packed table `t` the built-in bots index unpacked into named
// parts: the hand, the bidding, the trick on the table with who played what, the tricks
// of the round, points, roem and the rounds played. docs/games/klaverjassen.md lists it
// field by field. And the answers such a bot may write: `jh`, `PASS`, `trump h`, `no claim`.
import { ACTION, CLAIM, NAME, NO_CLAIM, PASS, PLAY } from './actions.js';
import { CARDS, NAMES, SUITS, parseCard } from './cards.js';
import { BID, NAT, PHASE, PIT, T, type KlaverjasObservation } from './state.js';

/** A suit: clubs, diamonds, hearts, spades. */
export type KlaverjasSuit = 'C' | 'D' | 'H' | 'S';
export type KlaverjasPhase = 'bid' | 'name' | 'play' | 'claim' | 'over';

/** A bid of the round, in the order made. */
export interface KlaverjasBid {
  /** Who bid. */
  seat: number;
  /** As the action was written: `pass`, `play` (accept the proposed suit) or `trump H`
   * (name a suit). */
  bid: string;
}

/** A trick finished this round. */
export interface KlaverjasTrick {
  /** Who led it; the cards follow clockwise, so card i is seat (leader + i) % 4's. */
  leader: number;
  /** Its four cards in the order played. */
  cards: string[];
  /** Who won it (that seat led the next trick). */
  winner: number;
  /** The roem claimed with it (KJ-6, KJ-7), 0 for none. */
  roem: number;
}

/** The trick on the table. */
export interface KlaverjasTable {
  /** Who led it (or leads it, while it is empty). */
  leader: number;
  /** Its cards so far in the order played, 0..3 of them (all 4 while the winner decides
   * on the roem); card i is seat (leader + i) % 4's. */
  cards: string[];
  /** The suit led, null while empty. */
  led: KlaverjasSuit | null;
  /** Who plays the card winning it so far, null while empty. */
  winning: number | null;
}

/** A round already scored. */
export interface KlaverjasRound {
  /** Its trump. */
  trump: KlaverjasSuit;
  /** The team that took the trump (team = seat % 2). */
  playingTeam: number;
  /** The playing team did not score more than the other: the other took every point (KJ-8). */
  nat: boolean;
  /** A team took every trick: +100 to it (KJ-8). */
  pit: boolean;
  /** What each team scored, by team, nat and pit counted. */
  scores: number[];
}

/** What a Klaverjassen seat sees at a decision, as plain JSON. Cards are rank (`7 8 9 T J Q
 * K A`) then suit (`C D H S`): `JH` is the jack of hearts. "Card order" is clubs,
 * diamonds, hearts, spades, each 7 8 9 T J Q K A. Teams: seats 0+2 are team 0, 1+3
 * team 1; per-team facts are arrays indexed by team. */
export interface KlaverjasView {
  /** Your seat, 0..3: the seat to move whenever you are asked. */
  seat: number;
  /** Your team, seat % 2. */
  team: number;
  /** Your partner's seat, (seat + 2) % 4. */
  partner: number;
  /** Option: rounds in the game (16, or an explicit deal's count). */
  rounds: number;
  /** Option: `rotterdam` (undertrump when you cannot overtrump) or `amsterdam` (free when
   * your partner wins the trick) (KJ-4). */
  trumping: 'rotterdam' | 'amsterdam';
  /** Option: `bidding` (accept or pass proposed suits) or `utrecht` (the player left of
   * the dealer names trump) (KJ-1, KJ-2). */
  trumpChoice: 'bidding' | 'utrecht';
  /** Option: every roem is claimed at once, with no `claim` decision (KJ-7). */
  autoRoem: boolean;
  /** `bid`: accept or pass the proposed suit; `name`: name a trump; `play`: play a card;
   * `claim`: claim the roem of the trick you just won or let it go; `over`: the game has ended. */
  phase: KlaverjasPhase;
  /** The round, from 0. */
  round: number;
  /** This round's dealer; bidding starts at the seat to its left, (dealer + 1) % 4. */
  dealer: number;
  /** The seat to move. */
  turn: number;
  /** Your cards, in card order. */
  hand: string[];
  /** The suits proposed as trump so far this round, in order: the first, then after a
   * circle of passes the second (KJ-2). Empty under `utrecht`. */
  proposals: KlaverjasSuit[];
  /** In the `bid` phase, the suit `play` accepts; else null. */
  proposed: KlaverjasSuit | null;
  /** The bids of this round, in order. */
  bids: KlaverjasBid[];
  /** The trump, null until chosen. */
  trump: KlaverjasSuit | null;
  /** The seat that took the trump (it led the first trick), null until then. */
  taker: number | null;
  /** Its team, the playing team; null until then. */
  playingTeam: number | null;
  /** The trick on the table, null in the `bid` and `name` phases and at the end. */
  trick: KlaverjasTable | null;
  /** The tricks of this round finished so far, in order. */
  tricks: KlaverjasTrick[];
  /** By seat: cards play has shown that seat does not hold (a suit it did not follow, a
   * trump it would have had to play), in card order. */
  absent: string[][];
  /** In the `claim` phase, the roem of the trick you just won, which you may claim; else null. */
  pendingRoem: number | null;
  /** By team, card points won this round (the last trick's 10 included). */
  points: number[];
  /** By team, roem claimed this round. */
  roem: number[];
  /** By team, tricks won this round. */
  tricksWon: number[];
  /** By team, the game's total so far (the higher wins, KJ-9). */
  totals: number[];
  /** By team, the roem claimed over the game so far. */
  roemTotals: number[];
  /** The rounds scored so far, in order. */
  history: KlaverjasRound[];
}

const PHASES: readonly KlaverjasPhase[] = ['bid', 'name', 'play', 'claim', 'over'];
const SUIT_LETTERS = SUITS.split('') as KlaverjasSuit[];

/** The cards of a mask, in card order. */
function namesOf(mask: number): string[] {
  const names: string[] = [];
  for (let c = 0; c < CARDS; c++) if ((mask >>> c) & 1) names.push(NAMES[c]);
  return names;
}

const byTeam = (t: Int32Array, at: number): number[] => [t[at], t[at + 1]];

/** The observation as a KlaverjasView, made anew: nothing in it is shared with the
 * observation or with another view. */
export function view(obs: KlaverjasObservation): KlaverjasView {
  const { t, seat, phase, trump } = obs;
  const proposals: KlaverjasSuit[] = [];
  if (!obs.utrecht) {
    for (let i = 0; i < obs.shown; i++) if (t[T.proposals + i] >= 0) proposals.push(SUIT_LETTERS[t[T.proposals + i]]);
  }
  const bids: KlaverjasBid[] = [];
  for (let i = 0; i < obs.bidCount; i++) {
    const code = t[T.bids + i];
    const bid = code === BID.pass ? ACTION[PASS] : code === BID.play ? ACTION[PLAY] : ACTION[NAME + trump];
    bids.push({ seat: (obs.dealer + 1 + i) & 3, bid });
  }
  // While the winner decides on the roem, the trick just played is on the table, not yet won.
  const claiming = phase === PHASE.claim;
  const finished = (obs.playedCount >> 2) - (claiming ? 1 : 0);
  const tricks: KlaverjasTrick[] = [];
  for (let k = 0; k < finished; k++) tricks.push(trickOf(t, k));
  const absent: string[][] = [];
  for (let s = 0; s < 4; s++) absent.push(namesOf(t[T.excluded + s]));
  const history: KlaverjasRound[] = [];
  for (let r = 0; r < obs.round; r++) {
    const info = t[T.roundInfo + r];
    history.push({
      trump: SUIT_LETTERS[info >> 3],
      playingTeam: info & 1,
      nat: (info & NAT) !== 0,
      pit: (info & PIT) !== 0,
      scores: byTeam(t, T.roundScores + 2 * r),
    });
  }
  return {
    seat,
    team: seat & 1,
    partner: (seat + 2) & 3,
    rounds: obs.rounds,
    trumping: obs.amsterdam ? 'amsterdam' : 'rotterdam',
    trumpChoice: obs.utrecht ? 'utrecht' : 'bidding',
    autoRoem: obs.autoRoem,
    phase: PHASES[phase],
    round: obs.round,
    dealer: obs.dealer,
    turn: obs.turn,
    hand: namesOf(obs.hand),
    proposals,
    proposed: phase === PHASE.bid ? (proposals[obs.shown - 1] ?? null) : null,
    bids,
    trump: trump >= 0 ? SUIT_LETTERS[trump] : null,
    taker: obs.player >= 0 ? obs.player : null,
    playingTeam: obs.player >= 0 ? obs.player & 1 : null,
    trick: phase === PHASE.play || claiming ? tableOf(obs, finished) : null,
    tricks,
    absent,
    pendingRoem: claiming ? obs.pendingRoem : null,
    points: byTeam(t, T.points),
    roem: byTeam(t, T.roem),
    tricksWon: byTeam(t, T.tricks),
    totals: byTeam(t, T.totals),
    roemTotals: byTeam(t, T.roemTotals),
    history,
  };
}

function trickOf(t: Int32Array, k: number): KlaverjasTrick {
  const at = T.played + 4 * k;
  return {
    leader: t[T.leaders + k],
    cards: [NAMES[t[at]], NAMES[t[at + 1]], NAMES[t[at + 2]], NAMES[t[at + 3]]],
    winner: t[T.winners + k],
    roem: t[T.trickRoem + k],
  };
}

/** The trick on the table: trick `k` of the round, partly played or awaiting the claim. */
function tableOf(obs: KlaverjasObservation, k: number): KlaverjasTable {
  const { t } = obs;
  const count = obs.playedCount - 4 * k;
  const cards: string[] = [];
  for (let i = 0; i < count; i++) cards.push(NAMES[t[T.played + 4 * k + i]]);
  return {
    leader: obs.leader,
    cards,
    led: count > 0 ? SUIT_LETTERS[t[T.played + 4 * k] >> 3] : null,
    winning: count > 0 ? obs.bestSeat : null,
  };
}

/** The words of the bidding and the claim in any case and spacing, by what they mean. */
const WORDS = new Map<string, string>([
  ['pass', ACTION[PASS]],
  ['play', ACTION[PLAY]],
  ['claim', ACTION[CLAIM]],
  ['noclaim', ACTION[NO_CLAIM]],
  ['no claim', ACTION[NO_CLAIM]],
  ...SUIT_LETTERS.map((s, i): [string, string] => [`trump ${s.toLowerCase()}`, ACTION[NAME + i]]),
  ...['clubs', 'diamonds', 'hearts', 'spades'].map((s, i): [string, string] => [`trump ${s}`, ACTION[NAME + i]]),
]);

/** The card a word names in any case (`jh`, `10h` for `TH`), or -1. */
export function readCard(word: string): number {
  const upper = word.toUpperCase();
  return parseCard(upper.length === 3 && upper.startsWith('10') ? `T${upper[2]}` : upper);
}

/** An answer in the action's own form, the very constant the legal list holds: `jh` is
 * `JH`, `PASS` `pass`, `Trump h` `trump H`, `no claim` `noClaim`; anything else unchanged.
 * Never throws. */
export function readAnswer(answer: unknown): unknown {
  if (typeof answer !== 'string' || answer.length > 40) return answer;
  const text = answer.trim();
  const card = readCard(text);
  if (card >= 0) return ACTION[card];
  const words = text.toLowerCase().split(/\s+/).join(' ');
  return WORDS.get(words) ?? answer;
}
