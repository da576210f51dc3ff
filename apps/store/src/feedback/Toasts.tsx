import { Toaster } from '@bookstore/ui';
import { LONG_TOAST_MS, TOAST_POSITION } from './toast';

/** The kit's themed toast stack, bottom-right. Loaded with the first toast. */
export default function Toasts() {
  return <Toaster position={TOAST_POSITION} duration={LONG_TOAST_MS} />;
}
