import { createIcon } from './createIcon';

export const ChevronLeftIcon = /* @__PURE__ */ createIcon('ChevronLeftIcon', <path d="m15 6-6 6 6 6" />);
