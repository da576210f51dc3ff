/**
 * The search box's placeholder. Its own module so that the header, which shows it as a hint, does not
 * pull the overlay's code into an app's first chunk (apps load the overlay on first use).
 */
export const SEARCH_PLACEHOLDER = 'Search for a Book, Author or Category...';
