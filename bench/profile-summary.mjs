// Where a server's CPU went: self time by package (or source file) and the top functions of a `.cpuprofile`
// (`node --cpu-prof`, e.g. `BENCH_CPU_PROF=<dir> npm run bench:refresh -w bench`).
// Usage: node profile-summary.mjs <file.cpuprofile> [functions to list, 25] [from seconds] [to seconds]
// (seconds since the profile started; `npm run bench:refresh` prints the refresh load's window)
import { readFileSync } from 'node:fs';

const [file, top = '25', from = '0', to = 'Infinity'] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map();
let at = profile.startTime;
let total = 0;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i];
  const seconds = (at - profile.startTime) / 1e6;
  if (seconds < Number(from) || seconds > Number(to)) return;
  const delta = profile.timeDeltas[i + 1] ?? 0;
  // Idle time is the process waiting (for the client, the database's socket): not CPU.
  if (nodes.get(id).callFrame.functionName === '(idle)') return;
  self.set(id, (self.get(id) ?? 0) + delta);
  total += delta;
});

/** The package a frame's code comes from, or the server's own source file, or a V8/Node category. */
function placeOf({ callFrame: { url, functionName } }) {
  if (!url) return `(${functionName || 'native'})`;
  const module = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (module) return module[1];
  if (url.startsWith('node:')) return url;
  return url.replace(/^.*\/(server|domain)\//, '$1/');
}

const byPlace = new Map();
const byFunction = new Map();
for (const [id, micros] of self) {
  const node = nodes.get(id);
  const place = placeOf(node);
  byPlace.set(place, (byPlace.get(place) ?? 0) + micros);
  const { functionName, url, lineNumber } = node.callFrame;
  const name = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
}
const share = (micros) => `${((micros / total) * 100).toFixed(1).padStart(5)} %`;
console.log(`${(total / 1e6).toFixed(2)} s of CPU sampled (idle left out)`);
for (const [place, micros] of [...byPlace].sort((a, b) => b[1] - a[1]).slice(0, 20))
  console.log(`${share(micros)}  ${place}`);
console.log('');
for (const [name, micros] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, Number(top)))
  console.log(`${share(micros)}  ${name}`);
