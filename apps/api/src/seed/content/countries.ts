/**
 * The countries the store sells in, in display order (`ng` first: it is the default country), with
 * their currency and their first-level divisions (states, regions, provinces, counties, nations).
 * Delivery fees are in minor units of the country's currency.
 */
export interface StateSeed {
  code: string;
  name: string;
}

export interface CountrySeed {
  code: string;
  name: string;
  phoneCode: string;
  currency: { code: string; name: string; symbol: string; minorUnits: number };
  /** Flag stripes for the generated flag icon: orientation and colours. */
  flag: {
    layout: 'vertical' | 'horizontal' | 'za' | 'gb' | 'us' | 'ke';
    colours: readonly string[];
    star?: string;
  };
  /** Typical price of a new ebook in minor units, the anchor of every other price in the country. */
  ebookBase: number;
  /** Rounding step of prices in minor units (e.g. ₦50, £0.01 with .99 endings). */
  priceStep: number;
  /** Prices end just below a round number (4.99) instead of on it. */
  charmPricing: boolean;
  /** Delivery fee of the first print book, and each further one, in minor units. */
  delivery: { base: number; perItem: number; remoteFactor: number };
  states: readonly StateSeed[];
  /** States where delivery costs the base fee; the rest cost base * remoteFactor. */
  hubs: readonly string[];
}

const NG_STATES: StateSeed[] = [
  ['AB', 'Abia'],
  ['AD', 'Adamawa'],
  ['AK', 'Akwa Ibom'],
  ['AN', 'Anambra'],
  ['BA', 'Bauchi'],
  ['BY', 'Bayelsa'],
  ['BE', 'Benue'],
  ['BO', 'Borno'],
  ['CR', 'Cross River'],
  ['DE', 'Delta'],
  ['EB', 'Ebonyi'],
  ['ED', 'Edo'],
  ['EK', 'Ekiti'],
  ['EN', 'Enugu'],
  ['FC', 'Federal Capital Territory'],
  ['GO', 'Gombe'],
  ['IM', 'Imo'],
  ['JI', 'Jigawa'],
  ['KD', 'Kaduna'],
  ['KN', 'Kano'],
  ['KT', 'Katsina'],
  ['KE', 'Kebbi'],
  ['KO', 'Kogi'],
  ['KW', 'Kwara'],
  ['LA', 'Lagos'],
  ['NA', 'Nasarawa'],
  ['NI', 'Niger'],
  ['OG', 'Ogun'],
  ['ON', 'Ondo'],
  ['OS', 'Osun'],
  ['OY', 'Oyo'],
  ['PL', 'Plateau'],
  ['RI', 'Rivers'],
  ['SO', 'Sokoto'],
  ['TA', 'Taraba'],
  ['YO', 'Yobe'],
  ['ZA', 'Zamfara'],
].map(([code, name]) => ({ code: code as string, name: name as string }));

const GH_REGIONS: StateSeed[] = [
  ['AH', 'Ahafo'],
  ['AA', 'Greater Accra'],
  ['AS', 'Ashanti'],
  ['BO', 'Bono'],
  ['BE', 'Bono East'],
  ['CP', 'Central'],
  ['EP', 'Eastern'],
  ['NE', 'North East'],
  ['NP', 'Northern'],
  ['OT', 'Oti'],
  ['SV', 'Savannah'],
  ['UE', 'Upper East'],
  ['UW', 'Upper West'],
  ['TV', 'Volta'],
  ['WP', 'Western'],
  ['WN', 'Western North'],
].map(([code, name]) => ({ code: code as string, name: name as string }));

const KE_COUNTIES: StateSeed[] = [
  'Baringo',
  'Bomet',
  'Bungoma',
  'Busia',
  'Elgeyo-Marakwet',
  'Embu',
  'Garissa',
  'Homa Bay',
  'Isiolo',
  'Kajiado',
  'Kakamega',
  'Kericho',
  'Kiambu',
  'Kilifi',
  'Kirinyaga',
  'Kisii',
  'Kisumu',
  'Kitui',
  'Kwale',
  'Laikipia',
  'Lamu',
  'Machakos',
  'Makueni',
  'Mandera',
  'Marsabit',
  'Meru',
  'Migori',
  'Mombasa',
  "Murang'a",
  'Nairobi',
  'Nakuru',
  'Nandi',
  'Narok',
  'Nyamira',
  'Nyandarua',
  'Nyeri',
  'Samburu',
  'Siaya',
  'Taita-Taveta',
  'Tana River',
  'Tharaka-Nithi',
  'Trans Nzoia',
  'Turkana',
  'Uasin Gishu',
  'Vihiga',
  'Wajir',
  'West Pokot',
].map((name, i) => ({ code: String(i + 1).padStart(2, '0'), name }));

