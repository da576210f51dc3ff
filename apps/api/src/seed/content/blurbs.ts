import type { GenreFamily } from './categories.ts';

/** The sentences that book descriptions are composed of, per genre family, with `{slots}`. */

export const INCITING = [
  'an inheritance arrives with impossible conditions attached',
  'a childhood friend returns, carrying news no one wants to hear',
  'the election comes to the neighbourhood, and everyone must choose a side',
  'a fire at the market destroys everything the family has built',
  'a daughter announces she is marrying a man nobody has met',
  'a letter arrives from a brother everyone believed was dead',
  'the family house is put up for sale without warning',
  'a stranger turns up at the door claiming to be family',
  'an old photograph surfaces with a face that should not be there',
  'the floods reach the old quarter of the city',
  'a wedding brings three estranged sisters back under one roof',
  'a scholarship offer forces an impossible choice',
  'a long-buried secret is broadcast on the evening news',
];

export const CRIME_INCITING = [
  'a body is found under the Third Mainland Bridge',
  'a shipping magnate vanishes the night before a merger',
  'the only witness to a robbery stops talking',
  'a string of burglaries points to someone inside the force',
  'a famous pastor is found dead in a locked vestry',
  'a ledger of bribes goes missing from a government office',
];

export const SPECULATIVE_INCITING = [
  'the sky over the city turns the colour of copper and stays that way',
  'an ancient mask begins to whisper in a language no one has spoken for centuries',
  'the last colony ship answers a signal it was never meant to hear',
  'the river gods withdraw their blessing from the kingdom',
  'a forbidden machine wakes beneath the palace',
  'the sun stops rising over the eastern provinces',
];

export const STAKES = [
  'Some debts, {subj} learns, cannot be paid in money.',
  'Every choice now has a price, and someone {subj} loves will pay it.',
  'What follows will test every loyalty {subj} has.',
  'The truth, when it comes, will cost more than anyone expected.',
  'Nothing about {pos} family will ever look the same again.',
  'To survive, {subj} must decide who {subj} can trust, and who {subj} is willing to become.',
  'Time is running out, and the people {subj} loves are in the way.',
];

export const FICTION_PITCH = [
  '{title} is a story about love, grief and the stubborn hope that holds families together.',
  'Tender, funny and quietly devastating, {title} marks {author} as a voice to watch.',
  'Sweeping across three decades, {title} is a novel of rare warmth and ambition.',
  '{title} is a luminous portrait of a city and the people who make it home.',
  'Written with a poet’s ear for language, {title} lingers long after the last page.',
];

export const CRIME_PITCH = [
  '{title} is a twisting, pulse-racing thriller with a final chapter you will not see coming.',
  'Sharp, atmospheric and impossible to put down, {title} is crime writing at its best.',
  'Fans of smart, character-driven mysteries will devour {title}.',
  '{author} delivers a tense, clever puzzle set in a city that never sleeps.',
];

export const ROMANCE_PITCH = [
  '{title} is a swoon-worthy, laugh-out-loud romance about taking a chance on love.',
  'Warm, witty and full of heart, {title} is the perfect weekend read.',
  '{author} serves up chemistry, banter and a happily-ever-after worth waiting for.',
  'Equal parts sweet and steamy, {title} will have you cheering for two people who can’t stand each other.',
];

export const SPECULATIVE_PITCH = [
  'Rich with myth and wonder, {title} is the opening of an unforgettable saga.',
  '{title} is an inventive, big-hearted adventure that reimagines what the future could look like.',
  '{author} builds a world as vivid as it is dangerous, in a story about power and who gets to hold it.',
  'Epic in scope and intimate in feeling, {title} is fantasy for readers who want to be swept away.',
];

