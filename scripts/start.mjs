// `npm start`: build what is missing, then serve SPA and API on one port.
import { spawn } from 'node:child_process';
import { buildWhatIsMissing, root } from './lib.mjs';

if (!(await buildWhatIsMissing())) process.exit(1);
const server = spawn(process.execPath, ['server/dist/main.js'], { stdio: 'inherit', cwd: root });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
