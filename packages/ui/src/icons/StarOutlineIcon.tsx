import { createIcon } from './createIcon';
import { STAR } from './star';

export const StarOutlineIcon = /* @__PURE__ */ createIcon('StarOutlineIcon', <path d={STAR} />);
