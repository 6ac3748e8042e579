// The page's server: node's own http on 127.0.0.1, every request admitted by guard.ts.
// GET / is the page, GET /state?since=V the session's state once newer than V (long
// polling), POST /act, /next and /end the person's clicks.
import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Door, admit, newToken } from './guard.js';
import { pageHtml, type PageTable } from './page.js';
import { drawSeat } from './draw.js';
import type { Session } from './session.js';

/** The most a click's body may hold. */
const MAX_BODY = 1024;

interface Serving {
  /** The page's address, token and all. */
  readonly url: string;
  readonly door: Door;
  /** Resolves once a page has been answered with the session's end, so that the last
   * state reaches the page before the server goes. */
  readonly farewell: Promise<void>;
  close(): Promise<void>;
}

/** Serves `session` on 127.0.0.1:`port` (0: any free port). */
export function serve(session: Session, table: PageTable, port: number): Promise<Serving> {
  const token = newToken();
  let door: Door = { token, port };
  let told!: () => void;
  const farewell = new Promise<void>((done) => (told = done));
  const server = createServer((req, res) => {
    answer(req, res, { session, table, door, told }).catch((e: Error) => {
      // A fault of the server's own: said to the page, and the session goes on.
      if (!res.headersSent) send(res, 500, `the server failed: ${e.message}\n`);
    });
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', fail);
      door = { token, port: (server.address() as AddressInfo).port };
      done({ url: `http://127.0.0.1:${door.port}/${token}/`, door, farewell, close: () => closeServer(server) });
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((done) => {
    server.close(() => done());
    server.closeIdleConnections();
  });
}

/** Headers every answer carries: nothing cached, no referrer (the URL holds the token),
 * never framed, and no script but the page's own. */
function headers(type: string, nonce?: string): Record<string, string> {
  const script = nonce ? `'nonce-${nonce}'` : "'none'";
  return {
    'content-type': type,
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'content-security-policy': `default-src 'none'; script-src ${script}; style-src 'unsafe-inline'; img-src data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  };
}

function send(res: ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8'): void {
  res.writeHead(status, headers(type)).end(body);
}

interface Served {
  readonly session: Session;
  readonly table: PageTable;
  readonly door: Door;
  /** Called once an answer with the session's end has gone out. */
  readonly told: () => void;
}

async function answer(req: IncomingMessage, res: ServerResponse, { session, table, door, told }: Served): Promise<void> {
  const admitted = admit(req, door);
  if ('refused' in admitted) return send(res, 403, `refused: ${admitted.refused}\n`);
  const { path } = admitted;
  const method = req.method ?? 'GET';
  if (method === 'GET' && path === '/') {
    const nonce = randomBytes(16).toString('base64');
    res.writeHead(200, headers('text/html; charset=utf-8', nonce)).end(pageHtml(table, nonce));
    return;
  }
  if (method === 'GET' && path === '/state') {
    const since = Number(new URL(req.url ?? '', 'http://x').searchParams.get('since') ?? 0);
    await session.changed(Number.isFinite(since) ? since : 0);
    const shown = session.shown;
    const body = JSON.stringify({ ...shown, drawing: drawSeat(table, shown.view) });
    if (shown.phase === 'ended') res.once('finish', told);
    return send(res, 200, body, 'application/json; charset=utf-8');
  }
  if (method !== 'POST' || !['/act', '/next', '/end'].includes(path)) return send(res, 404, 'no such page\n');
  const body = await readBody(req);
  if (body === undefined) return send(res, 413, `a click holds at most ${MAX_BODY} bytes\n`);
  let problem: string | undefined;
  if (path === '/act') {
    const click = parseClick(body);
    problem = click ? session.act(click.turn, click.choice) : 'write {"turn": T, "choice": C}';
  } else if (path === '/next') problem = session.next();
  else void session.end();
  return problem ? send(res, 409, `${problem}\n`) : send(res, 200, 'ok\n');
}

function readBody(req: IncomingMessage): Promise<string | undefined> {
  return new Promise((done) => {
    let text = '';
    let over = false;
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      text += chunk;
      if (text.length > MAX_BODY) over = true;
    });
    req.on('end', () => done(over ? undefined : text));
    req.on('error', () => done(undefined));
  });
}

function parseClick(body: string): { turn: number; choice: number } | undefined {
  try {
    const value = JSON.parse(body) as { turn?: unknown; choice?: unknown };
    if (typeof value.turn === 'number' && typeof value.choice === 'number') return { turn: value.turn, choice: value.choice };
  } catch {
    // not JSON: refused below
  }
  return undefined;
}
