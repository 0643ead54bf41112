import autocannon from 'autocannon';
import { activeUser } from './support.mjs';
const base = `http://127.0.0.1:${process.env.PORT ?? 3300}`;
const token = process.env.TOKEN ?? (await activeUser(base, `me${Date.now()}@example.com`, 'Kettle-Drum-77')).idToken;
const path = process.env.P ?? '/api/v1/me';
const m = await autocannon({ url: base + path, connections: 10, duration: Number(process.env.S ?? 8), headers: { authorization: `Bearer ${token}` } });
console.log(path, m.requests.average.toFixed(0), 'p99', m.latency.p99, 'total', m.requests.total);
