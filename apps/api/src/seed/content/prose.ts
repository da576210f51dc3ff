import type { Prng } from '../prng.ts';
import type { GenreFamily } from './categories.ts';
import { CITIES, personName } from './people.ts';

/**
 * Chapters of readable prose for the generated ebooks, so the reader has real text to paginate,
 * search and highlight. Narrative families get scenes with a cast; the others get explanatory
 * chapters built around a theme.
 */

export interface Chapter {
  title: string;
  paragraphs: string[];
}

const NARRATIVE: readonly GenreFamily[] = [
  'literary',
  'romance',
  'crime',
  'speculative',
  'children',
  'poetry',
  'life',
];

const SCENE_OPENERS = [
  'The morning {name} left {city}, the sky was the colour of weak tea and the roads were already loud.',
  'Nobody in the house was awake when {name} came down the stairs, shoes in hand.',
  'It had rained all night, and the gutters along the street were still talking to each other.',
  'By the time the generator coughed into life, {name} had read the letter three times.',
  'The market was at its busiest hour, all voices and colour and the smell of frying plantain.',
  'There are days that look ordinary from the outside; this was one of them.',
  '{name} had promised, years ago, never to go back to {city}.',
  'The bus was late, as it always was, and {name} used the time to count what was left of the money.',
];

const SCENE_MIDDLES = [
  '{name} thought of {friend}, who would have laughed at all of this and then, quietly, helped.',
  '"You are early," {friend} said, without looking up. "That is never a good sign."',
  'Outside, a hawker called out the price of groundnuts as if it were the news of the day.',
  'The room smelled of dust, old paper and the camphor {friend} put in every drawer.',
  'For a long moment neither of them spoke, and the ceiling fan filled the silence.',
  '{name} wanted to say something clever, but the truth came out instead.',
  'There was a photograph on the wall that had not been there the week before.',
  '"Tell me everything," {friend} said, "and start with the part you are afraid of."',
  'Somewhere down the corridor a radio played highlife, thin and cheerful and very far away.',
  '{name} walked to the window and watched the traffic crawl toward the bridge.',
  'It was only later, much later, that {name} understood what had been decided in that room.',
  'The tea had gone cold; nobody had noticed.',
  'A neighbour’s generator started up, then another, until the whole street hummed.',
  '{friend} laughed, the old laugh, and for a moment it was ten years ago.',
  'On the table lay a pile of unopened envelopes, each addressed in the same careful hand.',
  '"We do not have to decide tonight," {friend} said. They both knew that was not true.',
  'The rain stopped as suddenly as it had started, and the frogs took over.',
  '{name} counted the steps to the gate: twenty-two, the same as always.',
  'Children were playing football in the road, using two flip-flops as goalposts.',
  'Somebody had written a phone number on the back of the calendar, and underlined it twice.',
  '{name} remembered the last time they had all been in this room, and how badly it had ended.',
  'From the kitchen came the smell of pepper soup and the sound of a spoon against a pot.',
  'The message on the phone was only four words long, and it changed everything.',
  'Neither of them mentioned the car parked across the road, though both of them had seen it.',
];

const SCENE_CLOSERS = [
  'That night {name} slept badly, and dreamed of water.',
  'When the door closed behind {friend}, the house felt larger and much emptier.',
  'Tomorrow, {name} decided, would be different. It was, though not in the way anyone expected.',
  'And that, as {friend} liked to say afterwards, was how the whole business began.',
  '{name} folded the letter, put it back in its envelope and did not open it again for a year.',
  'Outside, the first drops of a new storm began to fall.',
];

const EXPOSITION_OPENERS = [
  'Every idea in this chapter begins with a simple observation: {theme} is easier to talk about than to practise.',
  'Let us start with a story. A few years ago I met a woman in {city} who had spent a decade thinking about {theme}.',
  'Most of us learned about {theme} by accident, from parents, friends and our own mistakes.',
  'If you remember one thing from this chapter, let it be this: {theme} rewards patience more than talent.',
];

