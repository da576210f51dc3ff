/*
 * The input kept before hydration (app/hydrateAfterPaint.ts keeps it in `window.__bkEarlyInput`),
 * replayed once React listens at the root that holds it: the header's island (app/headerIsland.tsx)
 * takes what is inside it, the page's hydration (app/hydrate.tsx) the rest. React hydrates the part an
 * event reaches first (a part not hydrated yet, page/Deferred.tsx, opens on it), then runs its handler.
 */

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * An event React hears while the field still shows the server's state: it hydrates the field's part
 * if it is not yet (React then takes that state as the field's), and changes nothing.
 */
const hydrateAsServed = (field: Field) => field.dispatchEvent(new Event('input', { bubbles: true }));

/**
 * A field changed before hydration shows the visitor's choice while React would keep the server's: it
 * is set back to the server's, hydrated so, and changed to the visitor's choice again, as an event
 * React hears as a change (its `onChange` runs).
 */
function replayField(field: Field): void {
  if (field instanceof HTMLSelectElement) {
    const options = Array.from(field.options);
    const chosen = options.map((option) => option.selected);
    if (options.every((option, index) => chosen[index] === option.defaultSelected)) return;
    for (const option of options) option.selected = option.defaultSelected;
    hydrateAsServed(field);
    options.forEach((option, index) => (option.selected = chosen[index] ?? false));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.checked === field.defaultChecked) return;
    field.checked = field.defaultChecked;
    hydrateAsServed(field);
    // React hears a checkbox's or a radio's change as the click that changes it.
    field.click();
  } else {
    const typed = field.value;
    if (typed === field.defaultValue) return;
    field.value = field.defaultValue;
    hydrateAsServed(field);
    // Through the prototype's setter: React's own on the field would take the new value as its state.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Replays the input kept inside `within` (from then on what happens there is not kept), or all that is
 * kept (and no more is): a button is clicked again, a field changed again. Call it once React listens
 * at the root that holds them (after `hydrateRoot`).
 */
export function replayEarlyInput(within?: HTMLElement): void {
  for (const element of window.__bkEarlyInput?.(within) ?? []) {
    if (!element.isConnected) continue;
    if (element instanceof HTMLButtonElement) element.click();
    else replayField(element as Field);
  }
}

declare global {
  interface Window {
    /**
     * The buttons clicked and the fields changed before hydration, in order (kept by the page's script,
     * app/hydrateAfterPaint.ts): those inside `within` (from then on, input inside it is not kept;
     * elsewhere it still is), or all of them (and no more kept).
     */
    __bkEarlyInput?: (within?: HTMLElement) => HTMLElement[];
  }
}
