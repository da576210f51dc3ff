/** One origin's names: given names by gender, family names, and how common it is in the seed. */
export interface NamePool {
  origin: string;
  weight: number;
  female: readonly string[];
  male: readonly string[];
  last: readonly string[];
  /** Share of people of this origin that carry a middle name. */
  middleChance: number;
}
