import type { Prng } from '../prng.ts';

/** The vocal characteristics artists choose from (GET /api/public/vocal_characteristics). */
export const VOCAL_AGES = [
  { name: 'Child (5-12)', min: 5, max: 12 },
  { name: 'Teen (13-17)', min: 13, max: 17 },
  { name: 'Young Adult (18-29)', min: 18, max: 29 },
  { name: 'Adult (30-44)', min: 30, max: 44 },
  { name: 'Middle Aged (45-59)', min: 45, max: 59 },
  { name: 'Senior (60+)', min: 60, max: null },
] as const;

export const VOCAL_ACCENTS = [
  'Nigerian (Standard)',
  'Nigerian (Yoruba)',
  'Nigerian (Igbo)',
  'Nigerian (Hausa)',
  'Ghanaian',
  'Kenyan',
  'South African',
  'East African',
  'British (RP)',
  'British (London)',
  'Scottish',
  'Irish',
  'American (General)',
  'American (Southern)',
  'Canadian',
  'Caribbean',
  'Indian',
  'French',
  'Neutral International',
] as const;

export const VOCAL_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'yo', name: 'Yoruba' },
  { code: 'ig', name: 'Igbo' },
  { code: 'ha', name: 'Hausa' },
  { code: 'pcm', name: 'Nigerian Pidgin' },
  { code: 'tw', name: 'Twi' },
  { code: 'sw', name: 'Swahili' },
  { code: 'zu', name: 'Zulu' },
  { code: 'af', name: 'Afrikaans' },
  { code: 'fr', name: 'French' },
  { code: 'pt', name: 'Portuguese' },
  { code: 'es', name: 'Spanish' },
  { code: 'ar', name: 'Arabic' },
] as const;

/** Accents and extra languages that go together with an artist's background. */
export const ORIGIN_VOICE: Record<string, { accents: readonly string[]; languages: readonly string[] }> = {
  yoruba: { accents: ['Nigerian (Standard)', 'Nigerian (Yoruba)'], languages: ['yo', 'pcm'] },
  igbo: { accents: ['Nigerian (Standard)', 'Nigerian (Igbo)'], languages: ['ig', 'pcm'] },
  hausa: { accents: ['Nigerian (Standard)', 'Nigerian (Hausa)'], languages: ['ha', 'ar'] },
  ghana: { accents: ['Ghanaian'], languages: ['tw'] },
  'east-africa': { accents: ['Kenyan', 'East African'], languages: ['sw'] },
  'southern-africa': { accents: ['South African'], languages: ['zu', 'af'] },
  british: { accents: ['British (RP)', 'British (London)', 'Scottish'], languages: ['fr'] },
  american: { accents: ['American (General)', 'American (Southern)', 'Canadian'], languages: ['es'] },
  'south-asian': { accents: ['Indian', 'British (London)'], languages: [] },
  'east-asian': { accents: ['Neutral International', 'American (General)'], languages: [] },
  latin: { accents: ['Neutral International'], languages: ['es', 'pt'] },
  european: { accents: ['French', 'Neutral International'], languages: ['fr'] },
};

const VOICE_QUALITIES = [
  'warm',
  'rich',
  'crisp',
  'smooth',
  'bright',
  'husky',
  'gentle',
  'authoritative',
  'playful',
  'velvety',
  'grounded',
];
const SPECIALITIES = [
  'audiobook narration',
  'documentary voiceover',
  'e-learning modules',
  'broadcast commercials',
  'character voices for animation',
  'corporate explainers',
  'guided meditations',
  'podcast intros',
  'children’s stories',
  'phone systems (IVR)',
  'video game characters',
];

export function voiceHeadline(rng: Prng): string {
  const quality = rng.pick(VOICE_QUALITIES);
  const [first, second] = rng.sample(SPECIALITIES, 2);
  return `${quality.charAt(0).toUpperCase()}${quality.slice(1)} voice for ${first ?? ''} and ${second ?? ''}`;
}

export function voiceBio(rng: Prng, firstName: string, city: string, years: number): string {
  const quality = rng.pick(VOICE_QUALITIES);
  const specialities = rng.sample(SPECIALITIES, 3);
  return [
    `${firstName} is a ${city}-based voice actor with ${years} years of experience and a ${quality}, natural delivery.`,
    `Clients hire ${firstName} for ${specialities.slice(0, -1).join(', ')} and ${specialities[specialities.length - 1] ?? ''}.`,
    rng.pick([
      'Every project gets a careful read of the script, a quick sample before recording and clean, edited audio.',
      'Trained in theatre, they bring pacing, emotion and clear diction to long-form reading.',
      'They work fast, take direction well and love a script with a good story in it.',
      'Past clients include publishers, radio stations, NGOs and start-ups across three continents.',
    ]),
  ].join(' ');
}

