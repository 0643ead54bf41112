import { preloadPglite } from './db/pglite-preload';

// Entry point of `npm start`. It imports nothing else statically: PGlite's WebAssembly starts compiling on
// V8's background threads before the server's modules load, instead of after (docs/decisions/050-*).
const pglite = process.env.DATABASE_URL ? undefined : preloadPglite();
const { start } = await import('./start');
await start({ pglite });
