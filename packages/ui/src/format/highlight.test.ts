import { describe, expect, it } from 'vitest';
import { highlightParts, type TextPart } from './highlight';

/** The parts as text with the marked runs in brackets, e.g. "[Things] Fall Apart". */
const shown = (parts: TextPart[]) =>
  parts.map((part) => (part.match ? `[${part.text}]` : part.text)).join('');

describe('highlightParts', () => {
  it('marks each word of the query where a word of the text starts with it', () => {
    expect(shown(highlightParts('Things Fall Apart', 'fall things'))).toBe('[Things] [Fall] Apart');
    // The last word typed so far is a prefix.
    expect(shown(highlightParts('Things Fall Apart', 'things fa'))).toBe('[Things] [Fa]ll Apart');
  });

  it('ignores accents both ways and keeps the text as written', () => {
    expect(shown(highlightParts('Chinụa Ọkafọ', 'Okafo'))).toBe('Chinụa [Ọkafọ]');
    expect(shown(highlightParts('Chinụa Ọkafọ', 'chinua okaf'))).toBe('[Chinụa] [Ọkaf]ọ');
    expect(shown(highlightParts('Emile Durand', 'émile'))).toBe('[Emile] Durand');
    expect(shown(highlightParts('Zoë Adébáyọ̀', 'ZOE ADEBAYO'))).toBe('[Zoë] [Adébáyọ̀]');
  });

  it('keeps combining marks with the letter they belong to (decomposed text)', () => {
    const decomposed = 'Ọkafọ Adé'.normalize('NFD');
    const parts = highlightParts(decomposed, 'okafo ade');
    expect(parts.map((part) => part.text).join('')).toBe(decomposed);
    expect(parts.filter((part) => part.match).map((part) => part.text.normalize('NFC'))).toEqual([
      'Ọkafọ',
      'Adé',
    ]);
  });

  it('does not mark a match inside a word', () => {
    expect(shown(highlightParts('Okafor and Bokafo', 'kafo'))).toBe('Okafor and Bokafo');
    expect(highlightParts('Okafor and Bokafo', 'kafo')).toEqual([
      { text: 'Okafor and Bokafo', match: false },
    ]);
  });

  it('treats punctuation as a word break on both sides', () => {
    expect(shown(highlightParts("Half-of-a-Yellow Sun: O'Brien", 'yellow brien'))).toBe(
      "Half-of-a-[Yellow] Sun: O'[Brien]",
    );
    expect(shown(highlightParts('The River (Lagos)', '"lagos"'))).toBe('The River ([Lagos])');
  });

  it('joins overlapping and touching matches into one mark', () => {
    expect(shown(highlightParts('Lagoslagos', 'lagos lag'))).toBe('[Lagos]lagos');
    expect(highlightParts('Sun Sunrise', 'sun sunrise')).toEqual([
      { text: 'Sun', match: true },
      { text: ' ', match: false },
      { text: 'Sunrise', match: true },
    ]);
  });

  it('leaves the text alone for an empty query or one without words, and gives no part for no text', () => {
    expect(highlightParts('Things Fall Apart', '')).toEqual([{ text: 'Things Fall Apart', match: false }]);
    expect(highlightParts('Things Fall Apart', ' -- ')).toEqual([
      { text: 'Things Fall Apart', match: false },
    ]);
    expect(highlightParts('', 'things')).toEqual([]);
  });

  it('marks every occurrence and matches digits (an ISBN-like title word)', () => {
    expect(shown(highlightParts('Love in Lagos, love in Lisbon', 'love'))).toBe(
      '[Love] in Lagos, [love] in Lisbon',
    );
    expect(shown(highlightParts('1984 and 19 more', '19'))).toBe('[19]84 and [19] more');
  });
});
