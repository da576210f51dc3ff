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

/** An artist's personal details, as the profile's first step takes them. */
export const personalDetails = {
  display_name: 'Amaka Reads',
  headline: 'Bright, warm narration',
  bio: 'Audiobook narrator for ten years, with a focus on literary fiction and memoir from West Africa.',
  gender: 'female',
  country_code: 'ng',
  city: 'Lagos',
  phone: '+2348031234567',
};
