/*
 * A part of a server-rendered page that hydrates when it is needed: when it comes near the viewport or
 * the browser is idle, whichever is first, or at once when the visitor presses, focuses or types in it.
 * On the page's first hydration only (app/hydrate.tsx starts it with `deferSections`) its content waits
 * behind a Suspense boundary: React keeps the server's markup (dehydrated) and hydrates it when the gate
 * opens. On the server and in any later render (a client-side navigation, a part mounted after the
 * page hydrated) it renders at once, the same markup either way: no mismatch.
 */
import {
  isValidElement,
  Suspense,
  use,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

/**
 * The wrapper's attribute, its value the boundary's `useId` (the same on the server and the client;
 * React's ids are safe in a CSS selector as they are).
 */
const ATTRIBUTE = 'data-deferred';

/**
 * The promise a part's content waits on. Opening sets its status as React's `use` reads it, at once,
 * so an event that opens it lets React hydrate the part within that event and hand the event to it.
 */
type Gate = Promise<void> & { open: () => void; opened: boolean };

/**
 * The wrapper lays out as if it were not there (a grid's items stay its items); in the element, so the
 * server's markup shows so before any style sheet loads.
 */
const CONTENTS = { display: 'contents' } as const;

/** The gate of a part nothing defers. */
const OPEN = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

/** Each part's gate, by its wrapper (made on the part's first hydration attempt, or input in it). */
const gates = new WeakMap<Element, Gate>();
/** The gates still closed, while the page's first hydration defers its parts (null otherwise). */
let waiting: Set<Gate> | null = null;

/**
 * The events that hydrate a waiting part at once: React's discrete events that start an interaction
 * (a pointer's down comes before its mouse and touch events; a click alone is a script's or a replay's).
 */
const INTERACTIONS = ['pointerdown', 'focusin', 'keydown', 'click', 'input', 'change'];

/** Opens the gates of the parts around an event's target (before React, which listens at the root). */
function openAround(event: Event): void {
  let wrapper = event.target instanceof Element ? event.target.closest(`[${ATTRIBUTE}]`) : null;
  for (; wrapper; wrapper = wrapper.parentElement?.closest(`[${ATTRIBUTE}]`) ?? null) gateOf(wrapper).open();
}

function gateOf(wrapper: Element): Gate {
  const made = gates.get(wrapper);
  if (made) return made;
  let resolve = () => {};
  const promise = new Promise<void>((settle) => (resolve = settle));
  // The wrapper has no box of its own (display: contents): its children are watched, 200 px ahead.
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) gate.open();
    },
    { rootMargin: '200px 0px' },
  );
  const gate: Gate = Object.assign(promise, {
    opened: false,
    open() {
      if (gate.opened) return;
      gate.opened = true;
      // React's `use` returns a promise's value at once when its status says it is fulfilled.
      Object.assign(promise, { status: 'fulfilled', value: undefined });
      observer.disconnect();
      waiting?.delete(gate);
      resolve();
    },
  });
  gates.set(wrapper, gate);
  if (!waiting) gate.open();
  else {
    waiting.add(gate);
    for (const child of wrapper.children) observer.observe(child);
    // Or when the browser is idle, whichever is first (at once where it has no idle callbacks).
    (self.requestIdleCallback || setTimeout)(gate.open);
  }
  return gate;
}

/**
 * Starts deferring the parts of the page about to hydrate; the answer ends it (at the first navigation:
 * the parts still waiting hydrate then, before the new page's update reaches them).
 */
export function deferSections(): () => void {
  waiting = new Set();
  for (const type of INTERACTIONS) {
    document.addEventListener(type, openAround, { capture: true, passive: true });
  }
  return () => {
    const closed = [...(waiting ?? [])];
    waiting = null;
    for (const gate of closed) gate.open();
    for (const type of INTERACTIONS) document.removeEventListener(type, openAround, { capture: true });
  };
}

const subscribeNever = () => () => {};

/**
 * Whether two renders of a part show the same: the same node, or the same element with the same
 * props, a function taken as the same as any other (a handler, not markup).
 */
function sameMarkup(before: ReactNode, after: ReactNode): boolean {
  if (Object.is(before, after)) return true;
  if (!isValidElement(before) || !isValidElement(after)) return false;
  if (before.type !== after.type || before.key !== after.key) return false;
  const [was, is] = [before.props as Record<string, unknown>, after.props as Record<string, unknown>];
  const names = Object.keys(is);
  return (
    names.length === Object.keys(was).length &&
    names.every((name) => Object.is(was[name], is[name]) || typeof is[name] === 'function')
  );
}

/** The part's latest children, which its gate renders: the boundary's element itself never changes. */
interface Slot {
  /** The children the part was first rendered with (the server's markup, when hydrating). */
  first: ReactNode;
  current: ReactNode;
  /** Its gate's one subscription (`useSyncExternalStore`). */
  subscribe: (listener: () => void) => () => void;
  /** Gives the part new children (the gate renders them); false when they were the same. */
  set: (children: ReactNode) => boolean;
}

function slotOf(children: ReactNode): Slot {
  let notify = () => {};
  const slot: Slot = {
    first: children,
    current: children,
    subscribe(listener) {
      notify = listener;
      return () => (notify = () => {});
    },
    set(next) {
      if (slot.current === next) return false;
      slot.current = next;
      notify();
      return true;
    },
  };
  return slot;
}

/** Renders the part's children, waiting for its gate while the page's first hydration defers them. */
function Gate({ id, slot }: { id: string; slot: Slot }) {
  // Hydrating, the children it was served with (the same markup); the latest ones after.
  const children = useSyncExternalStore(
    slot.subscribe,
    () => slot.current,
    () => slot.first,
  );
  // The server's snapshot is read while hydrating only: a later render is never held back.
  const hydrating = useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
  const wrapper = hydrating && waiting ? document.querySelector(`[${ATTRIBUTE}="${id}"]`) : null;
  // Called on every render (React asks for it): a render nothing defers reads a fulfilled promise.
  use(wrapper ? gateOf(wrapper) : OPEN);
  return children;
}

/**
 * A part of a page below the fold, hydrated when it is needed (see the top of this file). Its
 * boundary's element is made once: a part still waiting receives no update (React would hydrate it at
 * once, or throw its markup away and render it afresh); its new children reach it through its slot.
 */
export function Deferred({ children }: { children: ReactNode }) {
  const id = useId();
  // Decided once, when the part mounts: only a part the page's first hydration finds waits behind a
  // gate. Anywhere else (the server, a navigation, a part mounted later) its children render in a
  // plain boundary and take their updates as any others do. The DOM is the same either way (Gate
  // renders no element), so the server's markup hydrates into the gated form.
  const [deferred] = useState(() => typeof document !== 'undefined' && waiting !== null);
  const [slot] = useState(() => slotOf(children));
  const [boundary] = useState(() =>
    deferred ? (
      <Suspense fallback={null}>
        <Gate id={id} slot={slot} />
      </Suspense>
    ) : null,
  );
  const wrapper = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!deferred) return;
    const before = slot.current;
    // Content that shows otherwise (an answer arrived) cannot wait: the part hydrates now to show it.
    if (slot.set(children) && !sameMarkup(before, children) && wrapper.current) {
      gates.get(wrapper.current)?.open();
    }
  }, [deferred, slot, children]);
  return (
    <div ref={wrapper} style={CONTENTS} {...{ [ATTRIBUTE]: id }}>
      {boundary ?? <Suspense fallback={null}>{children}</Suspense>}
    </div>
  );
}
