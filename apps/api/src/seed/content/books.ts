import type { Prng } from '../prng.ts';
import type { GenreFamily } from './categories.ts';
import { CITIES, firstNameGender, personName, type Gender, type PersonName } from './people.ts';

/**
 * Titles, subtitles, descriptions and keywords composed from templates and word lists per genre
 * family. Every sentence is hand-written English with slots, so the output reads like a real blurb.
 */

const ADJECTIVES = [
  'Silent',
  'Burning',
  'Hidden',
  'Last',
  'Broken',
  'Golden',
  'Quiet',
  'Wild',
  'Lost',
  'Crimson',
  'Distant',
  'Forgotten',
  'Restless',
  'Bitter',
  'Secret',
  'Hollow',
  'Bright',
  'Gentle',
  'Iron',
  'Salt',
  'Red',
  'Midnight',
] as const;
const NOUNS = [
  'River',
  'House',
  'Harmattan',
  'Garden',
  'Market',
  'Lagoon',
  'Season',
  'Drum',
  'Lantern',
  'Harbour',
  'Bridge',
  'Orchard',
  'Compound',
  'Letters',
  'Crossing',
  'Mountain',
  'Archive',
  'Tide',
  'Kingdom',
  'Daughter',
  'Son',
  'Widow',
  'Island',
  'Road',
  'Rain',
  'Mirror',
  'Ferry',
  'Lighthouse',
  'Feast',
  'Well',
] as const;
const ABSTRACTS = [
  'Memory',
  'Longing',
  'Silence',
  'Grace',
  'Exile',
  'Belonging',
  'Small Mercies',
  'Borrowed Time',
  'Homecoming',
  'Second Chances',
  'Inheritance',
  'Forgiveness',
  'Wanting',
  'Dust',
  'Distance',
  'Salt and Honey',
] as const;
const PLACES = [
  'Lagos',
  'Ibadan',
  'Enugu',
  'Zaria',
  'Kumasi',
  'Mombasa',
  'Durban',
  'Harar',
  'Timbuktu',
  'Calabar',
  'Jos',
  'Lamu',
  'Brixton',
  'Harlem',
  'Lisbon',
  'Marrakesh',
  'the Niger Delta',
  'the Sahel',
  'Kilimanjaro',
  'Asaba',
] as const;

const OCCUPATIONS = [
  'schoolteacher',
  'market trader',
  'nurse',
  'fisherman',
  'taxi driver',
  'young lawyer',
  'tailor',
  'journalist',
  'retired soldier',
  'pharmacist',
  'university student',
  'chef',
  'midwife',
  'bank clerk',
  'radio presenter',
  'architect',
  'police inspector',
  'music producer',
  'librarian',
  'software developer',
] as const;

const ROMANCE_OCCUPATIONS = [
  'wedding planner',
  'event photographer',
  'pastry chef',
  'surgeon',
  'fashion designer',
  'tech founder',
  'estate agent',
  'violinist',
  'airline pilot',
  'bookshop owner',
  'interior designer',
  'news anchor',
] as const;

function pronouns(gender: Gender) {
  return gender === 'female'
    ? { subj: 'she', obj: 'her', pos: 'her', Subj: 'She' }
    : { subj: 'he', obj: 'him', pos: 'his', Subj: 'He' };
}

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

type TitleTemplate = (rng: Prng) => string;

const LITERARY_TITLES: readonly TitleTemplate[] = [
  (r) => `${personName(r).firstName} of ${r.pick(PLACES)}`,
  (r) =>
    `The ${r.pick(['Tailor', 'Midwife', 'Ferryman', 'Teacher', 'Bookseller', 'Drummer', 'Weaver', 'Photographer', 'Gardener', 'Cartographer'])} of ${r.pick(PLACES)}`,
  (r) =>
    `${r.pick(ADJECTIVES)} ${r.pick(['Days', 'Nights', 'Seasons', 'Years', 'Mornings', 'Summers'])} in ${r.pick(PLACES)}`,
  (r) => `The ${r.pick(NOUNS)} and the ${r.pick(NOUNS)}`,
  (r) => `Where the ${r.pick(NOUNS)} ${r.pick(['Ends', 'Begins', 'Bends', 'Sleeps', 'Sings', 'Breaks'])}`,
  (r) => `${personName(r).firstName}’s ${r.pick(NOUNS)}`,
  (r) => `The ${r.pick(NOUNS)} of ${r.pick(PLACES)}`,
  (r) => `The ${r.pick(ADJECTIVES)} ${r.pick(NOUNS)}`,
  (r) => `A ${r.pick(['Season', 'House', 'Song', 'Map', 'Country', 'Theory'])} of ${r.pick(ABSTRACTS)}`,
  (r) => `${r.pick(ABSTRACTS)}`,
  (r) => `What the ${r.pick(NOUNS)} Remembers`,
  (r) => `The ${personName(r).firstName} Letters`,
  (r) => `Under the ${r.pick(['Mango', 'Baobab', 'Iroko', 'Neem', 'Flame'])} Tree`,
  (r) => `${r.pick(['Before', 'After', 'Beyond', 'Beneath'])} the ${r.pick(NOUNS)}`,
  (r) =>
    `All the ${r.pick(['Rivers', 'Roads', 'Songs', 'Names', 'Houses', 'Mothers'])} We ${r.pick(['Crossed', 'Forgot', 'Carried', 'Kept', 'Lost'])}`,
  (r) => `The Year of ${r.pick(ABSTRACTS)}`,
];

