import { createIcon } from './createIcon';
import { STAR } from './star';

export const StarIcon = /* @__PURE__ */ createIcon('StarIcon', <path d={STAR} fill="currentColor" />);
