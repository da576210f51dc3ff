import type { Prng } from '../prng.ts';

/**
 * Name pools by origin. Nigeria comes first and weighs most because `ng` is the store's default
 * country; the rest give the catalogue the spread of a real international list.
 */
interface NamePool {
  origin: string;
  weight: number;
  female: readonly string[];
  male: readonly string[];
  last: readonly string[];
  /** Share of people of this origin that carry a middle name. */
  middleChance: number;
}

const POOLS: readonly NamePool[] = [
  {
    origin: 'yoruba',
    weight: 14,
    female: [
      'Adunni',
      'Folasade',
      'Titilayo',
      'Omolara',
      'Yetunde',
      'Abimbola',
      'Funmilayo',
      'Bolanle',
      'Damilola',
      'Temitope',
      'Oluwaseun',
      'Morenike',
      'Ayomide',
      'Ifeoluwa',
      'Modupe',
    ],
    male: [
      'Adebayo',
      'Olumide',
      'Babatunde',
      'Oluwafemi',
      'Kayode',
      'Tunde',
      'Segun',
      'Ayodele',
      'Adewale',
      'Femi',
      'Olusegun',
      'Gbenga',
      'Kolawole',
      'Oladipo',
      'Rotimi',
    ],
    last: [
      'Adeyemi',
      'Ogunleye',
      'Adebisi',
      'Oyelaran',
      'Balogun',
      'Akinola',
      'Ogundipe',
      'Adeleke',
      'Oladapo',
      'Afolabi',
      'Ajayi',
      'Fashola',
      'Olatunji',
      'Ogunbanjo',
      'Akande',
      'Soyinka',
    ],
    middleChance: 0.45,
  },
  {
    origin: 'igbo',
    weight: 12,
    female: [
      'Chimamanda',
      'Ngozi',
      'Adaeze',
      'Chiamaka',
      'Ifeoma',
      'Nneka',
      'Uchechi',
      'Obiageli',
      'Amarachi',
      'Chinwe',
      'Ebele',
      'Ijeoma',
      'Nkiru',
      'Onyinye',
      'Kosisochukwu',
    ],
    male: [
      'Chinedu',
      'Emeka',
      'Obinna',
      'Chukwuemeka',
      'Ikenna',
      'Nnamdi',
      'Uchenna',
      'Chidi',
      'Kelechi',
      'Ifeanyi',
      'Somtochukwu',
      'Obiora',
      'Chibuike',
      'Ebuka',
      'Tochukwu',
    ],
    last: [
      'Okafor',
      'Nwosu',
      'Eze',
      'Okonkwo',
      'Obi',
      'Nwachukwu',
      'Onyekachi',
      'Okeke',
      'Anyanwu',
      'Ezeani',
      'Chukwu',
      'Nwankwo',
      'Okoro',
      'Achebe',
      'Iwu',
      'Udeh',
    ],
    middleChance: 0.45,
  },
  {
    origin: 'hausa',
    weight: 8,
    female: [
      'Aisha',
      'Fatima',
      'Zainab',
      'Hauwa',
      'Amina',
      'Hadiza',
      'Maryam',
      'Rukayya',
      'Safiya',
      'Zulaihat',
      'Bilkisu',
      'Khadija',
    ],
    male: [
      'Abubakar',
      'Musa',
      'Ibrahim',
      'Sani',
      'Usman',
      'Aminu',
      'Yusuf',
      'Bashir',
      'Nasiru',
      'Suleiman',
      'Umar',
      'Habibu',
    ],
    last: [
      'Bello',
      'Abdullahi',
      'Mohammed',
      'Danjuma',
      'Garba',
      'Lawal',
      'Shehu',
      'Yakubu',
      'Sule',
      'Tanko',
      'Kabir',
      'Mustapha',
    ],
    middleChance: 0.3,
  },
  {
    origin: 'ghana',
    weight: 5,
    female: ['Ama', 'Akosua', 'Efua', 'Abena', 'Adwoa', 'Esi', 'Yaa', 'Afua', 'Akua', 'Nana'],
    male: ['Kwame', 'Kofi', 'Kwabena', 'Yaw', 'Kwaku', 'Kojo', 'Kwesi', 'Fiifi', 'Ekow', 'Nii'],
    last: [
      'Mensah',
      'Owusu',
      'Boateng',
      'Asante',
      'Osei',
      'Appiah',
      'Agyeman',
      'Darko',
      'Quaye',
      'Ansah',
      'Amoah',
      'Tetteh',
    ],
    middleChance: 0.2,
  },
  {
    origin: 'east-africa',
    weight: 5,
    female: [
      'Wanjiru',
      'Achieng',
      'Nyambura',
      'Akinyi',
      'Wairimu',
      'Njeri',
      'Atieno',
      'Makena',
      'Zawadi',
      'Neema',
    ],
    male: [
      'Kamau',
      'Otieno',
      'Mwangi',
      'Kipchoge',
      'Ochieng',
      'Njoroge',
      'Baraka',
      'Juma',
      'Kiprop',
      'Wekesa',
    ],
    last: [
      'Kariuki',
      'Odhiambo',
      'Mutua',
      'Kimani',
      'Wambugu',
      'Onyango',
      'Chege',
      'Ngugi',
      'Rotich',
      'Maina',
      'Omondi',
      'Kiptoo',
    ],
    middleChance: 0.15,
  },
  {
    origin: 'southern-africa',
    weight: 5,
    female: [
      'Thandiwe',
      'Nomvula',
      'Lerato',
      'Naledi',
      'Zanele',
      'Palesa',
      'Busisiwe',
      'Refilwe',
      'Anika',
      'Marike',
    ],
    male: ['Sipho', 'Thabo', 'Mandla', 'Lwazi', 'Tshepo', 'Bongani', 'Kagiso', 'Sizwe', 'Pieter', 'Johan'],
    last: [
      'Dlamini',
      'Nkosi',
      'Khumalo',
      'Mokoena',
      'Ndlovu',
      'Zulu',
      'Mahlangu',
      'Botha',
      'van der Merwe',
      'Molefe',
      'Sithole',
      'Naidoo',
    ],
    middleChance: 0.15,
  },
  {
    origin: 'british',
    weight: 9,
    female: [
      'Eleanor',
      'Harriet',
      'Imogen',
      'Olivia',
      'Charlotte',
      'Rosalind',
      'Beatrice',
      'Philippa',
      'Fiona',
      'Siobhan',
      'Gwen',
      'Catriona',
    ],
    male: [
      'Oliver',
      'Rupert',
      'Alistair',
      'Hamish',
      'Edward',
      'Callum',
      'Rhys',
      'Declan',
      'Toby',
      'Graham',
      'Duncan',
      'Nigel',
    ],
    last: [
      'Ashworth',
      'Pemberton',
      'Fletcher',
      'Whitaker',
      'Hargreaves',
      'MacLeod',
      'Davies',
      'Fitzgerald',
      'Holloway',
      'Thornton',
      'Blackwood',
      'Sinclair',
    ],
    middleChance: 0.25,
  },
  {
    origin: 'american',
    weight: 9,
    female: [
      'Madison',
      'Avery',
      'Jessica',
      'Tamika',
      'Brooke',
      'Renee',
      'Shannon',
      'Kayla',
      'Maya',
      'Jordan',
      'Lauren',
      'Danielle',
    ],
    male: [
      'Tyler',
      'Marcus',
      'Brandon',
      'Jamal',
      'Cody',
      'Dwayne',
      'Garrett',
      'Wesley',
      'Darnell',
      'Travis',
      'Nathan',
      'Elliott',
    ],
    last: [
      'Carter',
      'Brooks',
      'Washington',
      'Reynolds',
      'Coleman',
      'Harper',
      'Jenkins',
      'Whitfield',
      'Monroe',
      'Bennett',
      'Dawson',
      'Sullivan',
    ],
    middleChance: 0.35,
  },
  {
    origin: 'south-asian',
    weight: 5,
    female: ['Priya', 'Ananya', 'Kavya', 'Meera', 'Aditi', 'Nisha', 'Farah', 'Sanjana', 'Ishita', 'Ayesha'],
    male: ['Arjun', 'Rohan', 'Vikram', 'Sanjay', 'Imran', 'Karthik', 'Rahul', 'Aarav', 'Dev', 'Zubair'],
    last: [
      'Sharma',
      'Patel',
      'Iyer',
      'Chatterjee',
      'Reddy',
      'Kapoor',
      'Menon',
      'Qureshi',
      'Desai',
      'Bhatt',
      'Rao',
      'Siddiqui',
    ],
    middleChance: 0.2,
  },
  {
    origin: 'east-asian',
    weight: 4,
    female: ['Mei', 'Yuki', 'Hana', 'Jiwoo', 'Lin', 'Sakura', 'Xiu', 'Minji'],
    male: ['Wei', 'Hiroshi', 'Joon', 'Kenji', 'Jun', 'Haruto', 'Tao', 'Minho'],
    last: ['Chen', 'Tanaka', 'Park', 'Nakamura', 'Wong', 'Kim', 'Li', 'Sato', 'Zhang', 'Choi'],
    middleChance: 0.05,
  },
  {
    origin: 'latin',
    weight: 4,
    female: ['Valentina', 'Lucía', 'Camila', 'Isabela', 'Mariana', 'Gabriela', 'Ximena', 'Renata'],
    male: ['Mateo', 'Santiago', 'Diego', 'Joaquín', 'Rafael', 'Tomás', 'Andrés', 'Emiliano'],
    last: [
      'García',
      'Fernández',
      'Morales',
      'Castillo',
      'Herrera',
      'Vargas',
      'Ortega',
      'Mendoza',
      'Rojas',
      'Silva',
    ],
    middleChance: 0.4,
  },
  {
    origin: 'european',
    weight: 4,
    female: ['Ingrid', 'Sofie', 'Margaux', 'Giulia', 'Katarzyna', 'Elin', 'Annika', 'Chiara'],
    male: ['Lars', 'Matteo', 'Lukas', 'Étienne', 'Piotr', 'Henrik', 'Jonas', 'Stefan'],
    last: [
      'Lindqvist',
      'Moreau',
      'Rossi',
      'Novak',
      'Schneider',
      'Jansen',
      'Kowalski',
      'Dubois',
      'Bianchi',
      'Eriksen',
    ],
    middleChance: 0.15,
  },
];

