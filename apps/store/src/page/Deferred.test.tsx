import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazy, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToReadableStream } from 'react-dom/server';
import { SSR_MODULES_ID } from '@bookstore/api-client/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyInput } from '../app/earlyInput';
import { HYDRATE_AFTER_PAINT } from '../app/hydrateAfterPaint';
import { Deferred, deferSections } from './Deferred';

/** A part below the fold: a counter and a controlled choice, each saying what React holds. */
function Shelf() {
  const [presses, setPresses] = useState(0);
  const [format, setFormat] = useState('ebook');
  return (
    <section aria-label="Shelf">
      <button type="button" onClick={() => setPresses((count) => count + 1)}>
        Pressed {presses}
      </button>
      {['ebook', 'audiobook'].map((each) => (
        <label key={each}>
          <input
            type="radio"
            name="format"
            value={each}
            checked={format === each}
            onChange={() => setFormat(each)}
          />
          {each}
        </label>
      ))}
      <output>Chosen {format}</output>
    </section>
  );
}

function Page() {
  return (
    <main>
      <h1>Top</h1>
      <Deferred>
        <Shelf />
      </Deferred>
    </main>
  );
}

/** Whether React holds the element (it keeps its fiber on the node once hydrated). */
const held = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));

/** The IntersectionObserver and requestIdleCallback the parts wait on, fired by the test. */
const observed: { target: Element; callback: IntersectionObserverCallback }[] = [];
const idle: (() => void)[] = [];

async function serverPage(): Promise<{ root: HTMLElement; html: string }> {
  const stream = await renderToReadableStream(<Page />);
  await stream.allReady;
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = await new Response(stream).text();
  document.body.append(root);
  // As the browser parsed it: hydration must leave it so.
  return { root, html: root.innerHTML };
}

describe('Deferred', () => {
  let errors: ReturnType<typeof vi.spyOn>;
  let endDeferral: () => void = () => undefined;
  let page: Root | null = null;

  beforeEach(() => {
    errors = vi.spyOn(console, 'error');
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private callback: IntersectionObserverCallback) {}
        observe(target: Element) {
          observed.push({ target, callback: this.callback });
        }
        disconnect() {
          observed.splice(0, observed.length);
        }
      },
    );
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
  });

  afterEach(() => {
    endDeferral();
    act(() => page?.unmount());
    page = null;
    window.__bkEarlyInput?.();
    delete window.__bkEarlyInput;
    observed.splice(0, observed.length);
    idle.splice(0, idle.length);
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    // No hydration mismatch, no warning.
    const said = errors.mock.calls;
    errors.mockRestore();
    expect(said).toEqual([]);
  });

  async function hydrate(root: HTMLElement): Promise<void> {
    endDeferral = deferSections();
    await act(async () => {
      page = hydrateRoot(root, <Page />);
    });
  }

  it('keeps the server markup of a part until it comes into view, then hydrates it', async () => {
    const { root, html } = await serverPage();
    await hydrate(root);
    const heading = screen.getByRole('heading', { name: 'Top' });
    const shelf = screen.getByRole('region', { name: 'Shelf' });
    expect(held(heading)).toBe(true);
    expect(held(shelf)).toBe(false);
    expect(root.innerHTML).toBe(html);
    // Its box is watched, not the wrapper's (display: contents).
    expect(observed.map(({ target }) => target)).toEqual([shelf]);

    await act(async () => {
      const [{ target, callback }] = observed as [(typeof observed)[number]];
      callback([{ target, isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
    expect(held(shelf)).toBe(true);
    expect(root.innerHTML).toBe(html);
    fireEvent.click(screen.getByRole('button', { name: 'Pressed 0' }));
    expect(screen.getByRole('button', { name: 'Pressed 1' })).toBe(root.querySelector('button'));
  });

  it('hydrates a part when the browser is idle, if that comes first', async () => {
    const { root } = await serverPage();
    await hydrate(root);
    const shelf = screen.getByRole('region', { name: 'Shelf' });
    expect(held(shelf)).toBe(false);
    expect(idle).toHaveLength(1);
    await act(async () => idle[0]?.());
    expect(held(shelf)).toBe(true);
  });

  it('hydrates a part the visitor presses at once and hands it the click', async () => {
    const { root } = await serverPage();
    await hydrate(root);
    const button = screen.getByRole('button', { name: 'Pressed 0' });
    expect(held(button)).toBe(false);
    await act(async () => {
      fireEvent.click(button);
    });
    expect(button).toHaveTextContent('Pressed 1');
  });

  it('replays a choice made before hydration once its part hydrates', async () => {
    const { root } = await serverPage();
    const modules = document.createElement('script');
    modules.type = 'application/json';
    modules.id = SSR_MODULES_ID;
    modules.textContent = '[]';
    document.body.append(modules);
    // The page's inline script keeps input from the start.
    window.eval(HYDRATE_AFTER_PAINT);
    const audiobook = screen.getByRole('radio', { name: 'audiobook' });
    fireEvent.click(audiobook);
    expect(audiobook).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Pressed 0' }));

    await hydrate(root);
    expect(screen.getByText('Chosen ebook')).toBeInTheDocument();
    await act(async () => replayEarlyInput());
    // The part hydrated for it, and its state is the visitor's choice, as the field shows.
    expect(held(audiobook)).toBe(true);
    expect(screen.getByText('Chosen audiobook')).toBeInTheDocument();
    expect(audiobook).toBeChecked();
    expect(screen.getByRole('radio', { name: 'ebook' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeInTheDocument();
  });

  it('renders at once where nothing defers it (the server, a later render)', () => {
    render(<Page />);
    expect(screen.getByRole('button', { name: 'Pressed 0' })).toBeInTheDocument();
    expect(observed).toHaveLength(0);
  });

  it('shows a part whose code loads after it mounts, with nothing else rendering again (a navigation)', async () => {
    const Later = lazy(() => Promise.resolve({ default: () => <p>The landing sections</p> }));
    render(
      <Deferred>
        <Later />
      </Deferred>,
    );
    expect(await screen.findByText('The landing sections')).toBeInTheDocument();
  });
});