const ROMANCE_TITLES: readonly TitleTemplate[] = [
  (r) =>
    `${r.pick(['Love', 'Hearts', 'Promises', 'Kisses', 'Summer'])} ${r.pick(['at', 'on', 'over', 'under'])} ${r.pick(['the Lagoon', 'Bar Beach', 'the Rooftop', 'Table Mountain', 'the Harbour', 'the Vineyard', 'the Old Bridge', 'Lekki Pier', 'Diani Beach', 'Labadi'])}`,
  (r) =>
    `${personName(r).firstName} ${r.pick(['Says Yes', 'Changes Her Mind', 'Takes a Chance', 'Falls Hard', 'Comes Home', 'Meets Her Match', 'Gets the Girl', 'Breaks the Rules'])}`,
  (r) =>
    `The ${r.pick(['Spring', 'Harmattan', 'Rainy Season', 'Christmas', 'Summer', 'Wedding Season'])} ${r.pick(['I Met You', 'We Fell', 'of Us', 'Everything Changed', 'She Came Back'])}`,
  (r) =>
    `${r.pick(['Ten', 'Three', 'Seven', 'Forty'])} ${r.pick(['Dates', 'Days', 'Letters', 'Dances', 'Reasons'])} with ${personName(r).firstName}`,
  (r) => `${r.pick(['Love', 'Falling', 'Waiting', 'Dancing', 'Kissing'])} in ${r.pick(PLACES)}`,
  (r) =>
    `The ${r.pick(['Wedding', 'Holiday', 'Summer', 'Christmas', 'Owambe'])} ${r.pick(['Arrangement', 'Deal', 'Date', 'Mix-Up', 'Promise'])}`,
  (r) =>
    `${r.pick(['Sweet', 'Stolen', 'Second', 'Secret', 'Unexpected'])} ${r.pick(['Hearts', 'Kisses', 'Chances', 'Vows', 'Promises'])}`,
  (r) => `Only ${r.pick(['You', 'Tonight', 'This Once', 'Forever'])}`,
  (r) =>
    `A ${r.pick(['Lagos', 'London', 'Nairobi', 'Accra', 'Paris'])} ${r.pick(['Love Story', 'Affair', 'Romance', 'Summer'])}`,
  (r) => `The ${r.pick(['Billionaire', 'Bridesmaid', 'Baker', 'Neighbour', 'Rival'])} Next Door`,
  (r) => `${r.pick(['Loving', 'Finding', 'Choosing', 'Marrying'])} ${personName(r).firstName}`,
];

const CRIME_TITLES: readonly TitleTemplate[] = [
  (r) =>
    `The ${r.pick(ADJECTIVES)} ${r.pick(['Witness', 'Ledger', 'Alibi', 'Informant', 'Confession', 'Verdict', 'Hostage', 'Suspect'])}`,
  (r) =>
    `Murder ${r.pick(['at', 'in', 'on', 'under'])} ${r.pick(['the Harbour', 'Ikoyi', 'the Club', 'the Old Market', 'Carter Bridge', 'the Embassy', 'the Vicarage', 'Platform Nine', 'the Lighthouse', 'Victoria Island'])}`,
  (r) =>
    `${r.pick(['The Last', 'A Quiet', 'The Final', 'One More', 'The Wrong'])} ${r.pick(['Confession', 'Witness', 'Phone Call', 'Suspect', 'Ferry', 'Payment', 'Funeral', 'Passenger'])}`,
  (r) =>
    `${r.pick(['Three', 'Seven', 'Nine', 'Twelve'])} ${r.pick(['Days', 'Bodies', 'Lies', 'Keys', 'Hours', 'Witnesses'])} in ${r.pick(PLACES)}`,
  (r) =>
    `The ${personName(r).lastName} ${r.pick(['Case', 'Inheritance', 'Disappearance', 'Verdict', 'Files', 'Affair'])}`,
  (r) =>
    `The ${r.pick(['Lagos', 'Harbour', 'Midnight', 'Accra', 'Lekki', 'Riverside', 'Island'])} ${r.pick(['Murders', 'Conspiracy', 'Affair', 'Files', 'Job', 'Alibi'])}`,
  (r) =>
    `${r.pick(['Dead', 'Cold', 'Blind', 'Silent', 'Final'])} ${r.pick(['Witness', 'Water', 'Ground', 'Hours', 'Signal', 'Account'])}`,
  (r) =>
    `${r.pick(['No One', 'Nobody', 'Everyone'])} ${r.pick(['Saw', 'Knew', 'Lied', 'Left', 'Heard'])} ${r.pick(['Anything', 'the Truth', 'Her', 'Him', 'Twice'])}`,
  (r) =>
    `The ${r.pick(['Girl', 'Man', 'Woman', 'Stranger', 'Driver'])} in the ${r.pick(['Red Car', 'Window', 'Photograph', 'Third Row', 'Rain'])}`,
  (r) =>
    `${r.pick(['Blood', 'Smoke', 'Glass', 'Ash', 'Salt'])} and ${r.pick(['Bone', 'Mirrors', 'Shadows', 'Silver', 'Lies'])}`,
  (r) =>
    `Inspector ${personName(r).lastName} and the ${r.pick(['Missing Bride', 'Vanished Ledger', 'Last Ferry', 'Stolen Mask'])}`,
];

