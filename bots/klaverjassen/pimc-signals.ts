// The signal bot's conventions (signals.ts) for a player that searches sampled deals:
// reading shifts which deals are sampled, giving picks the signal among cards whose
// solved means are as good.
import { ACTION, codeOf } from '../../src/games/klaverjassen/actions.js';
import { ACE, TEN, bit, cardOf } from '../../src/games/klaverjassen/cards.js';
import { T, type KlaverjasObservation, type KlaverjasState } from '../../src/games/klaverjassen/state.js';
import type { Weigh } from '../search/pimc.js';
import { type Signals, gives, honest, partnerShown, reads, signalCard } from './signals.js';
import { partnerSeemsToWin, viewOf } from './view.js';

/** What the partner's signals say of its hand: cards it holds, cards it does not. */
interface Reading {
  readonly holds: number;
  readonly lacks: number;
}

/** The partner's signals this round as cards in or out of its hand, read exactly as the
 * signal bot reads them (partnerShown): an opsein promises the ace (the ace itself, the
 * ten), still unseen; an afsein or a spek says the suit's ace is not with the partner.
 * A suit shown both strong and weak says nothing. */
export function readPartner(obs: KlaverjasObservation, s: Signals): Reading {
  if (!reads(s)) return { holds: 0, lacks: 0 };
  const v = viewOf(obs);
  const shown = partnerShown(v, s);
  let holds = 0;
  let lacks = 0;
  for (let suit = 0; suit < 4; suit++) {
    const strong = (shown.strong & (1 << suit)) !== 0;
    const weak = (shown.weak & (1 << suit)) !== 0;
    if (strong === weak) continue;
    const ace = bit(cardOf(suit, ACE));
    // A strong suit stays strong only while its promised card is unseen: the ace, or
    // once the ace is out (it was the signal, or fell since) the ten.
    if (strong) holds |= v.unseen & ace ? ace : bit(cardOf(suit, TEN));
    else if (v.unseen & ace) lacks |= ace;
  }
  return { holds: holds & v.unseen, lacks };
}

/** How likely the partner's discards were under a deal: 1 where the deal agrees with each
 * reading, `doubt` for each it breaks (a partner may signal wrongly, or not at all).
 * Undefined when there is nothing to read. */
export function readingWeigh(obs: KlaverjasObservation, s: Signals, doubt: number): Weigh | undefined {
  const { holds, lacks } = readPartner(obs, s);
  if (holds === 0 && lacks === 0) return undefined;
  const partner = T.hands + ((obs.seat + 2) & 3);
  return (state) => {
    const hand = (state as KlaverjasState).t[partner];
    let weight = 1;
    for (let m = holds & ~hand; m !== 0; m &= m - 1) weight *= doubt;
    for (let m = lacks & hand; m !== 0; m &= m - 1) weight *= doubt;
    return weight;
  };
}

/** The card to play of `legal`, given each one's mean and the best's index: on a discard
 * while the partner seems to win, the signal card when its mean is within `slack` of the
 * best; else, when the best would mislead the partner, the best honest card within it. */
export function withSignal(
  obs: KlaverjasObservation,
  legal: readonly string[],
  means: readonly number[],
  best: number,
  s: Signals,
  slack: number,
): number {
  if (!gives(s)) return best;
  const v = viewOf(obs);
  if (!partnerSeemsToWin(v)) return best;
  let mask = 0;
  for (const action of legal) mask |= bit(codeOf(action));
  const floor = means[best] - slack;
  const sign = signalCard(v, mask, s);
  if (sign >= 0) {
    const i = legal.indexOf(ACTION[sign]);
    if (i >= 0 && means[i] >= floor) return i;
  }
  const fair = honest(v, mask, s);
  if (fair & bit(codeOf(legal[best]))) return best;
  let pick = best;
  for (let i = 0; i < legal.length; i++) {
    if ((fair & bit(codeOf(legal[i]))) === 0 || means[i] < floor) continue;
    if (pick === best || means[i] > means[pick]) pick = i;
  }
  return pick;
}
