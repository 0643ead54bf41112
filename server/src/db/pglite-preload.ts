import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** What PGlite otherwise reads and compiles itself when an instance is created. */
export interface PgliteArtifacts {
  /** A `WebAssembly.Module`; its type comes with the DOM library, which the server does not compile against. */
  wasmModule: object;
  fsBundle: Blob;
}

/** Node's WebAssembly global, as far as it is used here. */
const { WebAssembly: wasmRuntime } = globalThis as unknown as {
  WebAssembly: { compile(bytes: Uint8Array): Promise<object> };
};

/**
 * Starts compiling the installed PGlite's WebAssembly and reads its file-system bundle, for the entry
 * to call before the server's modules load: V8 compiles the module on other threads while the main thread
 * loads modules, where `PGlite.create` would wait for it (docs/decisions/050-*). The files are read
 * synchronously (from the page cache, quickly) so that compiling starts at once, not after the event loop
 * turns. Resolves undefined when anything fails: PGlite then loads them itself, as before.
 */
export function preloadPglite(): Promise<PgliteArtifacts | undefined> {
  try {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const wasm = readFileSync(join(dist, 'pglite.wasm'));
    const fsBundle = new Blob([readFileSync(join(dist, 'pglite.data'))]);
    return wasmRuntime.compile(wasm).then(
      (wasmModule) => ({ wasmModule, fsBundle }),
      () => undefined,
    );
  } catch {
    return Promise.resolve(undefined);
  }
}
