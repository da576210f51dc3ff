// Stands for the kit's Drawer/toastClearance.ts in the script-tag build (scripts/build.mjs swaps it).
// The kit's hook keeps the host page's toasts clear of an open drawer, and returns at once when the
// drawer is inside a shadow root. The only drawer the widgets open is the cart's, portalled into the
// widget's overlay layer in its shadow root (runtime/mount.tsx, CartWidget's useOverlayLayer), and
// the drawer opens on a click, after that layer exists: the hook never has work to do there, so its
// code stays out of the widgets' files.
export function useToastClearance(): void {}