export type Gender = 'female' | 'male';

export interface PersonName {
  firstName: string;
  middleName: string | null;
  lastName: string;
  gender: Gender;
  origin: string;
}

const POOL_WEIGHTS = POOLS.map((p) => [p, p.weight] as const);

const FIRST_NAME_GENDER = new Map<string, Gender>(
  POOLS.flatMap((p) => [
    ...p.female.map((n) => [n, 'female'] as const),
    ...p.male.map((n) => [n, 'male'] as const),
  ]),
);

/** The gender a first name is drawn with, if it is one of the pools' names. */
export function firstNameGender(name: string): Gender | undefined {
  return FIRST_NAME_GENDER.get(name);
}

/** Given names (female, then male) and family names of one origin's pool; empty for an unknown origin. */
export function namesOfOrigin(origin: string): { given: string[]; family: string[] } {
  const pool = POOLS.find((p) => p.origin === origin);
  return pool ? { given: [...pool.female, ...pool.male], family: [...pool.last] } : { given: [], family: [] };
}

export function personName(rng: Prng, origin?: string): PersonName {
  const pool = (origin ? POOLS.find((p) => p.origin === origin) : undefined) ?? rng.weighted(POOL_WEIGHTS);
  const gender: Gender = rng.chance(0.5) ? 'female' : 'male';
  const firsts = pool[gender];
  const firstName = rng.pick(firsts);
  let middleName: string | null = null;
  if (rng.chance(pool.middleChance)) {
    // Middle names come from the same pool and gender, never repeating the first name.
    const others = firsts.filter((n) => n !== firstName);
    middleName = rng.pick(others);
  }
  return { firstName, middleName, lastName: rng.pick(pool.last), gender, origin: pool.origin };
}

