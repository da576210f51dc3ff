import type { Insertable } from 'kysely';
import type { OrderStatus, PaymentsTable } from '../db/schema.ts';
import type { AddressPlan, CommercePlans, OrderPlan, RevenueRow } from './commerce-plans.ts';
import { PAID, PLATFORM_FEE_RATE, REVENUE_HOLD_DAYS } from './commerce-plans.ts';
import { ACCOUNT_NUMBER_LENGTH } from './content/banks.ts';
import { fullName } from './content/people.ts';
import type { BookPlan, PersonPlan, SeedContext } from './context.ts';
import { DAY_MS, daysBefore } from './context.ts';
import { idOf, insertReturningIds, insertRows } from './insert.ts';
import type { Prng } from './prng.ts';

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

/**
 * Writes the planned addresses, orders, their items and activities, the library, bank accounts and
 * withdrawals; answers the orders' payments and the revenues, which are written after the voiceover orders'.
 */
export async function insertSales(
  ctx: SeedContext,
  rng: Prng,
  plans: CommercePlans,
  bookIds: ReadonlyMap<string, number>,
): Promise<{ payments: Insertable<PaymentsTable>[]; revenues: RevenueRow[] }> {
  const userId = (p: PersonPlan) => idOf(ctx.userIds, p.uid);
  const bookId = (b: BookPlan) => idOf(bookIds, b.uid);
  const hour = 3_600_000;

  // Delivery addresses, keyed by user and first line.
  const addressIds = await insertReturningIds(
    ctx.db,
    'delivery_addresses',
    plans.addresses.map((a) => ({
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
    plans.orders.map((o) => {
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
    plans.orders.flatMap((o) =>
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
    plans.orders.flatMap((o) =>
      orderTimes(o).map((step) => ({
        order_id: orderId(o),
        status: step.status,
        description: ACTIVITY_TEXT[step.status],
        created_at: step.at,
      })),
    ),
  );

  const payments: Insertable<PaymentsTable>[] = plans.orders.flatMap((o) => {
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
  for (const o of plans.orders) {
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
  const revenues: RevenueRow[] = [];
  for (const o of plans.orders) {
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
  const bankRows = plans.bankAccounts.map((b) => {
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
  const bankIds = await insertReturningIds(ctx.db, 'bank_accounts', bankRows, ['user_id', 'account_number']);
  const withdrawalRows = plans.withdrawals.flatMap((w) => {
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
  return { payments, revenues };
}