const SPECULATIVE_TITLES: readonly TitleTemplate[] = [
  (r) =>
    `The ${r.pick(ADJECTIVES)} ${r.pick(['Throne', 'Engine', 'Gate', 'Crown', 'Star', 'Oracle', 'Archive', 'Moon', 'Citadel', 'Forge'])}`,
  (r) =>
    `${r.pick(['Song', 'Queen', 'Sword', 'Ghosts', 'Witch', 'Heir', 'Machines', 'Gods'])} of ${r.pick(PLACES)}`,
  (r) =>
    `${personName(r).firstName} and the ${r.pick(['Star Eater', 'Iron Sea', 'Ninth Moon', 'Clockwork Kingdom', 'Drowned City', 'Sky Serpent', 'Last Oracle', 'Ember Gate'])}`,
  (r) =>
    `The ${r.pick(['War', 'Age', 'Book', 'Fall', 'Rise', 'Dream'])} of ${r.pick(['Copper Skies', 'Broken Stars', 'the Long Night', 'Silver Rivers', 'Glass Gods', 'the Nine Kingdoms', 'Red Moons', 'Whispering Masks'])}`,
  (r) =>
    `The ${r.pick(['Orisha', 'Star', 'Storm', 'Bone', 'Ember', 'Glass', 'Iron'])} ${r.pick(['Throne', 'Engine', 'Gate', 'Crown', 'Covenant', 'Protocol'])}`,
  (r) =>
    `${r.pick(['Children', 'Daughters', 'Sons', 'Keepers', 'Heirs'])} of ${r.pick(['Ash', 'the Drowned Sun', 'Ifẹ', 'the Long Night', 'Nine Moons', 'the Red Sky'])}`,
  (r) =>
    `${r.pick(['Neon', 'Solar', 'Lunar', 'Quantum', 'Tidal'])} ${r.pick(['Lagos', 'Kingdom', 'Requiem', 'Exodus', 'Drift'])}`,
  (r) =>
    `The ${r.pick(['Last', 'First', 'Seventh', 'Hundredth'])} ${r.pick(['Colony', 'Sorceress', 'Signal', 'Ark', 'Oracle'])}`,
  (r) =>
    `${r.pick(['Beyond', 'Across', 'Beneath'])} the ${r.pick(['Event Horizon', 'Burning Sea', 'Sky Market', 'Glass Desert'])}`,
  (r) =>
    `A ${r.pick(['Song', 'Map', 'Spell', 'Memory'])} for the ${r.pick(['Machine', 'Drowned', 'Stars', 'Forgotten Gods'])}`,
];

const LIFE_TITLES: readonly TitleTemplate[] = [
  (r) =>
    `${personName(r).firstName}: ${r.pick(['A Life', 'My Story', 'A Memoir', 'In Her Own Words', 'In His Own Words'])}`,
  (r) =>
    `${r.pick(ADJECTIVES)} ${r.pick(['Years', 'Roads', 'Seasons', 'Battles', 'Songs'])}: ${r.pick(['A Memoir', 'A Life in Pieces', 'Growing Up in ' + r.pick(PLACES)])}`,
  (r) => `${r.pick(['The Girl', 'The Boy', 'The Woman', 'The Man'])} from ${r.pick(PLACES)}`,
  (r) => `${r.pick(['Notes', 'Letters', 'Lessons', 'Dispatches'])} from ${r.pick(PLACES)}`,
  (r) =>
    `${r.pick(['My', 'Our', 'A'])} ${r.pick(['Father’s', 'Mother’s', 'Grandmother’s', 'Brother’s'])} ${r.pick(['House', 'Country', 'Kitchen', 'War', 'Songs'])}`,
  (r) =>
    `${r.pick(['Running', 'Singing', 'Walking', 'Fighting', 'Building'])} ${r.pick(['Home', 'Against the Wind', 'Towards the Light', 'for My Life'])}`,
  (r) =>
    `The ${r.pick(['Long', 'Unlikely', 'Narrow', 'Open'])} Road: ${r.pick(['A Memoir', 'A Life', 'My Story'])}`,
  (r) => `${r.pick(['Born', 'Raised', 'Made'])} in ${r.pick(PLACES)}`,
];

const BUSINESS_TITLES: readonly TitleTemplate[] = [
  (r) =>
    `The ${r.pick(['Art', 'Science', 'Business', 'Discipline', 'Psychology', 'Economics'])} of ${r.pick(['Selling', 'Saving', 'Pricing', 'Negotiation', 'Hiring', 'Scaling', 'Trust', 'Small Margins', 'Side Hustles', 'Customer Love'])}`,
  (r) =>
    `${r.pick(['Naira', 'Dollar', 'Cedi', 'Pound', 'Shilling', 'Rand'])} ${r.pick(['Wise', 'Smart', 'Rich', 'Strong', 'Ready'])}`,
  (r) =>
    `The ${r.pick(['First', 'Next', 'Last', 'Hundredth'])} ${r.pick(['Customer', 'Hire', 'Million', 'Deal', 'Product', 'Store'])}`,
  (r) =>
    `The ${r.pick(['Lean', 'African', 'Resilient', 'Frugal', 'Bold', 'Quiet'])} ${r.pick(['Founder', 'Investor', 'Leader', 'Startup', 'Company', 'Manager'])}`,
  (r) =>
    `${r.pick(['Money', 'Markets', 'Margins', 'Momentum', 'Capital'])} ${r.pick(['Matters', 'Made Simple', 'in Motion', 'Without Fear'])}`,
  (r) =>
    `${r.pick(['Build', 'Grow', 'Scale', 'Fund', 'Lead'])} ${r.pick(['Something That Lasts', 'With Purpose', 'From Zero', 'Like You Mean It'])}`,
  (r) =>
    `${r.pick(['Seven', 'Ten', 'Twelve', 'Five'])} ${r.pick(['Rules', 'Habits', 'Laws', 'Lessons'])} of ${r.pick(['Wealth', 'Trade', 'Negotiation', 'Great Teams', 'Smart Money'])}`,
  (r) =>
    `From ${r.pick(['Market Stall', 'Garage', 'Side Hustle', 'Spare Room'])} to ${r.pick(['Boardroom', 'Brand', 'Global', 'Stock Exchange'])}`,
];

