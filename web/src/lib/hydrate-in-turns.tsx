import { type ReactNode, Suspense, useState } from 'react';

/** Resolves in a later task: the browser may paint and handle input first. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

let adopting = false;
const waiting: (() => void)[] = [];

/** The next free task of its own, in the order the parts asked. */
function nextTurn(): { done: boolean; promise: Promise<void> } {
  const turn = { done: false, promise: Promise.resolve() };
  turn.promise = new Promise<void>((resolve) => {
    waiting.push(() => {
      turn.done = true;
      resolve();
    });
    if (waiting.length === 1) setTimeout(giveTurn);
  });
  return turn;
}

function giveTurn() {
  waiting.shift()?.();
  if (waiting.length) setTimeout(giveTurn);
}

/**
 * Adopts a prerendered page (docs/decisions/052-prerendered-page-adopted-in-turns.md). In one go that was one
 * task of ~0.1 s here and ~0.6 s on Lighthouse's phone, which ignored input meanwhile and counted as blocking
 * time. Parts wrapped in `HydrateInTurn` are adopted later, each in a task of its own.
 */
export function adoptInTurns(hydrate: () => void): void {
  adopting = true;
  try {
    hydrate();
  } finally {
    adopting = false;
  }
}

/** Whether the app is adopting a prerendered page right now (the parts it renders are the server's). */
export const isAdopting = () => adopting;

function Turn({ children }: { children: ReactNode }) {
  const [turn] = useState(() => (adopting ? nextTurn() : undefined));
  if (turn && !turn.done) throw turn.promise;
  return children;
}

/**
 * A part of a prerendered page adopted in a later task of its own; drawn at once on every other render. Its
 * content must be one element: while it waits, Preact keeps the server's first element in place and would drop
 * any other.
 */
export function HydrateInTurn({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Turn>{children}</Turn>
    </Suspense>
  );
}
