import type { Prng } from '../prng.ts';
import type { GenreFamily } from './categories.ts';
import { personName } from './people.ts';
import { ABSTRACTS, ADJECTIVES, NOUNS, PLACES } from './words.ts';

/** Book titles and subtitles: templates per genre family, filled from the shared word lists. */

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
