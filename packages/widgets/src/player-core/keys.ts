import type { PlayerController } from './controller';

export interface ShortcutOptions {
  /** Seconds Left (and J) goes back. */
  back: number;
  /** Seconds Right (and L) goes forward. */
  forward: number;
  /** Up and Down change the speed (inside a small player; a page keeps them for scrolling). */
  arrowsChangeSpeed?: boolean;
}

/** The full player's shortcuts, shown in its help (keys, what they do). */
export const PLAYER_SHORTCUTS: readonly (readonly [string, string])[] = [
  ['Space or K', 'Play or pause'],
  ['← or J', 'Back 15 seconds'],
  ['→ or L', 'Forward 30 seconds'],
  ['P / N', 'Previous / next chapter'],
  ['- / +', 'Slower / faster'],
];

function isElement(target: EventTarget | null, selector: string): boolean {
  return target instanceof Element && target.matches(selector);
}

const TEXT_ENTRY =
  'input:not([type=range]):not([type=checkbox]):not([type=radio]), textarea, select, [contenteditable]';

/**
 * Applies a player shortcut for a key press; returns whether it did. Controls that own a key keep it:
 * a button's Space, the seek slider's arrows, anything that takes text or a choice.
 */
export function handlePlayerKey(
  event: KeyboardEvent,
  controller: PlayerController,
  { back, forward, arrowsChangeSpeed = false }: ShortcutOptions,
): boolean {
  const { target, key } = event;
  if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return false;
  if (isElement(target, TEXT_ENTRY)) return false;
  const onSlider = isElement(target, 'input[type=range]');
  let act: (() => void) | undefined;
  switch (key) {
    case ' ':
      if (!isElement(target, 'button, a, summary, input')) act = controller.toggle;
      break;
    case 'k':
    case 'K':
      act = controller.toggle;
      break;
    case 'ArrowLeft':
      if (!onSlider) act = () => controller.skip(-back);
      break;
    case 'j':
    case 'J':
      act = () => controller.skip(-back);
      break;
    case 'ArrowRight':
      if (!onSlider) act = () => controller.skip(forward);
      break;
    case 'l':
    case 'L':
      act = () => controller.skip(forward);
      break;
    case 'ArrowUp':
    case 'ArrowDown':
      if (arrowsChangeSpeed && !onSlider) act = () => controller.stepRate(key === 'ArrowUp' ? 1 : -1);
      break;
    case '+':
    case '=':
    case '>':
      act = () => controller.stepRate(1);
      break;
    case '-':
    case '_':
    case '<':
      act = () => controller.stepRate(-1);
      break;
    case 'n':
    case 'N':
      act = controller.next;
      break;
    case 'p':
    case 'P':
      act = controller.previous;
      break;
  }
  if (!act) return false;
  event.preventDefault();
  act();
  return true;
}
