/**
 * A small HTTP reverse proxy for `npm run start:cluster` (scripts/cluster.mjs): each request goes to the
 * next server process in turn, skipping one that refuses the connection (dead, or restarting); only when
 * none accepts does it answer 503. Node built-ins only.
 */
import http from 'node:http';

// Headers about one connection, not the request: never passed on (RFC 9110, section 7.6.1).
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

const withoutHopByHop = (headers) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

/**
 * What the processes are told about the visitor. They trust X-Forwarded-For's last hop and
 * X-Forwarded-Proto (TRUST_PROXY=1), so a visitor's own values are replaced by the socket's address and
 * "http" — unless `trustForwarded` (a proxy of the operator's is in front of this one), when that
 * proxy's values are passed on as they came.
 */
function forwardedHeaders(req, trustForwarded) {
  const headers = withoutHopByHop(req.headers);
  const address = req.socket.remoteAddress ?? 'unknown';
  headers['x-forwarded-for'] = trustForwarded ? (req.headers['x-forwarded-for'] ?? address) : address;
  headers['x-forwarded-proto'] = trustForwarded ? (req.headers['x-forwarded-proto'] ?? 'http') : 'http';
  return headers;
}

const hasBody = (req) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

function answerPlain(res, status, text, headers = {}) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

/**
 * The proxy, not listening. `backends()` answers the processes' addresses at the moment of each request
 * (undefined for one that is down): a restarted process may come back on another port.
 */
export function createRoundRobinProxy(backends, { trustForwarded = false } = {}) {
  // A new connection a request (cheap on 127.0.0.1): a process that died is then always a refused
  // connection, which the next process answers, never a kept-alive socket that breaks mid-request.
  const agent = new http.Agent({ keepAlive: false });
  let turn = 0;

  /**
   * Sends `req` to the first of `targets` that takes it. A body is sent only once a process has accepted
   * the connection; a request without one is asked again of the next process if the connection breaks
   * before any answer (a process killed a moment ago can still accept). A request whose body went to a
   * process that then failed is not repeated (it may have been written): 502.
   */
  function forward(req, res, headers, targets) {
    const target = targets.shift();
    if (!target) {
      answerPlain(res, 503, 'The site is restarting. Try again in a few seconds.', { 'Retry-After': '5' });
      return;
    }
    let answered = false;
    let bodySent = false;
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        answered = true;
        res.writeHead(answer.statusCode, answer.statusMessage, withoutHopByHop(answer.headers));
        answer.pipe(res);
      },
    );
    if (hasBody(req))
      upstream.once('socket', (socket) => {
        const send = () => {
          bodySent = true;
          req.pipe(upstream);
        };
        if (socket.connecting) socket.once('connect', send);
        else send();
      });
    else upstream.end();
    upstream.once('error', () => {
      if (!answered && !bodySent) return forward(req, res, headers, targets);
      if (res.headersSent) res.destroy();
      else answerPlain(res, 502, 'The site did not answer. Try again.');
    });
    // The visitor went away before the whole answer: stop asking for it.
    res.once('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
  }

  const server = http.createServer((req, res) => {
    const all = backends();
    turn = (turn + 1) % all.length;
    const inTurn = [...all.slice(turn), ...all.slice(0, turn)].filter(Boolean);
    forward(req, res, forwardedHeaders(req, trustForwarded), inTurn);
  });
  server.once('close', () => agent.destroy());
  return server;
}