export function fullName(name: Pick<PersonName, 'firstName' | 'middleName' | 'lastName'>): string {
  return [name.firstName, name.middleName, name.lastName].filter(Boolean).join(' ');
}

/** ASCII-only lower-case slug for usernames and email local parts ("Étienne" -> "etienne"). */
export function asciiSlug(text: string, separator = '-'): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, separator)
    .replace(new RegExp(`^\\${separator}+|\\${separator}+$`, 'g'), '');
}

/**
 * Unique usernames: first name plus last name, then a number when taken, the way people actually
 * end up with handles.
 */
export class UsernameRegistry {
  private readonly taken = new Set<string>();

  reserve(username: string): void {
    this.taken.add(username);
  }

  claim(rng: Prng, name: Pick<PersonName, 'firstName' | 'lastName'>): string {
    const first = asciiSlug(name.firstName, '');
    const last = asciiSlug(name.lastName, '');
    const candidates = [
      `${first}${last}`,
      `${first}.${last}`,
      `${first}_${last}`,
      `${first[0] ?? ''}${last}`,
    ];
    for (const candidate of candidates) {
      if (!this.taken.has(candidate)) {
        this.taken.add(candidate);
        return candidate;
      }
    }
    for (;;) {
      const candidate = `${first}${last}${rng.int(2, 999)}`;
      if (!this.taken.has(candidate)) {
        this.taken.add(candidate);
        return candidate;
      }
    }
  }
}