const EXPOSITION_MIDDLES = [
  'The research here is clearer than you might expect, and it points in a hopeful direction.',
  'Consider what happens when we change one small habit and keep it for thirty days.',
  'It helps to break the problem into parts: what you know, what you assume and what you can test.',
  'A useful question to ask is not "What should I do?" but "What will I do on a bad day?"',
  'Look closely and a pattern appears; the people who succeed are rarely the ones who start fastest.',
  'None of this requires expensive tools. A notebook and an honest hour a week will do.',
  'Critics will say this is too simple, and in one sense they are right: simple is not the same as easy.',
  'We will come back to this idea later, because it shapes almost everything that follows.',
  'Here the numbers matter, so it is worth slowing down and working through an example together.',
  'The lesson is not to copy what others did, but to understand why it worked for them.',
  'A friend of mine keeps a list of every mistake she makes at work, and reads it every Friday.',
  'It is tempting to skip this step. Most people do, and most people regret it.',
  'Notice how often the answer depends on the question we began with.',
  'When we tried this with a group of forty volunteers, the results surprised even the sceptics.',
  'The best advice I ever received on this subject came from my grandmother, who never read a book about it.',
  'Small changes compound; a one per cent improvement each week adds up to more than you think.',
  'There is no single right way, but there are several reliably wrong ones.',
  'Write your answer down before you read on; you will want to compare it later.',
];

const EXPOSITION_CLOSERS = [
  'In the next chapter we will put this into practice, one step at a time.',
  'Try it this week, write down what happens, and be kind to yourself when it does not go to plan.',
  'That is the heart of the matter; the rest is detail, and the detail is where we go next.',
  'Keep this question with you as you read on.',
];

const NARRATIVE_CHAPTER_TITLES = [
  'The Letter',
  'Harmattan',
  'A Door Left Open',
  'The Market',
  'Rain on the Roof',
  'Crossing the Bridge',
  'What the River Knew',
  'An Old Photograph',
  'The Long Way Home',
  'Night Bus',
  'First Light',
  'The Wedding',
];
const EXPOSITION_CHAPTER_TITLES = [
  'Where to Begin',
  'The First Principle',
  'Small Steps',
  'Learning from Mistakes',
  'The Long Game',
  'Tools and Habits',
  'What the Evidence Says',
  'Putting It Together',
  'Common Traps',
  'Going Further',
];

const THEMES: Record<string, readonly string[]> = {
  business: ['cash flow', 'finding customers', 'pricing', 'building a team'],
  selfhelp: ['habit change', 'confidence', 'rest', 'focus'],
  history: ['memory', 'trade', 'independence', 'power'],
  health: ['sleep', 'good food', 'movement', 'stress'],
  science: ['curiosity', 'measurement', 'evidence', 'systems'],
  faith: ['gratitude', 'prayer', 'stillness', 'service'],
  food: ['seasoning', 'shopping well', 'cooking for a crowd', 'patience at the stove'],
};

function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => vars[key] ?? '');
}

export function chapters(rng: Prng, family: GenreFamily, count: number): Chapter[] {
  const narrative = NARRATIVE.includes(family);
  const hero = personName(rng).firstName;
  const friend = personName(rng).firstName;
  const themes = THEMES[family] ?? ['change'];
  const titles = rng.sample(narrative ? NARRATIVE_CHAPTER_TITLES : EXPOSITION_CHAPTER_TITLES, count);
  return titles.map((title) => {
    const vars = { name: hero, friend, city: rng.pick(CITIES), theme: rng.pick(themes) };
    const paragraphs: string[] = [];
    // A shuffled deck, so no sentence repeats within a chapter.
    const deck = rng.shuffle(narrative ? SCENE_MIDDLES : EXPOSITION_MIDDLES);
    const paragraphCount = rng.int(4, 6);
    for (let i = 0; i < paragraphCount; i++) {
      const sentences: string[] = [];
      if (i === 0) sentences.push(rng.pick(narrative ? SCENE_OPENERS : EXPOSITION_OPENERS));
      sentences.push(...deck.splice(0, rng.int(2, 3)));
      if (i === paragraphCount - 1) sentences.push(rng.pick(narrative ? SCENE_CLOSERS : EXPOSITION_CLOSERS));
      paragraphs.push(sentences.map((s) => fill(s, vars)).join(' '));
    }
    return { title, paragraphs };
  });
}
