import type { Insertable } from 'kysely';
import type {
  OrderStatus,
  PaymentStatus,
  PaymentsTable,
  VoOrderStatus,
  VoiceoverJobStatus,
} from '../db/schema.ts';
import { ACCOUNT_NUMBER_LENGTH } from './content/banks.ts';
import { fullName } from './content/people.ts';
import { chapters } from './content/prose.ts';
import type { BookPlan, PersonPlan, SeedContext, StateRef } from './context.ts';
import { DAY_MS, daysBefore, uid } from './context.ts';
import { idOf, insertReturningIds, insertRows } from './insert.ts';
import type { AudioPool } from './media/audio-pool.ts';
import type { Prng } from './prng.ts';
import type { ArtistPlan, OfferPlan } from './voiceover.ts';
import { recordVoiceoverHistory } from '../domains/payments/voiceover-orders.queries.ts';

/** The store's commission on sales and voiceover jobs; the seller keeps the rest. */
export const PLATFORM_FEE_RATE = 0.2;
/** Sales are held this long (refund window) before they can be withdrawn. */
export const REVENUE_HOLD_DAYS = 7;

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

export interface AddressPlan {
  person: PersonPlan;
  fullName: string;
  phone: string;
  line1: string;
  line2: string | null;
  city: string;
  postalCode: string | null;
  countryCode: string;
  state: StateRef;
  isPrimary: boolean;
}

export interface OrderPlan {
  uid: string;
  buyer: PersonPlan;
  countryCode: string;
  status: OrderStatus;
  createdAt: Date;
  items: { book: BookPlan; quantity: number; unit: number }[];
  deliveryFee: number;
  address: AddressPlan | null;
  payment: { uid: string; status: PaymentStatus; provider: 'test' | 'card' | 'bank_transfer' } | null;
  /** Library progress for digital items, by book uid, for the demo shopper. */
  progress?: Map<string, number>;
}

export interface VoOrderPlan {
  uid: string;
  buyer: PersonPlan;
  artist: ArtistPlan;
  offer: OfferPlan;
  book: BookPlan | null;
  status: VoOrderStatus;
  createdAt: Date;
  notes: string | null;
}

const ACTIVITY_TEXT: Record<OrderStatus, string> = {
  pending_payment: 'Order placed; waiting for payment.',
  paid: 'Payment received. Thank you!',
  processing: 'Your print books are being packed.',
  shipped: 'Handed to the courier for delivery.',
  delivered: 'Delivered to your address.',
  completed: 'Order completed. Digital books are in your library.',
  cancelled: 'Order cancelled: the payment was not completed.',
  failed: 'The payment failed.',
};

/** Statuses an order went through to reach `status`, in order. */
function timeline(status: OrderStatus, hasPrint: boolean): OrderStatus[] {
  if (status === 'pending_payment') return ['pending_payment'];
  if (status === 'cancelled' || status === 'failed') return ['pending_payment', status];
  const path: OrderStatus[] = hasPrint
    ? ['pending_payment', 'paid', 'processing', 'shipped', 'delivered']
    : ['pending_payment', 'paid', 'completed'];
  const end = path.indexOf(status);
  return end >= 0 ? path.slice(0, end + 1) : path;
}

const PAID: ReadonlySet<OrderStatus> = new Set(['paid', 'processing', 'shipped', 'delivered', 'completed']);

export class CommercePlanner {
  readonly addresses: AddressPlan[] = [];
  readonly orders: OrderPlan[] = [];
  readonly voOrders: VoOrderPlan[] = [];
  readonly bankAccounts: { person: PersonPlan; bankCode: string; isDefault: boolean }[] = [];
  readonly withdrawals: { uid: string; person: PersonPlan; fraction: number; daysAgo: number }[] = [];
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