export const NONFICTION_HOOKS: Partial<Record<GenreFamily, readonly string[]>> = {
  business: [
    'Most businesses do not fail for lack of ideas; they fail for lack of cash, customers and focus.',
    'Starting a company has never been easier, and growing one has never been harder.',
    'Why do some small traders build empires while others stand still for decades?',
    'Money is the one subject most of us were never taught, and it shows.',
  ],
  selfhelp: [
    'You know what you want to change. The hard part is changing it on an ordinary Tuesday.',
    'Burnout is not a badge of honour, and rest is not a reward you have to earn.',
    'Confidence is not something you are born with; it is something you practise.',
    'The life you want is built from small choices made again and again.',
  ],
  history: [
    'Long before colonial maps were drawn, the region was home to sophisticated states and trade networks.',
    'History is usually written by the victors; this book listens to everyone else.',
    'The events of a single decade still shape the politics of a whole continent.',
    'Behind every treaty and border is a story of people who were never asked.',
  ],
  health: [
    'Good health is built in the kitchen, the bedroom and the walk to work, not only in the clinic.',
    'Stress, poor sleep and rushed meals have become normal. They do not have to be.',
    'There is more advice about health than ever, and much of it contradicts itself.',
  ],
  science: [
    'The world around us runs on ideas most of us never learned at school.',
    'From the phone in your pocket to the rain on your roof, science is hiding in plain sight.',
    'Some of the biggest questions in science can be explained with a kitchen table and a little patience.',
  ],
  faith: [
    'In a noisy, hurried world, many of us long for a quieter and deeper faith.',
    'Doubt and devotion have always walked side by side.',
    'Every season of life brings its own questions about purpose and meaning.',
  ],
  life: [
    'Some lives read like novels; this one reads like several.',
    'It began in a two-room flat with a radio, a borrowed bicycle and a great deal of nerve.',
    'Few people have seen as much of the last forty years up close.',
  ],
  food: [
    'Food is memory, and every family recipe carries a story.',
    'Great cooking does not need expensive equipment or hours of free time.',
    'The flavours of West Africa are finally getting the attention they have always deserved.',
  ],
};

export const NONFICTION_BODY: Partial<Record<GenreFamily, readonly string[]>> = {
  business: [
    'Drawing on interviews with founders, traders and investors, {author} shows how to find customers, price with confidence and keep a business alive through hard years.',
    '{author} distils two decades of experience into clear, practical chapters on cash flow, hiring, negotiation and growth.',
    'With worked examples and honest stories of failure, {title} shows how to make better decisions with money, at home and at work.',
  ],
  selfhelp: [
    'Mixing research with personal stories, {author} offers simple exercises that fit into real, busy lives.',
    'Each chapter ends with a small, concrete practice to try that same day.',
    '{author} shows how to set boundaries, build routines that stick and treat yourself with the patience you give others.',
  ],
  history: [
    'Using archives, oral histories and new scholarship, {author} brings the period to life through the people who lived it.',
    '{author} moves from palace to market to battlefield, showing how ordinary lives were caught up in great events.',
    'Vivid and authoritative, {title} overturns many of the myths we were taught at school.',
  ],
  health: [
    '{author} explains the latest research in plain language and turns it into habits you can actually keep.',
    'With meal plans, checklists and straight answers, {title} is a companion for the whole family.',
  ],
  science: [
    'With wit and clear explanations, {author} guides readers from first principles to the frontiers of current research.',
    'Every chapter starts with an everyday puzzle and ends with a new way of seeing the world.',
  ],
  faith: [
    'Through short readings, prayers and reflections, {author} invites readers into a steadier rhythm of faith.',
    '{author} draws on scripture, tradition and personal experience to offer comfort and challenge in equal measure.',
  ],
  life: [
    'In this candid memoir, {author} writes about family, ambition, failure and the people who made all the difference.',
    'Funny, frank and moving, {title} is the story of a life lived with both hands.',
  ],
  food: [
    '{author} shares more than eighty recipes, from quick weeknight stews to celebration dishes, with tips for finding every ingredient.',
    'Beautifully written and easy to follow, {title} is a cookbook to keep on the counter, not the shelf.',
  ],
};

