/** Book types as the API spells them. */
export type BookType = 'ebook' | 'audiobook' | 'printbook';

export const BOOK_TYPES: readonly BookType[] = ['ebook', 'printbook', 'audiobook'];

const BOOK_TYPE_LABELS: Record<BookType, string> = {
  ebook: 'Ebook',
  audiobook: 'Audiobook',
  printbook: 'Printbook',
};

/** "Ebook", "Audiobook" or "Printbook" for display; an unknown type is shown as sent. */
export function bookTypeLabel(type: string): string {
  return (BOOK_TYPE_LABELS as Record<string, string | undefined>)[type] ?? type;
}

/** The listing path segment for a book type: ebooks, audiobooks or printbooks. */
export function bookFormatPath(type: BookType): string {
  return `${type}s`;
}

/** A person as the API names them (authors, voiceover artists). */
export interface PersonName {
  first_name?: string | null;
  middle_name?: string | null;
  last_name?: string | null;
}

/** First, middle and last name joined by single spaces, skipping the parts that are missing. */
export function formatPersonName(person: PersonName): string {
  return [person.first_name, person.middle_name, person.last_name]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * A person with the name the API shows them by (`display_name`: an author's pen name or an artist's
 * chosen name; the API decides it), when it sends one.
 */
export interface DisplayNamedPerson extends PersonName {
  display_name?: string | null;
}

/** The name readers see: the API's `display_name`, else first, middle and last name (formatPersonName). */
export function formatDisplayName(person: DisplayNamedPerson): string {
  return person.display_name?.trim() || formatPersonName(person);
}
