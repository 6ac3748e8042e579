// The page's server refuses every request that is not the person's page: one without the
// session's token, or with another's, or naming another host (a rebound DNS name), or
// from another origin or site (a web page in the person's browser). Refused requests
// read nothing and change nothing. Requests are made with node's own http, so that every
// header is the test's to set.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ask, startServe } from './serving.js';

describe('the page’s server', () => {
  it('answers its page alone: no token, another token, another host, origin or site is refused and changes nothing', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'tafel-guard-')), 'session');
    const served = await startServe('gesjaakt', '--bots', 'person,greedy,greedy', '--out', out);
    const url = new URL(served.url);
    const port = Number(url.port);
    const token = url.pathname.split('/')[1];
    expect(url.hostname).toBe('127.0.0.1');
    expect(token).toMatch(/^[\w-]{22}$/);
    const host = { host: `127.0.0.1:${port}` };
    const state = () => ask(port, 'GET', `/${token}/state?since=1`, host);

    // The person's turn comes first (seat 0): the page sees it.
    const first = await state();
    expect(first.status).toBe(200);
    const shown = JSON.parse(first.body) as { phase: string; turn: number; view: { seat: number } };
    expect(shown).toMatchObject({ phase: 'turn', turn: 1, view: { seat: 0 } });

    const click = JSON.stringify({ turn: 1, choice: 0 });
    const json = { 'content-type': 'application/json' };
    const refused = [
      ask(port, 'GET', '/state?since=1', host),
      ask(port, 'GET', `/${token.slice(1)}x/state?since=1`, host),
      ask(port, 'GET', `/${token}/state?since=1`, { host: `evil.example:${port}` }),
      ask(port, 'GET', `/${token}/state?since=1`, { ...host, origin: 'http://evil.example' }),
      ask(port, 'GET', `/${token}/state?since=1`, { ...host, origin: `http://127.0.0.1:${port + 1}` }),
      ask(port, 'GET', `/${token}/state?since=1`, { ...host, 'sec-fetch-site': 'cross-site' }),
      ask(port, 'POST', `/${token}/act`, { ...host, ...json, origin: 'http://evil.example' }, click),
      ask(port, 'POST', `/${token}/act`, { ...host, ...json, 'sec-fetch-site': 'same-site' }, click),
      ask(port, 'POST', '/act', { ...host, ...json }, click),
      ask(port, 'POST', `/${token}/end`, { ...host, origin: 'null' }),
    ];
    for (const reply of await Promise.all(refused)) {
      expect(reply.status).toBe(403);
      expect(reply.body).toMatch(/^refused: /);
      expect(reply.body).not.toMatch(/seat|view|chips/);
    }
    // Without a Host, node's own server refuses an HTTP/1.1 request before it is read.
    const hostless = await ask(port, 'GET', `/${token}/state?since=1`, {});
    expect(hostless.status).toBe(400);
    expect(hostless.body).not.toMatch(/seat|view|chips/);
    // Nothing was played or ended: the same turn still waits.
    expect(JSON.parse((await state()).body)).toMatchObject({
      phase: 'turn',
      turn: 1,
      version: (shown as unknown as { version: number }).version,
    });

    // The page itself: its own script only, nothing from elsewhere, never framed.
    const page = await ask(port, 'GET', `/${token}/`, { ...host, 'sec-fetch-site': 'none' });
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'; script-src 'nonce-[\w+/=]+'/);
    expect(page.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).not.toMatch(/https?:\/\//);

    // A click of the page's own origin plays; a stale or impossible one is refused.
    const own = { ...host, ...json, origin: `http://127.0.0.1:${port}` };
    expect((await ask(port, 'POST', `/${token}/act`, own, JSON.stringify({ turn: 1, choice: 9 }))).status).toBe(409);
    expect((await ask(port, 'POST', `/${token}/act`, own, click)).status).toBe(200);
    expect((await ask(port, 'POST', `/${token}/act`, own, click)).status).toBe(409);
    expect((await ask(port, 'POST', `/${token}/act`, own, 'x'.repeat(5000))).status).toBe(413);
    expect((await ask(port, 'POST', `/${token}/end`, { ...host, origin: `http://localhost:${port}` })).status).toBe(200);
    // As the page would, it hears of the end: the server waits for that before it goes.
    expect(JSON.parse((await state()).body)).toMatchObject({ phase: 'ended' });
    const ended = await served.ended;
    expect(ended.code).toBe(0);
    expect(ended.err).toMatch(/^0 games recorded in /m);
  });
});