/** What a non-fiction book covers: three of these per blurb, so blurbs in a family differ. */
export const NONFICTION_TOPICS: Partial<Record<GenreFamily, readonly string[]>> = {
  business: [
    'pricing without fear',
    'finding your first hundred customers',
    'cash-flow forecasting',
    'hiring and firing',
    'raising money from friends, banks and investors',
    'negotiating with suppliers',
    'selling online',
    'building a brand on a small budget',
    'saving and investing in an inflationary economy',
    'managing debt',
  ],
  selfhelp: [
    'morning routines',
    'saying no without guilt',
    'managing anxiety',
    'friendships in adulthood',
    'setting goals you can keep',
    'recovering from burnout',
    'talking to difficult people',
    'digital habits',
    'rest as a practice',
    'starting again after failure',
  ],
  history: [
    'trade routes across the Sahara',
    'the kingdoms of the forest belt',
    'colonial rule and resistance',
    'the independence generation',
    'the oil economy',
    'women in public life',
    'war and its aftermath',
    'religion and politics',
    'migration and the diaspora',
    'the making of modern borders',
  ],
  health: [
    'sleep',
    'blood pressure',
    'eating well on a budget',
    'strength training at home',
    'stress and the body',
    'pregnancy and after',
    'healthy habits for children',
    'diabetes prevention',
    'mental health at work',
  ],
  science: [
    'climate and weather',
    'how vaccines work',
    'the mathematics of networks',
    'black holes',
    'how computers think',
    'the chemistry of cooking',
    'evolution',
    'renewable energy',
    'the human brain',
  ],
  faith: [
    'prayer',
    'forgiveness',
    'grief and hope',
    'marriage and family',
    'doubt',
    'generosity',
    'rest and Sabbath',
    'serving your community',
    'reading scripture daily',
  ],
  life: [
    'a childhood in the city',
    'first jobs and hard lessons',
    'love and marriage',
    'life abroad',
    'public life',
    'friendships that lasted',
    'loss and recovery',
    'coming home',
  ],
  food: [
    'soups and stews',
    'rice dishes',
    'street food',
    'baking bread',
    'vegetarian classics',
    'party food',
    'spice blends',
    'quick breakfasts',
    'food for a crowd',
    'desserts and drinks',
  ],
};

export const TOPIC_LEADS = [
  'Inside, you will find {topics}.',
  'Along the way, the book covers {topics}.',
  'Topics include {topics}.',
  'Chapters cover {topics}.',
];
export const NONFICTION_CLOSERS = [
  '{title} is an essential, generous and surprisingly joyful read.',
  'Accessible and wise, {title} is the book you will want to give to everyone you know.',
  'Clear, vivid and authoritative, {title} is a book to keep and return to.',
];

/** Closers that promise practical help, only for the how-to families. */
export const PRACTICAL_CLOSERS = [
  'Whether you are just starting out or starting over, {title} will meet you where you are.',
  'This is the book {author} wishes they had read twenty years ago.',
  'Practical, encouraging and honest, {title} turns good intentions into daily habits.',
];
export const PRACTICAL: readonly GenreFamily[] = ['business', 'selfhelp', 'health', 'food'];

export const CHILDREN_BLURBS = [
  'When {hero} finds {thing}, an ordinary afternoon turns into the adventure of a lifetime.',
  '{hero} is small, curious and very good at asking questions. Today, the questions lead somewhere unexpected.',
  'Nobody in the village believes {hero} about {thing}, until the night it finally appears.',
  'With the help of a grumpy tortoise and a very clever goat, {hero} sets out to fix a problem the grown-ups cannot.',
];

export const CHILDREN_CLOSERS = [
  'A joyful story about friendship, courage and trying again, perfect for reading aloud.',
  'Bright, funny and full of heart, this is a bedtime favourite in the making.',
  'Young readers will love the twists, the jokes and the brave, kind {heroNoun} at its centre.',
  'A tale rooted in West African storytelling, retold for a new generation.',
];

export const POETRY_BLURBS = [
  'In this collection, {author} writes of home, migration and the stubborn music of ordinary days.',
  'These poems move between the market and the sea, the kitchen and the airport, grief and celebration.',
  '{author} gathers new and selected work spanning twenty years of writing and performing.',
  'Playful, political and deeply personal, these pieces were written to be read aloud.',
];

export const POETRY_PITCH = [
  '{title} confirms {author} as one of the most exciting voices in contemporary poetry.',
  'Musical, tender and fierce, {title} is a collection to read slowly and return to often.',
  'Whether on the page or on the stage, {title} asks to be heard.',
];
