import { createIcon } from './createIcon';

export const ChevronRightIcon = /* @__PURE__ */ createIcon('ChevronRightIcon', <path d="m9 6 6 6-6 6" />);
