import { createIcon } from './createIcon';

export const CheckIcon = /* @__PURE__ */ createIcon('CheckIcon', <path d="M20 6 9 17l-5-5" />);
