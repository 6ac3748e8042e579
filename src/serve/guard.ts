// Who may talk to the page's server: a request on loopback that names this server by its
// Host (so no rebound DNS name reaches it), comes from no other origin (so no web page in
// the person's browser can read their hand or play for them), and carries the session's
// random token in its path (so no other local user can).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** A new token: 128 bits from the operating system, as URL-safe text. */
export function newToken(): string {
  return randomBytes(16).toString('base64url');
}

export interface Door {
  readonly token: string;
  readonly port: number;
}

/** The hosts the page is reached by: the loopback address the server listens on. */
function hosts(port: number): string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`];
}

/** The path inside the session (`/` for the page, `/state`…), or why the request is
 * refused. */
export function admit(req: IncomingMessage, door: Door): { path: string } | { refused: string } {
  const host = req.headers.host ?? '';
  if (!hosts(door.port).includes(host.toLowerCase())) return { refused: `host ${host || '(none)'} is not this server` };
  const origin = req.headers.origin;
  if (origin !== undefined && !hosts(door.port).some((h) => origin.toLowerCase() === `http://${h}`)) {
    return { refused: `origin ${origin} is not this page` };
  }
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return { refused: `a ${site} request` };
  const url = req.url ?? '';
  const path = url.split('?')[0];
  const slash = path.indexOf('/', 1);
  const given = Buffer.from(slash < 0 ? path.slice(1) : path.slice(1, slash));
  const token = Buffer.from(door.token);
  if (given.length !== token.length || !timingSafeEqual(given, token)) return { refused: 'no token, or not this session’s' };
  return { path: slash < 0 ? '/' : path.slice(slash) };
}
