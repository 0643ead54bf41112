import autocannon from 'autocannon';
import { activeUser, startServer } from './support.mjs';
const port = 3300, base = `http://127.0.0.1:${port}`;
const server = await startServer({ PORT: String(port), TRUST_PROXY: 'loopback', DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: '/tmp/me-pg-data' }, { binary: process.env.BENCH_SERVER ?? 'server/dist/main.js' });
const email = `me${Date.now()}@example.com`;
const u = await activeUser(base, email, 'Kettle-Drum-77');
const cannon = (path, o = {}) => autocannon({ url: base + path, connections: 10, duration: Number(process.env.S ?? 5), ...o });
await cannon('/api/health'); 
for (let i = 0; i < Number(process.env.N ?? 3); i++) {
  const h = await cannon('/api/health');
  const m = await cannon('/api/v1/me', { headers: { authorization: `Bearer ${u.idToken}` } });
  console.log(`health ${h.requests.average.toFixed(0)} p99 ${h.latency.p99} | me ${m.requests.average.toFixed(0)} p99 ${m.latency.p99} | ${(100*m.requests.average/h.requests.average).toFixed(0)}% non2xx ${m.non2xx}`);
}
await server.stop();
