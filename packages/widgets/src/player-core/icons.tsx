import { createIcon } from '@bookstore/ui';

// The player's own icons, drawn with the kit's factory (24×24 strokes in currentColor, decorative: the
// buttons carry the names).
export const Back15Icon = /* @__PURE__ */ createIcon(
  'Back15Icon',
  <>
    <path d="M4 12a8 8 0 1 0 2.4-5.7" />
    <path d="M4 3v4h4" />
    <text x="12" y="15.5" fontSize="8" textAnchor="middle" fill="currentColor" stroke="none">
      15
    </text>
  </>,
);

export const Forward30Icon = /* @__PURE__ */ createIcon(
  'Forward30Icon',
  <>
    <path d="M20 12a8 8 0 1 1-2.4-5.7" />
    <path d="M20 3v4h-4" />
    <text x="12" y="15.5" fontSize="8" textAnchor="middle" fill="currentColor" stroke="none">
      30
    </text>
  </>,
);

export const PreviousChapterIcon = /* @__PURE__ */ createIcon(
  'PreviousChapterIcon',
  <>
    <path d="M6 5v14" />
    <path d="M18 5 9 12l9 7z" fill="currentColor" />
  </>,
);

export const NextChapterIcon = /* @__PURE__ */ createIcon(
  'NextChapterIcon',
  <>
    <path d="M18 5v14" />
    <path d="m6 5 9 7-9 7z" fill="currentColor" />
  </>,
);
