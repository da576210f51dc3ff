// Builds alias `use-sync-external-store/shim` (SWR and the signals runtime import it) to this module.
// The shim exists for React versions before 18; the store runs React 19, whose own hook it would pick
// anyway, so shipping the fallback would only add bytes to the first chunk.
export { useSyncExternalStore } from 'react';