const SELFHELP_TITLES: readonly TitleTemplate[] = [
  (r) =>
    `${r.pick(['Stop', 'Start', 'Keep', 'Choose', 'Learn'])} ${r.pick(['Waiting', 'Over', 'Going', 'Yourself', 'to Rest', 'Saying Yes', 'Comparing'])}`,
  (r) =>
    `The ${r.pick(['Quiet', 'Brave', 'Kind', 'Steady', 'Honest', 'Patient'])} ${r.pick(['Mind', 'Heart', 'Habit', 'Year', 'Path', 'Way'])}`,
  (r) =>
    `${r.pick(['Thirty', 'Seven', 'Ten', 'Twelve', 'Fifty-Two'])} ${r.pick(['Days', 'Weeks', 'Habits', 'Questions', 'Mornings'])} to ${r.pick(['a Calmer You', 'Confidence', 'Clarity', 'Better Sleep', 'Freedom', 'Focus'])}`,
  (r) =>
    `The ${r.pick(['Power', 'Art', 'Joy', 'Habit', 'Courage'])} of ${r.pick(['Starting Small', 'Saying No', 'Showing Up', 'Rest', 'Enough', 'Beginning Again'])}`,
  (r) => `${r.pick(['Unstuck', 'Unbothered', 'Undaunted', 'Steady', 'Rooted'])}`,
  (r) => `${r.pick(['Tiny', 'Daily', 'Quiet', 'Brave'])} ${r.pick(['Wins', 'Steps', 'Rituals', 'Choices'])}`,
  (r) => `You Are ${r.pick(['Not Behind', 'Allowed to Rest', 'More Than Enough', 'Ready Now'])}`,
  (r) =>
    `${r.pick(['Rewire', 'Reclaim', 'Rebuild', 'Reset'])} Your ${r.pick(['Mornings', 'Mind', 'Confidence', 'Focus', 'Life'])}`,
];

const HISTORY_TITLES: readonly TitleTemplate[] = [
  (r) =>
    `${r.pick(PLACES)}: ${r.pick(['A History', 'A Biography of a City', 'Rise and Fall', 'The Untold Story', 'A People’s History'])}`,
  (r) =>
    `The ${r.pick(['Road', 'River', 'Railway', 'Ocean', 'Desert', 'Salt Road'])} to ${r.pick(['Independence', 'Empire', 'Freedom', 'the Sea', 'Timbuktu', 'Zanzibar', 'Lagos'])}`,
  (r) =>
    `${r.pick(['Gold', 'Salt', 'Cotton', 'Oil', 'Kola', 'Cocoa', 'Ivory', 'Palm Oil'])} and ${r.pick(['Empire', 'Power', 'Blood', 'Faith', 'Freedom', 'the Making of a Nation'])}`,
  (r) =>
    `The ${r.pick(['Rise', 'Fall', 'Making', 'Memory', 'Price'])} of ${r.pick(['Oyo', 'Benin', 'Songhai', 'Great Zimbabwe', 'Aksum', 'Kanem-Bornu', 'Modern Nigeria', 'the Gold Coast'])}`,
  (r) =>
    `${r.pick(['Independence', 'Empire', 'Revolution', 'Partition', 'Reconstruction'])}: ${r.pick(['A New History', 'The People’s Story', 'Voices from Below', 'A Reckoning'])}`,
  (r) =>
    `${r.pick(['Kings', 'Queens', 'Merchants', 'Soldiers', 'Rebels'])} of the ${r.pick(['Niger', 'Savannah', 'Swahili Coast', 'Atlantic', 'Sahara'])}`,
  (r) =>
    `${r.pick(['1914', '1960', '1967', '1884', '1994', '1789'])}: ${r.pick(['The Year Everything Changed', 'A Turning Point', 'Before and After'])}`,
];

const CHILDREN_TITLES: readonly TitleTemplate[] = [
  (r) =>
    `${personName(r).firstName} ${r.pick(['Goes to School', 'Learns to Swim', 'Plants a Garden', 'Finds a Friend', 'Saves the Day', 'Builds a Robot', 'Counts to Ten', 'Visits the Moon'])}`,
  (r) =>
    `The ${r.pick(['Tortoise', 'Goat', 'Elephant', 'Spider', 'Leopard', 'Hen', 'Monkey', 'Crocodile'])} Who ${r.pick(['Wanted to Fly', 'Lost His Shell', 'Could Not Sleep', 'Loved to Sing', 'Ate the Moon', 'Told the Truth', 'Was Afraid of the Dark'])}`,
  (r) =>
    `${personName(r).firstName} and the ${r.pick(['Magic Drum', 'Talking Tortoise', 'Runaway Goat', 'Moon Kite', 'Secret Map', 'Giant Mango'])}`,
  (r) =>
    `The ${r.pick(['Little', 'Clever', 'Brave', 'Sleepy', 'Curious'])} ${r.pick(['Tortoise', 'Hen', 'Elephant', 'Star', 'Robot', 'Leopard'])}`,
  (r) =>
    `${r.pick(['Why', 'How'])} the ${r.pick(['Sun', 'Moon', 'Tortoise', 'Rain', 'Spider'])} ${r.pick(['Lives in the Sky', 'Got Its Shell', 'Learned to Dance', 'Tells Stories'])}`,
  (r) =>
    `${r.pick(['Adventures', 'Mysteries', 'Summer'])} at ${r.pick(['Grandma’s House', 'Sunny Hill School', 'the Old Lighthouse', 'Mango Street'])}`,
  (r) =>
    `${r.pick(['Goodnight', 'Hello', 'Look Up'])}, ${r.pick(['Lagos', 'Little Star', 'Big City', 'Moon'])}`,
];

const FAITH_TITLES: readonly TitleTemplate[] = [
  (r) =>
    `${r.pick(['Hope', 'Grace', 'Mercy', 'Light', 'Peace', 'Joy'])} for ${r.pick(['the Journey', 'Every Day', 'Hard Seasons', 'the Weary', 'New Mothers', 'Young Believers'])}`,
  (r) =>
    `${r.pick(['Still', 'Rooted', 'Held', 'Called', 'Known', 'Restored'])}: ${r.pick(['A Devotional', 'Daily Readings', 'Reflections for Women', 'Reflections for Men', 'A Year of Prayer'])}`,
  (r) =>
    `${r.pick(['Daily', 'Morning', 'Evening', 'Quiet'])} ${r.pick(['Bread', 'Light', 'Psalms', 'Reflections', 'Prayers'])}`,
  (r) =>
    `${r.pick(['Walking', 'Living', 'Resting', 'Growing'])} in ${r.pick(['Grace', 'Faith', 'Truth', 'Peace', 'Hope'])}`,
  (r) =>
    `The ${r.pick(['Heart', 'Way', 'Path', 'Discipline'])} of ${r.pick(['Prayer', 'Gratitude', 'Stillness', 'Service', 'Wisdom'])}`,
  (r) =>
    `${r.pick(['Forty', 'Thirty', 'Seven', 'Twelve'])} Days of ${r.pick(['Hope', 'Renewal', 'Gratitude', 'Reflection'])}`,
];