const AUTHOR_BIO_OPENINGS = [
  (n: string, city: string) =>
    `${n} grew up in ${city} and started writing in the margins of school exercise books.`,
  (n: string, city: string) =>
    `${n} lives in ${city}, where most of their stories begin on long evening walks.`,
  (n: string, city: string) =>
    `Born in ${city}, ${n} worked as a teacher for a decade before turning to writing full time.`,
  (n: string, city: string) => `${n} is a former journalist based in ${city}.`,
  (n: string, city: string) =>
    `${n} divides their time between ${city} and the coast, and writes early in the morning.`,
  (n: string, city: string) => `A lawyer by training, ${n} now writes from a small studio in ${city}.`,
];

const AUTHOR_BIO_MIDDLES = [
  'Their work has appeared in literary magazines across three continents.',
  'They have run writing workshops for young people for many years.',
  'Their debut was shortlisted for a regional first-book prize.',
  'They write about family, memory and the cities that shape us.',
  'They are drawn to stories about ordinary people making brave choices.',
  'Their essays on reading and libraries are widely shared.',
  'They came to fiction late, after a career in public health.',
  'Readers know them for sharp dialogue and generous endings.',
];

const AUTHOR_BIO_CLOSINGS = [
  'When not writing, they coach a junior football team.',
  'They are at work on their next book.',
  'They read everything, including cereal boxes.',
  'They keep bees and an unreasonable number of notebooks.',
  'They can usually be found in the nearest bookshop.',
  'They also translate poetry from Yoruba and French.',
  'They host a monthly book club at their local library.',
];

export const CITIES = [
  'Lagos',
  'Ibadan',
  'Enugu',
  'Kano',
  'Abuja',
  'Port Harcourt',
  'Abeokuta',
  'Accra',
  'Kumasi',
  'Nairobi',
  'Mombasa',
  'Johannesburg',
  'Cape Town',
  'Durban',
  'London',
  'Manchester',
  'Edinburgh',
  'Bristol',
  'New York',
  'Atlanta',
  'Chicago',
  'Houston',
  'Toronto',
  'Mumbai',
  'Lisbon',
  'Berlin',
  'Dublin',
  'Seoul',
  'Mexico City',
] as const;

export function authorBio(rng: Prng, displayName: string): string {
  const city = rng.pick(CITIES);
  return [
    rng.pick(AUTHOR_BIO_OPENINGS)(displayName, city),
    rng.pick(AUTHOR_BIO_MIDDLES),
    rng.pick(AUTHOR_BIO_CLOSINGS),
  ].join(' ');
}
