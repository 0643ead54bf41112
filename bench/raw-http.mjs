// A lean keep-alive HTTP/1.1 client for the refresh chains: raw request bytes on one socket per chain, the answer
// read by its Content-Length, as autocannon does for the health figure beside it. `fetch` (undici) cost the
// bench process several times autocannon's CPU per request on a 2-core machine the server shares, so the
// refresh was measured with a heavier client than health (bench/README.md, issue 45).
import { connect } from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * One connection to `host:port`; `post(path, body)` sends a JSON POST and resolves `{ status, text }` once the
 * whole answer is in. One request at a time per connection (a chain waits for its answer anyway).
 */
export function rawConnection(host, port) {
  const socket = connect({ host, port, noDelay: true });
  let buffered = Buffer.alloc(0);
  let waiting;
  const ready = new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.on('error', (error) => waiting?.reject(error));
  socket.on('data', (chunk) => {
    buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
    const end = buffered.indexOf(HEADER_END);
    if (end < 0 || !waiting) return;
    const head = buffered.subarray(0, end).toString('latin1');
    const length = Number(head.match(/\r\ncontent-length: *(\d+)/i)?.[1]);
    if (Number.isNaN(length)) return waiting.reject(new Error(`no content-length: ${head}`));
    if (buffered.length < end + 4 + length) return;
    const text = buffered.subarray(end + 4, end + 4 + length).toString('utf8');
    buffered = buffered.subarray(end + 4 + length);
    const done = waiting;
    waiting = undefined;
    done.resolve({ status: Number(head.slice(9, 12)), text });
  });
  return {
    async post(path, body) {
      await ready;
      const payload = Buffer.from(JSON.stringify(body));
      return new Promise((resolve, reject) => {
        waiting = { resolve, reject };
        const head =
          `POST ${path} HTTP/1.1\r\nHost: ${host}:${port}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${payload.length}\r\n\r\n`;
        // One write, one packet: the socket sends at once (no Nagle), as autocannon's requests go.
        socket.write(Buffer.concat([Buffer.from(head, 'latin1'), payload]));
      });
    },
    close: () => socket.destroy(),
  };
}