const HEALTH_TITLES: readonly TitleTemplate[] = [
  (r) =>
    `The ${r.pick(['Busy', 'New', 'Everyday', 'Modern', 'African'])} ${r.pick(['Parent', 'Mother', 'Athlete', 'Cook', 'Worker'])}’s ${r.pick(['Guide to Health', 'Wellness Book', 'Fitness Plan', 'Food Guide'])}`,
  (r) =>
    `${r.pick(['Thirty', 'Twenty-One', 'Ten', 'Sixty'])}-Day ${r.pick(['Reset', 'Fitness Plan', 'Sleep Cure', 'Gut Plan', 'Stress Detox'])}`,
  (r) =>
    `${r.pick(['Strong', 'Well', 'Calm', 'Fit', 'Whole'])} ${r.pick(['at Any Age', 'for Life', 'from Within', 'Every Day'])}`,
  (r) =>
    `The ${r.pick(['Sleep', 'Gut', 'Heart', 'Stress', 'Energy'])} ${r.pick(['Fix', 'Plan', 'Reset', 'Book', 'Cure'])}`,
  (r) =>
    `${r.pick(['Eat', 'Move', 'Breathe', 'Rest'])} ${r.pick(['Well', 'Better', 'Like You Mean It', 'Without Guilt'])}`,
  (r) =>
    `${r.pick(['Raising', 'Feeding', 'Understanding'])} ${r.pick(['Happy Children', 'Teenagers', 'Toddlers', 'a Family'])}`,
];

const SCIENCE_TITLES: readonly TitleTemplate[] = [
  (r) =>
    `${r.pick(['The Curious Case', 'A Field Guide', 'The Secret Life', 'The Story', 'The Future'])} of ${r.pick(['Bacteria', 'Black Holes', 'Batteries', 'Bees', 'Baobabs', 'Bridges', 'Code', 'Clouds', 'Rivers', 'Robots', 'Volcanoes', 'Viruses'])}`,
  (r) =>
    `${r.pick(['Python', 'JavaScript', 'Data', 'Statistics', 'Electronics', 'Machine Learning', 'Astronomy', 'Genetics'])} ${r.pick(['for Beginners', 'Made Simple', 'in Practice', 'from Scratch', 'for Curious Minds'])}`,
  (r) =>
    `The ${r.pick(['Hidden', 'Secret', 'Curious', 'Invisible', 'Beautiful'])} ${r.pick(['Life', 'Physics', 'Mathematics', 'Chemistry', 'Logic'])} of ${r.pick(['Everyday Things', 'Cities', 'Oceans', 'Machines', 'Forests'])}`,
  (r) =>
    `${r.pick(['Thinking', 'Learning', 'Building', 'Coding'])} ${r.pick(['Machines', 'in Systems', 'for the Web', 'with Data'])}`,
  (r) =>
    `${r.pick(['Stars', 'Atoms', 'Genes', 'Algorithms', 'Rivers'])} and ${r.pick(['Us', 'Everything Else', 'the Future', 'Stories'])}`,
  (r) =>
    `A ${r.pick(['Short', 'Brief', 'Curious', 'Practical'])} History of ${r.pick(['Time', 'Electricity', 'the Internet', 'Maps', 'Vaccines', 'Numbers'])}`,
];

const POETRY_TITLES: readonly TitleTemplate[] = [
  (r) => `${r.pick(ADJECTIVES)} ${r.pick(['Psalms', 'Hymns', 'Elegies', 'Verses', 'Songs', 'Litanies'])}`,
  (r) => `${r.pick(['Letters', 'Poems', 'Songs', 'Prayers'])} to ${r.pick(PLACES)}`,
  (r) =>
    `${r.pick(['Songs', 'Psalms', 'Elegies', 'Hymns', 'Ballads'])} for ${r.pick(['the Road', 'My Mother', 'Lagos', 'the Rain', 'the Living'])}`,
  (r) =>
    `${r.pick(['Salt', 'Ash', 'Indigo', 'Harmattan', 'Palm Wine'])} ${r.pick(['Poems', 'Verses', 'Hours'])}`,
  (r) =>
    `The ${r.pick(['Weight', 'Colour', 'Sound', 'Shape'])} of ${r.pick(['Water', 'Leaving', 'Home', 'Light', 'Names'])}`,
  (r) =>
    `${r.pick(['A Play', 'Three Plays', 'A Drama'])} ${r.pick(['in Two Acts', 'for Voices', 'of the Market'])}`,
];

const FOOD_TITLES: readonly TitleTemplate[] = [
  (r) =>
    `${r.pick(['Jollof', 'Egusi', 'Suya', 'Moi Moi', 'Ofada', 'Kelewele', 'Chapati', 'Bobotie', 'Injera', 'Puff-Puff'])} and ${r.pick(['Other Stories', 'Friends', 'Family', 'Everything Nice', 'Other Comforts'])}`,
  (r) => `${r.pick(['A Kitchen', 'A Table', 'A Pot', 'A Feast'])} in ${r.pick(PLACES)}`,
  (r) =>
    `${r.pick(['Jollof', 'Suya', 'Egusi', 'Plantain', 'Pepper Soup', 'Sourdough', 'Spice'])} ${r.pick(['Nights', 'Kitchen', 'and Friends', 'Every Day', 'Stories'])}`,
  (r) =>
    `The ${r.pick(['Everyday', 'Weeknight', 'Sunday', 'Small', 'Modern'])} ${r.pick(['West African', 'Vegetarian', 'Family', 'Student', 'Baking'])} ${r.pick(['Kitchen', 'Cookbook', 'Table'])}`,
  (r) =>
    `${r.pick(['Thirty', 'Fifty', 'One Hundred', 'Twenty'])} ${r.pick(['Soups', 'Stews', 'Breads', 'Salads', 'Street Foods'])} ${r.pick(['to Love', 'from Home', 'for Sharing'])}`,
  (r) => `${r.pick(['Grandma’s', 'Mama’s', 'Aunty’s'])} ${r.pick(['Pot', 'Recipes', 'Table', 'Secrets'])}`,
];

