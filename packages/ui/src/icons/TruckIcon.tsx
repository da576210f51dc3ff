import { createIcon } from './createIcon';

export const TruckIcon = /* @__PURE__ */ createIcon(
  'TruckIcon',
  <>
    <path d="M1 4h14v12H1zM15 9h4l3 3.5V16h-7z" />
    <circle cx="5.5" cy="18.5" r="2" />
    <circle cx="18.5" cy="18.5" r="2" />
  </>,
);
