import { createIcon } from './createIcon';

export const ChevronUpIcon = /* @__PURE__ */ createIcon('ChevronUpIcon', <path d="m6 15 6-6 6 6" />);