const ZA_PROVINCES: StateSeed[] = [
  ['EC', 'Eastern Cape'],
  ['FS', 'Free State'],
  ['GP', 'Gauteng'],
  ['KZN', 'KwaZulu-Natal'],
  ['LP', 'Limpopo'],
  ['MP', 'Mpumalanga'],
  ['NC', 'Northern Cape'],
  ['NW', 'North West'],
  ['WC', 'Western Cape'],
].map(([code, name]) => ({ code: code as string, name: name as string }));

const GB_NATIONS: StateSeed[] = [
  ['ENG', 'England'],
  ['NIR', 'Northern Ireland'],
  ['SCT', 'Scotland'],
  ['WLS', 'Wales'],
].map(([code, name]) => ({ code: code as string, name: name as string }));

const US_STATES: StateSeed[] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
].map(([code, name]) => ({ code: code as string, name: name as string }));

export const COUNTRIES: readonly CountrySeed[] = [
  {
    code: 'ng',
    name: 'Nigeria',
    phoneCode: '+234',
    currency: { code: 'NGN', name: 'Nigerian Naira', symbol: '₦', minorUnits: 100 },
    flag: { layout: 'vertical', colours: ['#008751', '#ffffff', '#008751'] },
    ebookBase: 3_500_00,
    priceStep: 50_00,
    charmPricing: false,
    delivery: { base: 2_500_00, perItem: 500_00, remoteFactor: 1.6 },
    states: NG_STATES,
    hubs: ['LA', 'OG', 'OY', 'FC'],
  },
  {
    code: 'gh',
    name: 'Ghana',
    phoneCode: '+233',
    currency: { code: 'GHS', name: 'Ghanaian Cedi', symbol: '₵', minorUnits: 100 },
    flag: { layout: 'horizontal', colours: ['#ce1126', '#fcd116', '#006b3f'], star: '#000000' },
    ebookBase: 60_00,
    priceStep: 5_00,
    charmPricing: false,
    delivery: { base: 35_00, perItem: 8_00, remoteFactor: 1.5 },
    states: GH_REGIONS,
    hubs: ['AA', 'AS'],
  },
  {
    code: 'ke',
    name: 'Kenya',
    phoneCode: '+254',
    currency: { code: 'KES', name: 'Kenyan Shilling', symbol: 'KSh', minorUnits: 100 },
    flag: { layout: 'ke', colours: ['#000000', '#bb0000', '#006600'] },
    ebookBase: 650_00,
    priceStep: 50_00,
    charmPricing: false,
    delivery: { base: 350_00, perItem: 100_00, remoteFactor: 1.7 },
    states: KE_COUNTIES,
    hubs: ['30', '28', '13'],
  },
  {
    code: 'za',
    name: 'South Africa',
    phoneCode: '+27',
    currency: { code: 'ZAR', name: 'South African Rand', symbol: 'R', minorUnits: 100 },
    flag: { layout: 'za', colours: ['#e03c31', '#001489', '#007749', '#ffb81c', '#000000', '#ffffff'] },
    ebookBase: 120_00,
    priceStep: 1_00,
    charmPricing: true,
    delivery: { base: 85_00, perItem: 20_00, remoteFactor: 1.4 },
    states: ZA_PROVINCES,
    hubs: ['GP', 'WC'],
  },
  {
    code: 'gb',
    name: 'United Kingdom',
    phoneCode: '+44',
    currency: { code: 'GBP', name: 'Pound Sterling', symbol: '£', minorUnits: 100 },
    flag: { layout: 'gb', colours: ['#012169', '#ffffff', '#c8102e'] },
    ebookBase: 5_00,
    priceStep: 1_00,
    charmPricing: true,
    delivery: { base: 3_50, perItem: 1_00, remoteFactor: 1.5 },
    states: GB_NATIONS,
    hubs: ['ENG'],
  },
  {
    code: 'us',
    name: 'United States',
    phoneCode: '+1',
    currency: { code: 'USD', name: 'US Dollar', symbol: '$', minorUnits: 100 },
    flag: { layout: 'us', colours: ['#b22234', '#ffffff', '#3c3b6e'] },
    ebookBase: 7_00,
    priceStep: 1_00,
    charmPricing: true,
    delivery: { base: 4_99, perItem: 1_50, remoteFactor: 1.6 },
    states: US_STATES,
    hubs: ['NY', 'NJ', 'CA', 'TX', 'IL'],
  },
];

export function deliveryFees(country: CountrySeed, state: StateSeed): { base: number; perItem: number } {
  const factor = country.hubs.includes(state.code) ? 1 : country.delivery.remoteFactor;
  const step = country.priceStep;
  return {
    base: Math.round((country.delivery.base * factor) / step) * step || country.delivery.base,
    perItem: country.delivery.perItem,
  };
}