  async insert(
    bookIds: ReadonlyMap<string, number>,
    offerIds: ReadonlyMap<string, number>,
    demoPool: AudioPool,
  ): Promise<void> {
    const ctx = this.#ctx;
    const rng = ctx.rng.fork('commerce-insert');
    const userId = (p: PersonPlan) => idOf(ctx.userIds, p.uid);
    const bookId = (b: BookPlan) => idOf(bookIds, b.uid);
    const hour = 3_600_000;

    // Delivery addresses, keyed by user and first line.
    const addressIds = await insertReturningIds(
      ctx.db,
      'delivery_addresses',
      this.addresses.map((a) => ({
        user_id: userId(a.person),
        full_name: a.fullName,
        phone: a.phone,
        address_line_1: a.line1,
        address_line_2: a.line2,
        city: a.city,
        postal_code: a.postalCode,
        country_code: a.countryCode,
        state_id: a.state.id,
        is_primary: a.isPrimary,
        created_at: a.person.createdAt,
        updated_at: a.person.createdAt,
      })),
      ['user_id', 'address_line_1'],
    );
    const addressId = (a: AddressPlan) => idOf(addressIds, `${userId(a.person)}:${a.line1}`);

    const orderTimes = (o: OrderPlan) => {
      const steps = timeline(
        o.status,
        o.items.some((i) => i.book.type === 'printbook'),
      );
      return steps.map((status, i) => ({
        status,
        at: new Date(o.createdAt.getTime() + (i === 0 ? 0 : (i === 1 ? 0.1 : i * 20) * hour)),
      }));
    };
    const orderIds = await insertReturningIds(
      ctx.db,
      'orders',
      this.orders.map((o) => {
        const country = ctx.countries.get(o.countryCode)?.seed;
        const subtotal = o.items.reduce((sum, i) => sum + i.unit * i.quantity, 0);
        const steps = orderTimes(o);
        const last = steps[steps.length - 1]?.at ?? o.createdAt;
        const paid = steps.find((s) => s.status === 'paid')?.at ?? null;
        return {
          uid: o.uid,
          user_id: userId(o.buyer),
          country_code: o.countryCode,
          currency_code: country?.currency.code ?? 'NGN',
          currency_symbol: country?.currency.symbol ?? '₦',
          status: o.status,
          subtotal_amount: subtotal,
          delivery_fee_amount: o.deliveryFee,
          total_amount: subtotal + o.deliveryFee,
          delivery_address_id: o.address ? addressId(o.address) : null,
          delivery_address: o.address
            ? JSON.stringify({
                id: addressId(o.address),
                is_primary: o.address.isPrimary,
                full_name: o.address.fullName,
                phone: o.address.phone,
                address_line_1: o.address.line1,
                address_line_2: o.address.line2,
                city: o.address.city,
                state: { id: o.address.state.id, name: o.address.state.name },
                country_code: o.address.countryCode,
                postal_code: o.address.postalCode,
              })
            : null,
          paid_at: paid,
          cancelled_at: o.status === 'cancelled' ? last : null,
          created_at: o.createdAt,
          updated_at: last,
        };
      }),
      'uid',
    );
    const orderId = (o: OrderPlan) => idOf(orderIds, o.uid);

    const itemIds = await insertReturningIds(
      ctx.db,
      'order_items',
      this.orders.flatMap((o) =>
        o.items.map((i) => ({
          order_id: orderId(o),
          book_id: bookId(i.book),
          seller_id: userId(i.book.author),
          title: i.book.title,
          type: i.book.type,
          cover_path: i.book.coverPath,
          quantity: i.quantity,
          unit_amount: i.unit,
          total_amount: i.unit * i.quantity,
          created_at: o.createdAt,
        })),
      ),
      ['order_id', 'book_id'],
    );

    await insertRows(
      ctx.db,
      'order_activities',
      this.orders.flatMap((o) =>
        orderTimes(o).map((step) => ({
          order_id: orderId(o),
          status: step.status,
          description: ACTIVITY_TEXT[step.status],
          created_at: step.at,
        })),
      ),
    );

    const payments: Insertable<PaymentsTable>[] = this.orders.flatMap((o) => {
      if (!o.payment) return [];
      const country = ctx.countries.get(o.countryCode)?.seed;
      const total = o.items.reduce((sum, i) => sum + i.unit * i.quantity, 0) + o.deliveryFee;
      const paidAt = orderTimes(o).find((s) => s.status === 'paid')?.at ?? null;
      return [
        {
          uid: o.payment.uid,
          user_id: userId(o.buyer),
          order_id: orderId(o),
          vo_order_id: null,
          reference: `PAY-${o.payment.uid}`,
          provider: o.payment.provider,
          amount: total,
          currency_code: country?.currency.code ?? 'NGN',
          currency_symbol: country?.currency.symbol ?? '₦',
          status: o.payment.status,
          paid_at: paidAt,
          created_at: o.createdAt,
          updated_at: paidAt ?? o.createdAt,
        },
      ];
    });

    // Library: every digital book of a paid order, once per reader.
    const library = new Map<
      string,
      {
        user_id: number;
        book_id: number;
        order_id: number;
        progress: number;
        last_opened_at: Date | null;
        created_at: Date;
      }
    >();
    for (const o of this.orders) {
      if (!PAID.has(o.status)) continue;
      for (const i of o.items) {
        if (i.book.type === 'printbook') continue;
        const key = `${o.buyer.uid}:${i.book.uid}`;
        if (library.has(key)) continue;
        const progress = o.progress?.get(i.book.uid) ?? (rng.chance(0.5) ? rng.int(0, 100) : 0);
        library.set(key, {
          user_id: userId(o.buyer),
          book_id: bookId(i.book),
          order_id: orderId(o),
          progress,
          last_opened_at: progress > 0 ? new Date(o.createdAt.getTime() + rng.int(1, 48) * hour) : null,
          created_at: o.createdAt,
        });
      }
    }
    await insertRows(ctx.db, 'library_items', [...library.values()]);

    // Revenue ledger: one sale per item of a paid order, net of the platform fee.
    type RevenueRow = {
      user_id: number;
      kind: 'sale' | 'voiceover_job' | 'withdrawal';
      amount: number;
      gross_amount: number;
      fee_amount: number;
      currency_code: string;
      description: string;
      available_at: Date;
      order_item_id: number | null;
      withdrawal_id: number | null;
      vo_order_id: number | null;
      created_at: Date;
    };
    const revenues: RevenueRow[] = [];
    for (const o of this.orders) {
      if (!PAID.has(o.status)) continue;
      const currency = ctx.countries.get(o.countryCode)?.seed.currency.code ?? 'NGN';
      for (const i of o.items) {
        const gross = i.unit * i.quantity;
        const fee = Math.round(gross * PLATFORM_FEE_RATE);
        revenues.push({
          user_id: userId(i.book.author),
          kind: 'sale',
          amount: gross - fee,
          gross_amount: gross,
          fee_amount: fee,
          currency_code: currency,
          description: `Sale of "${i.book.title}" (${i.quantity} × ${i.book.type})`,
          available_at: new Date(o.createdAt.getTime() + REVENUE_HOLD_DAYS * DAY_MS),
          order_item_id: idOf(itemIds, `${orderId(o)}:${bookId(i.book)}`),
          withdrawal_id: null,
          vo_order_id: null,
          created_at: o.createdAt,
        });
      }
    }

    // Bank accounts and paid withdrawals of part of what was available at the time.
    const bankRows = this.bankAccounts.map((b) => {
      const banks = ctx.banks.get(b.person.countryCode) ?? [];
      const bank = banks.find((x) => x.code === b.bankCode) ?? banks[0];
      if (!bank) throw new Error(`Seed: no payout bank in ${b.person.countryCode}`);
      const digits = ACCOUNT_NUMBER_LENGTH[b.person.countryCode] ?? 10;
      let number = '';
      while (number.length < digits) number += String(rng.int(0, 9));
      return {
        user_id: userId(b.person),
        payout_bank_id: bank.id,
        account_number: number,
        account_name: fullName(b.person.name).toUpperCase(),
        is_default: b.isDefault,
        created_at: new Date(b.person.createdAt.getTime() + 2 * DAY_MS),
      };
    });
    const bankIds = await insertReturningIds(ctx.db, 'bank_accounts', bankRows, [
      'user_id',
      'account_number',
    ]);
    const withdrawalRows = this.withdrawals.flatMap((w) => {
      const user = userId(w.person);
      const when = daysBefore(ctx.now, w.daysAgo);
      const currency = ctx.countries.get(w.person.countryCode)?.seed.currency.code ?? 'NGN';
      const available = revenues
        .filter((r) => r.user_id === user && r.currency_code === currency && r.available_at <= when)
        .reduce((sum, r) => sum + r.amount, 0);
      const amount = Math.floor((available * w.fraction) / 100_00) * 100_00;
      const bank =
        bankRows.find((b) => b.user_id === user && b.is_default) ?? bankRows.find((b) => b.user_id === user);
      if (amount <= 0 || !bank) return [];
      return [
        {
          uid: w.uid,
          user_id: user,
          bank_account_id: idOf(bankIds, `${user}:${bank.account_number}`),
          amount,
          fee_amount: 0,
          currency_code: currency,
          status: 'paid' as const,
          reference: `WD-${w.uid}`,
          processed_at: new Date(when.getTime() + 20 * hour),
          created_at: when,
        },
      ];
    });
    const withdrawalIds = await insertReturningIds(ctx.db, 'withdrawals', withdrawalRows, 'uid');
    for (const w of withdrawalRows)
      revenues.push({
        user_id: w.user_id,
        kind: 'withdrawal',
        amount: -w.amount,
        gross_amount: -w.amount,
        fee_amount: 0,
        currency_code: w.currency_code,
        description: `Withdrawal ${w.reference} to your bank account`,
        available_at: w.created_at,
        order_item_id: null,
        withdrawal_id: idOf(withdrawalIds, w.uid),
        vo_order_id: null,
        created_at: w.created_at,
      });

    // Voiceover orders, their jobs, payments and the artist's earnings.
    const voIds = await insertReturningIds(
      ctx.db,
      'vo_orders',
      this.voOrders.map((v) => {
        const script =
          chapters(rng.fork(v.uid), v.book?.category.seed.family ?? 'literary', 1)[0]
            ?.paragraphs.slice(0, 2)
            .join('\n\n') ?? '';
        return {
          uid: v.uid,
          buyer_id: userId(v.buyer),
          voiceover_artist_id: userId(v.artist.person),
          offer_id: idOf(offerIds, v.offer.uid),
          book_id: v.book ? bookId(v.book) : null,
          title: v.book ? `Narration: ${v.book.title}` : v.offer.title,
          script,
          word_count: script.split(/\s+/).filter(Boolean).length,
          notes: v.notes,
          amount: v.offer.amount,
          currency_code: v.offer.currencyCode,
          currency_symbol: v.offer.currencySymbol,
          status: v.status,
          paid_at:
            v.status === 'pending_payment' || v.status === 'cancelled'
              ? null
              : new Date(v.createdAt.getTime() + 0.1 * hour),
          created_at: v.createdAt,
          updated_at: v.createdAt,
        };
      }),
      'uid',
    );
    const jobStatus: Partial<Record<VoOrderStatus, VoiceoverJobStatus>> = {
      paid: 'pending',
      in_progress: 'in_progress',
      delivered: 'delivered',
      completed: 'completed',
    };
    await insertRows(
      ctx.db,
      'voiceover_jobs',
      this.voOrders.flatMap((v, i) => {
        const status = jobStatus[v.status];
        if (!status) return [];
        const started = status === 'pending' ? null : new Date(v.createdAt.getTime() + 6 * hour);
        const delivered =
          status === 'delivered' || status === 'completed'
            ? new Date(v.createdAt.getTime() + v.offer.deliveryDays * 0.8 * DAY_MS)
            : null;
        return [
          {
            uid: uid(rng),
            vo_order_id: idOf(voIds, v.uid),
            voiceover_artist_id: userId(v.artist.person),
            status,
            started_at: started,
            due_at: new Date(v.createdAt.getTime() + v.offer.deliveryDays * DAY_MS),
            delivered_at: delivered,
            delivery_file_path: delivered ? demoPool.at(i).path : null,
            notes: delivered ? 'Final mastered audio attached. Thank you for the lovely script!' : null,
            created_at: v.createdAt,
            updated_at: delivered ?? started ?? v.createdAt,
          },
        ];
      }),
    );
    // Their activities and deliveries, as the API records them (migration 008).
    await recordVoiceoverHistory(ctx.db);
    for (const v of this.voOrders) {
      if (v.status === 'pending_payment' || v.status === 'cancelled') {
        if (v.status === 'pending_payment')
          payments.push(this.#voPayment(v, idOf(voIds, v.uid), userId(v.buyer), 'pending', null, rng));
        continue;
      }
      const paidAt = new Date(v.createdAt.getTime() + 0.1 * hour);
      payments.push(this.#voPayment(v, idOf(voIds, v.uid), userId(v.buyer), 'successful', paidAt, rng));
      if (v.status === 'completed') {
        const fee = Math.round(v.offer.amount * PLATFORM_FEE_RATE);
        const done = new Date(v.createdAt.getTime() + v.offer.deliveryDays * DAY_MS);
        revenues.push({
          user_id: userId(v.artist.person),
          kind: 'voiceover_job',
          amount: v.offer.amount - fee,
          gross_amount: v.offer.amount,
          fee_amount: fee,
          currency_code: v.offer.currencyCode,
          description: `Voiceover job "${v.offer.title}" completed`,
          available_at: new Date(done.getTime() + REVENUE_HOLD_DAYS * DAY_MS),
          order_item_id: null,
          withdrawal_id: null,
          vo_order_id: idOf(voIds, v.uid),
          created_at: done,
        });
      }
    }
    await insertRows(ctx.db, 'payments', payments);
    await insertRows(ctx.db, 'revenues', revenues);
  }

  #voPayment(
    v: VoOrderPlan,
    voOrderId: number,
    buyerId: number,
    status: PaymentStatus,
    paidAt: Date | null,
    rng: Prng,
  ) {
    const paymentUid = uid(rng);
    return {
      uid: paymentUid,
      user_id: buyerId,
      order_id: null,
      vo_order_id: voOrderId,
      reference: `PAY-${paymentUid}`,
      provider: 'card' as const,
      amount: v.offer.amount,
      currency_code: v.offer.currencyCode,
      currency_symbol: v.offer.currencySymbol,
      status,
      paid_at: paidAt,
      created_at: v.createdAt,
      updated_at: paidAt ?? v.createdAt,
    };
  }
}
