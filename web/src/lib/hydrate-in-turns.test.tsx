import { waitFor } from '@testing-library/preact';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { adoptInTurns, HydrateInTurn } from './hydrate-in-turns';
import { useHydrated } from './use-hydrated';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" name={name} disabled={!useHydrated()} onClick={() => setCount(count + 1)}>
      {count}
    </button>
  );
}

function Page() {
  return (
    <main>
      <Counter name="first" />
      <HydrateInTurn>
        <section>
          <Counter name="later" />
        </section>
      </HydrateInTurn>
      <footer>end</footer>
    </main>
  );
}

const drawn = () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  return container;
};

describe('adopting a prerendered page in turns (docs/decisions/052-prerendered-page-adopted-in-turns.md)', () => {
  it('adopts the page first and a part in a later task, keeping every drawn element', async () => {
    const container = drawn();
    const elements = [...container.querySelectorAll('*')];
    const button = (name: string) => container.querySelector<HTMLButtonElement>(`button[name=${name}]`)!;

    adoptInTurns(() => hydrateRoot(container, <Page />));
    // The page is adopted at once; the part keeps its drawn HTML until its turn.
    await waitFor(() => expect(button('first').disabled).toBe(false));
    expect(button('later').disabled).toBe(true);
    await waitFor(() => expect(button('later').disabled).toBe(false));

    button('later').click();
    await waitFor(() => expect(button('later').textContent).toBe('1'));
    expect([...container.querySelectorAll('*')]).toEqual(elements);
    expect(elements.every((element) => element.isConnected)).toBe(true);
    container.remove();
  });

  it('draws a part at once when nothing is being adopted', () => {
    const container = document.createElement('div');
    document.body.append(container);
    hydrateRoot(container, <Page />);
    expect(container.querySelector('section button')).not.toBeNull();
    container.remove();
  });
});
