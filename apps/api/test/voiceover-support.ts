/** A voiceover offer the tests create (50 words, 3 days, one revision) and a script that fits it. */
export const offerBody = {
  title: 'Audiobook narration',
  description: 'Narration of up to 50 words, mastered to ACX standards and delivered as WAV.',
  price: 25000,
  currency_code: 'NGN',
  word_limit: 50,
  delivery_days: 3,
  revisions: 1,
};
export const script =
  'The river rose slowly that morning and the ferry keepers watched the water climb the steps.';
