import type { OrderStatus } from '../db/schema.ts';
import type {
  AddressPlan,
  BankAccountPlan,
  CommercePlans,
  OrderPlan,
  VoOrderPlan,
  WithdrawalPlan,
} from './commerce-plans.ts';
import { PAID } from './commerce-plans.ts';
import { insertSales } from './commerce-sales.ts';
import { insertVoiceoverOrders } from './commerce-voiceover.ts';
import { fullName } from './content/people.ts';
import type { BookPlan, PersonPlan, SeedContext } from './context.ts';
import { daysBefore, uid } from './context.ts';
import { insertRows } from './insert.ts';
import type { AudioPool } from './media/audio-pool.ts';
import type { Prng } from './prng.ts';

const STREETS = [
  'Admiralty Way',
  'Allen Avenue',
  'Awolowo Road',
  'Adeola Odeku Street',
  'Ahmadu Bello Way',
  'Bode Thomas Street',
  'Herbert Macaulay Way',
  'Ogui Road',
  'Ring Road',
  'Aminu Kano Crescent',
  'Independence Avenue',
  'Oxford Street',
  'Kenyatta Avenue',
  'Long Street',
  'Church Road',
  'High Street',
  'Main Street',
  'Victoria Road',
];

export class CommercePlanner implements CommercePlans {
  readonly addresses: AddressPlan[] = [];
  readonly orders: OrderPlan[] = [];
  readonly voOrders: VoOrderPlan[] = [];
  readonly bankAccounts: BankAccountPlan[] = [];
  readonly withdrawals: WithdrawalPlan[] = [];
  readonly #ctx: SeedContext;
  readonly #primary = new Map<string, AddressPlan>();

  constructor(ctx: SeedContext) {
    this.#ctx = ctx;
  }

  address(
    rng: Prng,
    person: PersonPlan,
    options: { stateCode?: string; city?: string; primary?: boolean } = {},
  ): AddressPlan {
    const country = this.#ctx.countries.get(person.countryCode);
    if (!country) throw new Error(`Seed: unknown country ${person.countryCode}`);
    const state =
      (options.stateCode ? country.states.find((s) => s.code === options.stateCode) : undefined) ??
      rng.pick(country.states);
    const primary = options.primary ?? !this.#primary.has(person.uid);
    const address: AddressPlan = {
      person,
      fullName: fullName(person.name),
      phone: person.phone,
      line1: `${rng.int(1, 240)} ${rng.pick(STREETS)}`,
      line2: rng.chance(0.3) ? `Flat ${rng.int(1, 24)}` : null,
      city: options.city ?? (country.seed.code === person.countryCode ? person.city : state.name),
      postalCode:
        person.countryCode === 'ng'
          ? `${rng.int(100, 999)}${rng.int(100, 999)}`
          : rng.chance(0.8)
            ? String(rng.int(10000, 99999))
            : null,
      countryCode: person.countryCode,
      state,
      isPrimary: primary,
    };
    if (primary) this.#primary.set(person.uid, address);
    this.addresses.push(address);
    return address;
  }

  primaryAddress(person: PersonPlan): AddressPlan | undefined {
    return this.#primary.get(person.uid);
  }

  /** Plans an order and counts its sales on the books, so sales_count and trending match the orders. */
  order(
    rng: Prng,
    buyer: PersonPlan,
    lines: readonly { book: BookPlan; quantity?: number }[],
    options: { status?: OrderStatus; daysAgo: number; progress?: Map<string, number> },
  ): OrderPlan {
    const country = this.#ctx.countries.get(buyer.countryCode);
    if (!country) throw new Error(`Seed: unknown country ${buyer.countryCode}`);
    const items = lines.map((line) => ({
      book: line.book,
      quantity: line.book.type === 'printbook' ? (line.quantity ?? 1) : 1,
      unit: line.book.prices.get(buyer.countryCode) ?? 0,
    }));
    const printQuantity = items
      .filter((i) => i.book.type === 'printbook')
      .reduce((n, i) => n + i.quantity, 0);
    const address = printQuantity > 0 ? (this.primaryAddress(buyer) ?? this.address(rng, buyer)) : null;
    const deliveryFee = address
      ? address.state.deliveryBase + address.state.deliveryPerItem * (printQuantity - 1)
      : 0;
    const status =
      options.status ??
      (rng.chance(0.04)
        ? 'cancelled'
        : printQuantity === 0
          ? 'completed'
          : options.daysAgo > 10
            ? 'delivered'
            : options.daysAgo > 4
              ? 'shipped'
              : options.daysAgo > 1
                ? 'processing'
                : 'paid');
    const order: OrderPlan = {
      uid: uid(rng),
      buyer,
      countryCode: buyer.countryCode,
      status,
      createdAt: daysBefore(this.#ctx.now, options.daysAgo + rng.float(0, 0.9)),
      items,
      deliveryFee,
      address,
      payment: {
        uid: uid(rng),
        status: PAID.has(status) ? 'successful' : status === 'pending_payment' ? 'pending' : 'failed',
        provider: rng.weighted([
          ['card', 6],
          ['bank_transfer', 2],
          ['test', 2],
        ]),
      },
      ...(options.progress ? { progress: options.progress } : {}),
    };
    if (PAID.has(status)) {
      for (const item of items) {
        item.book.salesCount += item.quantity;
        // Sales in the last 90 days count toward trending, newer ones more.
        item.book.trendingScore += item.quantity * Math.max(0, 90 - options.daysAgo);
      }
    }
    this.orders.push(order);
    return order;
  }

  voOrder(rng: Prng, plan: Omit<VoOrderPlan, 'uid' | 'createdAt'> & { daysAgo: number }): VoOrderPlan {
    const order: VoOrderPlan = {
      uid: uid(rng),
      buyer: plan.buyer,
      artist: plan.artist,
      offer: plan.offer,
      book: plan.book,
      status: plan.status,
      createdAt: daysBefore(this.#ctx.now, plan.daysAgo + rng.float(0, 0.9)),
      notes: plan.notes,
    };
    this.voOrders.push(order);
    return order;
  }

  /** Writes everything planned: the sales, then the voiceover orders; their payments and revenues last. */
  async insert(
    bookIds: ReadonlyMap<string, number>,
    offerIds: ReadonlyMap<string, number>,
    demoPool: AudioPool,
  ): Promise<void> {
    const ctx = this.#ctx;
    const rng = ctx.rng.fork('commerce-insert');
    const sales = await insertSales(ctx, rng, this, bookIds);
    const voiceover = await insertVoiceoverOrders(ctx, rng, this.voOrders, bookIds, offerIds, demoPool);
    await insertRows(ctx.db, 'payments', [...sales.payments, ...voiceover.payments]);
    await insertRows(ctx.db, 'revenues', [...sales.revenues, ...voiceover.revenues]);
  }
}