const TITLE_TEMPLATES: Record<GenreFamily, readonly TitleTemplate[]> = {
  literary: LITERARY_TITLES,
  romance: ROMANCE_TITLES,
  crime: CRIME_TITLES,
  speculative: SPECULATIVE_TITLES,
  life: LIFE_TITLES,
  business: BUSINESS_TITLES,
  selfhelp: SELFHELP_TITLES,
  history: HISTORY_TITLES,
  children: CHILDREN_TITLES,
  faith: FAITH_TITLES,
  health: HEALTH_TITLES,
  science: SCIENCE_TITLES,
  poetry: POETRY_TITLES,
  food: FOOD_TITLES,
};

const NONFICTION_SUBTITLES: Partial<Record<GenreFamily, readonly string[]>> = {
  business: [
    'How Ordinary People Build Extraordinary Companies',
    'A Practical Guide for First-Time Founders',
    'Lessons from Twenty Years of Trading',
    'Managing Money When Every Naira Counts',
    'What the Best Teams Do Differently',
  ],
  selfhelp: [
    'Small Habits for a Calmer, Braver Life',
    'A Field Guide to Getting Unstuck',
    'How to Stop Waiting and Start Living',
    'Practical Steps Toward the Life You Want',
  ],
  history: ['A People’s History', 'Power, Trade and Memory', 'The Untold Story', 'How a Nation Was Made'],
  health: [
    'Simple Science for Everyday Wellbeing',
    'A Doctor’s Guide for Busy People',
    'Recipes, Routines and Real Results',
  ],
  science: [
    'An Illustrated Introduction',
    'Big Ideas for Curious Minds',
    'What Scientists Know and How They Know It',
    'A Beginner’s Journey',
  ],
  food: [
    'Recipes from a Family Kitchen',
    'Bold Flavours for Every Day',
    'Cooking to Share',
    'Over 80 Recipes',
  ],
  faith: ['Reflections for Every Season', 'A Year of Daily Readings', 'Finding Stillness in a Loud World'],
  life: ['A Memoir', 'A Life in Pieces', 'My Years on the Road', 'Growing Up Between Two Worlds'],
};

const FICTION_SUBTITLES = ['A Novel', 'A Novel', 'A Thriller', 'Stories', 'Book One', 'A Love Story'];

export function bookTitle(rng: Prng, family: GenreFamily): string {
  return rng.pick(TITLE_TEMPLATES[family])(rng);
}

export function bookSubtitle(rng: Prng, family: GenreFamily): string | null {
  const list = NONFICTION_SUBTITLES[family];
  if (list) return rng.chance(0.75) ? rng.pick(list) : null;
  if (family === 'children' || family === 'poetry') return null;
  if (!rng.chance(0.3)) return null;
  if (family === 'crime')
    return rng.pick(['A Thriller', 'A Mystery', `An Inspector ${personName(rng).lastName} Mystery`]);
  if (family === 'speculative')
    return rng.pick(['Book One', 'Book Two', 'A Novel', `The ${rng.pick(NOUNS)} Cycle`]);
  if (family === 'romance') return rng.pick(['A Love Story', 'A Romantic Comedy', 'A Novel']);
  return rng.pick(FICTION_SUBTITLES);
}

// ---- descriptions ---------------------------------------------------------------------------

