import { createIcon } from './createIcon';

export const MenuIcon = /* @__PURE__ */ createIcon('MenuIcon', <path d="M3 6h18M3 12h18M3 18h18" />);
