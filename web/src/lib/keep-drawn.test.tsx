import { act, render, waitFor } from '@testing-library/preact';
import i18next from 'i18next';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adoptInTurns } from './hydrate-in-turns';
import { KeepDrawn } from './keep-drawn';

let drawings = 0;
const roots: { unmount: () => void }[] = [];

function Cards({ text }: { text: string }) {
  drawings += 1;
  return (
    <section>
      <h2>{text}</h2>
    </section>
  );
}

const page = (text: string) => (
  <main>
    <KeepDrawn>
      <Cards text={text} />
    </KeepDrawn>
  </main>
);

const adopted = (serverText: string, browserText: string) => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(serverText));
  document.body.append(container);
  drawings = 0;
  const heading = container.querySelector('h2')!;
  let root: ReturnType<typeof hydrateRoot> | undefined;
  act(() =>
    adoptInTurns(() => {
      root = hydrateRoot(container, page(browserText));
    }),
  );
  roots.push(root!);
  return { container, heading, root: root! };
};

describe('a part kept as the server drew it (docs/decisions/057-parts-kept-as-drawn.md)', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'en-US', resources: {} });
  });
  afterEach(() => {
    for (const root of roots.splice(0)) act(() => root.unmount());
    document.body.replaceChildren();
  });

  it('keeps the drawn elements while the page is adopted, without running its components', () => {
    const { container, heading } = adopted('Drawn', 'Drawn');
    expect(drawings).toBe(0);
    expect(container.querySelector('h2')).toBe(heading);
    expect(heading.isConnected).toBe(true);
    expect(container.innerHTML).toBe(`<main><div><section><h2>Drawn</h2></section></div></main>`);
  });

  it('draws its components when the language changes', async () => {
    const { container } = adopted('Drawn', 'Drawn');
    await act(async () => {
      await i18next.changeLanguage('ja-JP');
    });
    await waitFor(() => expect(drawings).toBe(1));
    expect(container.querySelector('h2')?.textContent).toBe('Drawn');
  });

  it('draws its components when the screen around it draws again', async () => {
    const { container, root } = adopted('Drawn', 'Drawn');
    act(() => root.render(page('Drawn again')));
    await waitFor(() => expect(container.querySelector('h2')?.textContent).toBe('Drawn again'));
    expect(drawings).toBe(1);
  });

  it('draws its components at once when nothing is being adopted', () => {
    drawings = 0;
    const { container } = render(page('Fresh'));
    expect(drawings).toBe(1);
    expect(container.querySelector('h2')?.textContent).toBe('Fresh');
  });
});