const INCITING = [
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

const CRIME_INCITING = [
  'a body is found under the Third Mainland Bridge',
  'a shipping magnate vanishes the night before a merger',
  'the only witness to a robbery stops talking',
  'a string of burglaries points to someone inside the force',
  'a famous pastor is found dead in a locked vestry',
  'a ledger of bribes goes missing from a government office',
];

const SPECULATIVE_INCITING = [
  'the sky over the city turns the colour of copper and stays that way',
  'an ancient mask begins to whisper in a language no one has spoken for centuries',
  'the last colony ship answers a signal it was never meant to hear',
  'the river gods withdraw their blessing from the kingdom',
  'a forbidden machine wakes beneath the palace',
  'the sun stops rising over the eastern provinces',
];

const STAKES = [
  'Some debts, {subj} learns, cannot be paid in money.',
  'Every choice now has a price, and someone {subj} loves will pay it.',
  'What follows will test every loyalty {subj} has.',
  'The truth, when it comes, will cost more than anyone expected.',
  'Nothing about {pos} family will ever look the same again.',
  'To survive, {subj} must decide who {subj} can trust, and who {subj} is willing to become.',
  'Time is running out, and the people {subj} loves are in the way.',
];

const FICTION_PITCH = [
  '{title} is a story about love, grief and the stubborn hope that holds families together.',
  'Tender, funny and quietly devastating, {title} marks {author} as a voice to watch.',
  'Sweeping across three decades, {title} is a novel of rare warmth and ambition.',
  '{title} is a luminous portrait of a city and the people who make it home.',
  'Written with a poet’s ear for language, {title} lingers long after the last page.',
];

const CRIME_PITCH = [
  '{title} is a twisting, pulse-racing thriller with a final chapter you will not see coming.',
  'Sharp, atmospheric and impossible to put down, {title} is crime writing at its best.',
  'Fans of smart, character-driven mysteries will devour {title}.',
  '{author} delivers a tense, clever puzzle set in a city that never sleeps.',
];

const ROMANCE_PITCH = [
  '{title} is a swoon-worthy, laugh-out-loud romance about taking a chance on love.',
  'Warm, witty and full of heart, {title} is the perfect weekend read.',
  '{author} serves up chemistry, banter and a happily-ever-after worth waiting for.',
  'Equal parts sweet and steamy, {title} will have you cheering for two people who can’t stand each other.',
];

const SPECULATIVE_PITCH = [
  'Rich with myth and wonder, {title} is the opening of an unforgettable saga.',
  '{title} is an inventive, big-hearted adventure that reimagines what the future could look like.',
  '{author} builds a world as vivid as it is dangerous, in a story about power and who gets to hold it.',
  'Epic in scope and intimate in feeling, {title} is fantasy for readers who want to be swept away.',
];

const NONFICTION_HOOKS: Partial<Record<GenreFamily, readonly string[]>> = {
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

const NONFICTION_BODY: Partial<Record<GenreFamily, readonly string[]>> = {
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
const NONFICTION_TOPICS: Partial<Record<GenreFamily, readonly string[]>> = {
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

const TOPIC_LEADS = [
  'Inside, you will find {topics}.',
  'Along the way, the book covers {topics}.',
  'Topics include {topics}.',
  'Chapters cover {topics}.',
];

function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

const NONFICTION_CLOSERS = [
  '{title} is an essential, generous and surprisingly joyful read.',
  'Accessible and wise, {title} is the book you will want to give to everyone you know.',
  'Clear, vivid and authoritative, {title} is a book to keep and return to.',
];

/** Closers that promise practical help, only for the how-to families. */
const PRACTICAL_CLOSERS = [
  'Whether you are just starting out or starting over, {title} will meet you where you are.',
  'This is the book {author} wishes they had read twenty years ago.',
  'Practical, encouraging and honest, {title} turns good intentions into daily habits.',
];
const PRACTICAL: readonly GenreFamily[] = ['business', 'selfhelp', 'health', 'food'];

const CHILDREN_BLURBS = [
  'When {hero} finds {thing}, an ordinary afternoon turns into the adventure of a lifetime.',
  '{hero} is small, curious and very good at asking questions. Today, the questions lead somewhere unexpected.',
  'Nobody in the village believes {hero} about {thing}, until the night it finally appears.',
  'With the help of a grumpy tortoise and a very clever goat, {hero} sets out to fix a problem the grown-ups cannot.',
];

const CHILDREN_CLOSERS = [
  'A joyful story about friendship, courage and trying again, perfect for reading aloud.',
  'Bright, funny and full of heart, this is a bedtime favourite in the making.',
  'Young readers will love the twists, the jokes and the brave, kind {heroNoun} at its centre.',
  'A tale rooted in West African storytelling, retold for a new generation.',
];

const POETRY_BLURBS = [
  'In this collection, {author} writes of home, migration and the stubborn music of ordinary days.',
  'These poems move between the market and the sea, the kitchen and the airport, grief and celebration.',
  '{author} gathers new and selected work spanning twenty years of writing and performing.',
  'Playful, political and deeply personal, these pieces were written to be read aloud.',
];

const POETRY_PITCH = [
  '{title} confirms {author} as one of the most exciting voices in contemporary poetry.',
  'Musical, tender and fierce, {title} is a collection to read slowly and return to often.',
  'Whether on the page or on the stage, {title} asks to be heard.',
];

/** A first name the title carries ("Amara and the Moon Kite", "Ten Dates with Chidi"), and where. */
function nameInTitle(title: string): { name: string; gender: Gender; first: boolean } | undefined {
  const words = title.split(/[\s’':,]+/);
  for (const [i, word] of words.entries()) {
    const gender = firstNameGender(word);
    if (gender) return { name: word, gender, first: i === 0 };
  }
  return undefined;
}

/** Someone new, or the person the title names, so blurb and title agree. */
function personFromTitle(rng: Prng, named: ReturnType<typeof nameInTitle>): PersonName {
  const person = personName(rng);
  return named ? { ...person, firstName: named.name, middleName: null, gender: named.gender } : person;
}

function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => vars[key] ?? '');
}

export interface DescriptionInput {
  family: GenreFamily;
  title: string;
  author: string;
}

/** A two-paragraph blurb in the family's voice. */
export function bookDescription(rng: Prng, input: DescriptionInput): string {
  const { family, title, author } = input;
  const vars: Record<string, string> = { title, author };

  if (family === 'children') {
    const hero = personFromTitle(rng, nameInTitle(title));
    vars.hero = hero.firstName;
    vars.heroNoun = hero.gender === 'female' ? 'heroine' : 'hero';
    vars.thing = rng.pick([
      'a map under the floorboards',
      'a talking drum',
      'a lost baby elephant',
      'a door in the baobab tree',
      'a kite that flies by itself',
    ]);
    return `${fill(rng.pick(CHILDREN_BLURBS), vars)}\n\n${fill(rng.pick(CHILDREN_CLOSERS), vars)}`;
  }
  if (family === 'poetry') {
    return `${fill(rng.pick(POETRY_BLURBS), vars)}\n\n${fill(rng.pick(POETRY_PITCH), vars)}`;
  }
  const hooks = NONFICTION_HOOKS[family];
  const bodies = NONFICTION_BODY[family];
  if (hooks && bodies) {
    const first = `${rng.pick(hooks)} ${fill(rng.pick(bodies), vars)}`;
    const topics = rng.sample(NONFICTION_TOPICS[family] ?? [], 3);
    const lead = topics.length
      ? ` ${fill(rng.pick(TOPIC_LEADS), { ...vars, topics: listPhrase(topics) })}`
      : '';
    const closers = PRACTICAL.includes(family)
      ? [...NONFICTION_CLOSERS, ...PRACTICAL_CLOSERS]
      : NONFICTION_CLOSERS;
    return `${first}${lead}\n\n${fill(rng.pick(closers), vars)}`;
  }

  // Fiction: a protagonist, an inciting event, stakes, then a pitch line.
  const named = nameInTitle(title);
  // In a romance the name in the title may be the one the hero falls for ("Loving Chidi").
  const hero = personFromTitle(rng, family === 'romance' && named && !named.first ? undefined : named);
  const p = pronouns(hero.gender);
  const occupation = family === 'romance' ? rng.pick(ROMANCE_OCCUPATIONS) : rng.pick(OCCUPATIONS);
  const city = rng.pick(CITIES);
  let opening: string;
  let pitch: string;
  if (family === 'romance') {
    const love = personFromTitle(rng, named && !named.first ? named : undefined);
    opening = rng.pick([
      `${hero.firstName} ${hero.lastName} is ${withArticle(occupation)} in ${city} with a five-year plan and no time for love. Then ${love.firstName} walks back into ${p.pos} life, as charming and infuriating as ever. ${cap(p.subj)} has one rule: keep it strictly professional. It lasts about a week.`,
      `${hero.firstName} needs a date for ${p.pos} sister's wedding, and ${love.firstName}, the ${rng.pick(ROMANCE_OCCUPATIONS)} from across the hall, needs a favour. A fake relationship is the obvious answer. Falling for each other was never part of the deal.`,
      `Ten years after their disastrous breakup, ${hero.firstName} and ${love.firstName} are back in ${city} for the same ${rng.pick(['funeral', 'wedding', 'school reunion', 'festival', 'job interview'])}. Old sparks, new secrets, and one very small hotel.`,
    ]);
    pitch = rng.pick(ROMANCE_PITCH);
    return `${opening}\n\n${fill(pitch, vars)}`;
  }
  const inciting =
    family === 'crime'
      ? rng.pick(CRIME_INCITING)
      : family === 'speculative'
        ? rng.pick(SPECULATIVE_INCITING)
        : rng.pick(INCITING);
  opening =
    family === 'speculative'
      ? `${hero.firstName} has spent ${p.pos} whole life keeping ${p.pos} gift hidden. But when ${inciting}, ${p.subj} is the only one who can act.`
      : family === 'crime'
        ? `${cap(rng.pick(['Detective', 'Inspector', 'Investigative journalist', 'Former detective']))} ${hero.firstName} ${hero.lastName} has seen a lot in ${city}. But when ${inciting}, the case leads somewhere ${p.subj} never wanted to go.`
        : rng.pick([
            `${hero.firstName} ${hero.lastName}, ${withArticle(occupation)} in ${city}, has built a careful, quiet life. Then ${inciting}.`,
            `For twenty years ${hero.firstName} has kept the family together from a small flat in ${city}. Then ${inciting}.`,
            `${hero.firstName} left ${rng.pick(CITIES)} at eighteen and swore never to go back. Now ${p.subj} is ${withArticle(occupation)} in ${city}, and ${inciting}.`,
            `The summer ${hero.firstName} turns ${rng.int(17, 70)}, ${inciting}.`,
          ]);
  pitch =
    family === 'crime'
      ? rng.pick(CRIME_PITCH)
      : family === 'speculative'
        ? rng.pick(SPECULATIVE_PITCH)
        : rng.pick(FICTION_PITCH);
  const stakes = fill(rng.pick(STAKES), { subj: p.subj, pos: p.pos });
  return `${opening} ${cap(stakes)}\n\n${fill(pitch, vars)}`;
}

const FAMILY_KEYWORDS: Record<GenreFamily, readonly string[]> = {
  literary: ['family saga', 'coming of age', 'literary', 'migration', 'identity', 'book club'],
  romance: ['romance', 'love story', 'enemies to lovers', 'slow burn', 'feel-good'],
  crime: ['thriller', 'mystery', 'detective', 'suspense', 'crime'],
  speculative: ['fantasy', 'science fiction', 'magic', 'adventure', 'world-building'],
  life: ['memoir', 'biography', 'true story', 'inspiration'],
  business: ['business', 'entrepreneurship', 'money', 'leadership', 'career'],
  selfhelp: ['self-help', 'habits', 'motivation', 'wellbeing', 'productivity'],
  history: ['history', 'africa', 'politics', 'empire', 'nonfiction'],
  children: ['children', 'picture book', 'read aloud', 'bedtime', 'adventure'],
  faith: ['faith', 'devotional', 'prayer', 'spirituality'],
  health: ['health', 'fitness', 'nutrition', 'mental health'],
  science: ['science', 'technology', 'popular science', 'ideas'],
  poetry: ['poetry', 'spoken word', 'verse', 'drama'],
  food: ['cookbook', 'recipes', 'west african food', 'baking'],
};

export function bookKeywords(rng: Prng, family: GenreFamily, subCategory: string): string[] {
  return [subCategory.toLowerCase(), ...rng.sample(FAMILY_KEYWORDS[family], rng.int(2, 3))];
}

export const PUBLISHERS = [
  'Cassava Republic Press',
  'Farafina Books',
  'Ouida Books',
  'Narrative Landscape Press',
  'Masobe Books',
  'Kachifo Limited',
  'Sub-Saharan Publishers',
  'Jacana Media',
  'East African Educational Publishers',
  'Parrésia Publishers',
  'Harbour Lane Press',
  'Blue Heron Books',
  'Greenleaf & Stone',
  'Northlight Publishing',
  'Lantern House',
  'Brightwater Editions',
  'Redwood Street Press',
  'Amber Hill Books',
  'Independent (self-published)',
] as const;

export const LANGUAGES: readonly (readonly [string, number])[] = [
  ['English', 86],
  ['French', 3],
  ['Yoruba', 3],
  ['Igbo', 2],
  ['Hausa', 2],
  ['Swahili', 2],
  ['Portuguese', 1],
  ['Spanish', 1],
];