export const MICROPHONES = [
  'Neumann TLM 103',
  'Neumann U 87 Ai',
  'Rode NT1 5th Gen',
  'Audio-Technica AT4040',
  'Shure SM7B',
  'Sennheiser MKH 416',
  'AKG C214',
  'Aston Origin',
  'Rode NTK',
];
export const INTERFACES = [
  'Focusrite Scarlett 2i2',
  'Universal Audio Apollo Twin',
  'Audient iD14',
  'SSL 2+',
  'MOTU M2',
  'RME Babyface Pro',
];
export const SOFTWARE = ['Adobe Audition', 'Reaper', 'Pro Tools', 'Audacity', 'Logic Pro', 'Twisted Wave'];

export function studioDescription(rng: Prng, hasHomeStudio: boolean): string {
  if (!hasHomeStudio)
    return rng.pick([
      'I record at a professional studio in town and can arrange directed sessions on request.',
      'I book a local commercial studio for each project, so clients get a treated room and an engineer.',
    ]);
  return rng.pick([
    'A treated walk-in booth with acoustic foam and bass traps; noise floor below -60 dB.',
    'A converted closet lined with acoustic panels and moving blankets, tested for a clean, dry sound.',
    'A purpose-built vocal booth with a quiet air-conditioning bypass, so summer recordings stay clean.',
    'A small treated room with a reflection filter; I can connect for live-directed sessions over Source-Connect.',
  ]);
}

export interface OfferTemplate {
  title: string;
  /** Only for artists from these backgrounds (people.ts origins). */
  origins?: readonly string[];
  description: string;
  /** In US cents; converted to the artist's currency by the seed. */
  baseUsdCents: number;
  wordLimit: number;
  deliveryDays: readonly [number, number];
  revisions: number;
}

export const OFFER_TEMPLATES: readonly OfferTemplate[] = [
  {
    title: 'Audiobook narration (per finished hour)',
    description:
      'Full narration of your book with distinct character voices, edited and mastered to audiobook standards (ACX ready). Includes one round of pickups.',
    baseUsdCents: 150_00,
    wordLimit: 9_300,
    deliveryDays: [5, 10],
    revisions: 1,
  },
  {
    title: 'Radio or TV commercial (30 seconds)',
    description:
      'A punchy, broadcast-ready read of your 30-second script, with three takes in different styles to choose from.',
    baseUsdCents: 80_00,
    wordLimit: 90,
    deliveryDays: [1, 2],
    revisions: 2,
  },
  {
    title: 'E-learning module (up to 2,000 words)',
    description:
      'Clear, friendly narration for training and course content, delivered as separate files per slide or section.',
    baseUsdCents: 120_00,
    wordLimit: 2_000,
    deliveryDays: [2, 4],
    revisions: 2,
  },
  {
    title: 'Explainer video voiceover (up to 300 words)',
    description:
      'A conversational read for your product or app explainer, timed to your video if you send it.',
    baseUsdCents: 60_00,
    wordLimit: 300,
    deliveryDays: [1, 3],
    revisions: 2,
  },
  {
    title: 'Podcast intro and outro',
    description: 'A memorable intro and outro for your show, with music-bed-friendly pacing and clean edits.',
    baseUsdCents: 40_00,
    wordLimit: 120,
    deliveryDays: [1, 2],
    revisions: 3,
  },
  {
    title: 'Children’s story reading (up to 1,500 words)',
    description:
      'An expressive, playful reading of a picture book or bedtime story, with character voices and sound-effect cues.',
    baseUsdCents: 70_00,
    wordLimit: 1_500,
    deliveryDays: [2, 5],
    revisions: 1,
  },
  {
    title: 'Phone system / IVR greetings (up to 10 prompts)',
    description:
      'Professional greetings and menu prompts, delivered as separate, named files in the format you need.',
    baseUsdCents: 50_00,
    wordLimit: 250,
    deliveryDays: [1, 3],
    revisions: 2,
  },
  {
    title: 'Documentary narration (up to 1,000 words)',
    description:
      'A measured, authoritative narration for documentaries and long-form video, with a raw and a mastered file.',
    baseUsdCents: 110_00,
    wordLimit: 1_000,
    deliveryDays: [2, 5],
    revisions: 1,
  },
  {
    title: 'Yoruba or Pidgin localisation (up to 500 words)',
    origins: ['yoruba', 'igbo', 'hausa'],
    description:
      'Natural-sounding narration in Yoruba or Nigerian Pidgin, with help adapting the script so it lands with local listeners.',
    baseUsdCents: 65_00,
    wordLimit: 500,
    deliveryDays: [2, 4],
    revisions: 2,
  },
];

/**
 * What one US dollar of fee becomes in each currency's local pricing. Not the exchange rate: artists
 * price for their home market, so naira and shilling fees sit well below a straight conversion.
 */
export const LOCAL_PRICE_PER_USD: Record<string, number> = {
  NGN: 600,
  GHS: 9,
  KES: 70,
  ZAR: 12,
  GBP: 0.79,
  USD: 1,
};

export const DEMO_TITLES = [
  'Audiobook excerpt',
  'Commercial reel',
  'Narration sample',
  'Character voices',
  'Corporate explainer',
  'Documentary read',
  'Children’s story',
  'E-learning sample',
];
