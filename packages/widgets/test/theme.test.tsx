import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFixtureFetch } from '../src/fixtures/catalog';
import { mount } from '../src/index';

afterEach(() => vi.unstubAllGlobals());

describe('theme auto', () => {
  it("follows the visitor's prefers-color-scheme and its changes", async () => {
    let dark = true;
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query.includes('dark') && dark;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }));
    const element = document.createElement('div');
    document.body.append(element);
    const widget = mount(element, { widget: 'search', theme: 'auto', fetch: createFixtureFetch() });
    await act(async () => undefined);
    const root = element.shadowRoot?.querySelector('[data-widget]');
    expect(root).toHaveAttribute('data-theme', 'dark');
    dark = false;
    act(() => listeners.forEach((listener) => listener()));
    expect(root).toHaveAttribute('data-theme', 'light');
    act(() => widget.unmount());
    element.remove();
  });
});
