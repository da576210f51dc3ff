/** A run of a text, and whether it is a run the query matched (shown in `<mark>`). */
export interface TextPart {
  text: string;
  match: boolean;
}

const MARKS = /\p{M}/gu;
const WORD_CHAR = /[\p{L}\p{N}]/u;

/** One character folded for matching: accents off ("Ọ" → "o", "é" → "e"), lower case. */
const fold = (char: string) => char.normalize('NFD').replace(MARKS, '').toLowerCase();

/** The words of a query, folded, longest first, without repeats. */
function queryWords(query: string): string[] {
  const words = fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

/**
 * The parts of `text` with the words of `query` marked, as the search matches them: at the start of a
 * word (the word typed so far is a prefix), ignoring case and accents both ways ("Okafo" marks "Ọkafọ",
 * "ọkafọ" marks "Okafor"). Words are letters and digits; anything else separates them. Joined, the
 * parts are `text` unchanged; a query with no words gives one unmarked part.
 */
export function highlightParts(text: string, query: string): TextPart[] {
  const words = queryWords(query);
  if (text === '' || words.length === 0) return text === '' ? [] : [{ text, match: false }];

  // The folded text, and for each of its UTF-16 units the offset in `text` of the character it came
  // from (a character may fold to none, one or several units: a lone combining mark, "é", "İ").
  let folded = '';
  const origin: number[] = [];
  let offset = 0;
  for (const char of text) {
    const units = fold(char);
    for (let i = 0; i < units.length; i += 1) origin.push(offset);
    folded += units;
    offset += char.length;
  }
  const startOf = (index: number) => (index < origin.length ? (origin[index] ?? text.length) : text.length);

  // Every match at a word start, as [start, end) offsets in `text`.
  const ranges: [number, number][] = [];
  for (const word of words) {
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + 1)) {
      const before = at > 0 ? folded[at - 1] : undefined;
      if (before !== undefined && WORD_CHAR.test(before)) continue;
      ranges.push([startOf(at), startOf(at + word.length)]);
    }
  }
  if (ranges.length === 0) return [{ text, match: false }];

  // Overlapping or touching matches become one mark.
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of ranges) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }

  const parts: TextPart[] = [];
  let cursor = 0;
  for (const [start, end] of merged) {
    if (start > cursor) parts.push({ text: text.slice(cursor, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    cursor = end;
  }
  if (cursor < text.length) parts.push({ text: text.slice(cursor), match: false });
  return parts;
}
