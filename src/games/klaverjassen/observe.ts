// What a seat may see: its own hand; the bidding and the proposals shown; every card
// played, who led and won each trick and the roem claimed with it; the trick under way;
// the scores; and what play has shown about the other hands (T.excluded). Not the other
// hands, not a proposal still face down, not an explicit deal's later rounds.
//
// The observation's table is a copy of the state's one Int32Array with the hidden parts
// blanked: a refill is one native copy and a few writes, and allocates nothing.
import { type Writable, refill, sealedIfNew } from '../../core/refill.js';
import { SEATS, T, type KlaverjasObservation, type KlaverjasState } from './state.js';

export function observe(state: KlaverjasState, seat: number, into?: KlaverjasObservation): KlaverjasObservation {
  const obs = (into ?? {}) as Writable<KlaverjasObservation>;
  const t = refill(obs.t, state.t);
  for (let s = 0; s < SEATS; s++) if (s !== seat) t[T.hands + s] = 0;
  if (state.utrecht) {
    // Under Utrecht nothing is proposed.
    t[T.proposals] = -1;
    t[T.proposals + 1] = -1;
  } else if (state.shown < 2) t[T.proposals + 1] = -1;
  obs.t = t;
  obs.seat = seat;
  obs.rounds = state.rounds;
  obs.amsterdam = state.amsterdam;
  obs.utrecht = state.utrecht;
  obs.autoRoem = state.autoRoem;
  obs.hand = state.t[T.hands + seat];
  obs.round = state.round;
  obs.phase = state.phase;
  obs.dealer = state.dealer;
  obs.turn = state.turn;
  obs.shown = state.shown;
  obs.bidCount = state.bidCount;
  obs.trump = state.trump;
  obs.player = state.player;
  obs.playedCount = state.playedCount;
  obs.leader = state.leader;
  obs.best = state.best;
  obs.bestSeat = state.bestSeat;
  obs.pendingRoem = state.pendingRoem;
  return sealedIfNew(obs, into);
}
