// The demo's review words by star: short, plain and the kind readers write.

export const REVIEW_BODIES: Record<number, readonly string[]> = {
  5: [
    'Could not put it down. I finished it in one weekend.',
    'Beautifully written; I have already bought a copy for my sister.',
    'One of the best books I have read this year.',
    'Exactly what I needed. Clear, warm and honest.',
    'The ending stayed with me for days.',
  ],
  4: [
    'Really enjoyed it, though the middle dragged a little.',
    'Great characters and a strong sense of place.',
    'Useful and well organised; I keep going back to it.',
    'A lovely read. I would happily read more from this author.',
  ],
  3: [
    'Good in parts, but it did not quite come together for me.',
    'Solid, if a little predictable.',
    'Some great ideas, but it could have been shorter.',
  ],
  2: [
    'Not really for me; I struggled to finish it.',
    'The premise was promising but the execution fell flat.',
  ],
  1: ['Disappointing. The description promised much more.'],
};

/** Short titles a reader gives their review, by star. */
export const REVIEW_TITLES: Record<number, readonly string[]> = {
  5: ['A new favourite', 'Unputdownable', 'Worth every page', 'Simply wonderful'],
  4: ['Very good read', 'Well worth it', 'Enjoyable and smart'],
  3: ['Decent, not great', 'Mixed feelings', 'Good in places'],
  2: ['Not for me', 'Expected more'],
  1: ['Disappointing'],
};
