// The person at a `tafel serve` page when the docs check runs a doc's serve command: it
// reads the page's address from the command's output and plays the seat through the
// page's own requests, always the first legal action, until the game is over. The
// command runs with --once (quick.ts), so it ends after that game, as a reader's would
// once they had played.

/** The page's address in what `tafel serve` printed so far, if it is there yet. */
export function pageAddress(out: string): string | undefined {
  return /play at (http:\/\/127\.0\.0\.1:\d+\/[\w-]+\/)/.exec(out)?.[1];
}

interface State {
  version: number;
  phase: 'play' | 'turn' | 'over' | 'ended';
  turn: number;
}

/** Plays the seat at `url` until its session has ended; the number of decisions made.
 * Should the page not answer as it should, the session is ended (so the command ends)
 * and the failure thrown. */
export async function drivePage(url: string): Promise<number> {
  try {
    return await play(url);
  } catch (e) {
    await fetch(`${url}end`, { method: 'POST' }).catch(() => undefined);
    throw e;
  }
}

async function play(url: string): Promise<number> {
  let version = 0;
  let made = 0;
  for (;;) {
    let response;
    try {
      response = await fetch(`${url}state?since=${version}`);
    } catch (e) {
      // The session ends with its game (--once): the server may be gone before the
      // last state reaches us.
      if (made > 0) return made;
      throw e;
    }
    if (!response.ok) throw new Error(`${url}state answered ${response.status}`);
    const state = (await response.json()) as State;
    version = state.version;
    // Asked until the end is heard: the server waits for a page to hear it.
    if (state.phase === 'ended') return made;
    if (state.phase !== 'turn') continue;
    const act = await fetch(`${url}act`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ turn: state.turn, choice: 0 }),
    });
    if (!act.ok) throw new Error(`${url}act answered ${act.status}: ${await act.text()}`);
    made++;
  }
}
