import type { Prng } from '../prng.ts';
import {
  CHILDREN_BLURBS,
  CHILDREN_CLOSERS,
  CRIME_INCITING,
  CRIME_PITCH,
  FICTION_PITCH,
  INCITING,
  NONFICTION_BODY,
  NONFICTION_CLOSERS,
  NONFICTION_HOOKS,
  NONFICTION_TOPICS,
  POETRY_BLURBS,
  POETRY_PITCH,
  PRACTICAL,
  PRACTICAL_CLOSERS,
  ROMANCE_PITCH,
  SPECULATIVE_INCITING,
  SPECULATIVE_PITCH,
  STAKES,
  TOPIC_LEADS,
} from './blurbs.ts';
import type { GenreFamily } from './categories.ts';
import { CITIES, firstNameGender, personName, type Gender, type PersonName } from './people.ts';
import { OCCUPATIONS, ROMANCE_OCCUPATIONS } from './words.ts';

/** A book's two-paragraph description, composed from the blurbs in its family's voice. */

function pronouns(gender: Gender) {
  return gender === 'female'
    ? { subj: 'she', obj: 'her', pos: 'her', Subj: 'She' }
    : { subj: 'he', obj: 'him', pos: 'his', Subj: 'He' };
}

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

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
