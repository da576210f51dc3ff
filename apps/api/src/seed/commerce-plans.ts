import type { OrderStatus, PaymentStatus, VoOrderStatus } from '../db/schema.ts';
import type { BookPlan, PersonPlan, StateRef } from './context.ts';
import type { ArtistPlan, OfferPlan } from './voiceover.ts';

/** The store's commission on sales and voiceover jobs; the seller keeps the rest. */
export const PLATFORM_FEE_RATE = 0.2;
/** Sales are held this long (refund window) before they can be withdrawn. */
export const REVENUE_HOLD_DAYS = 7;

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

export interface BankAccountPlan {
  person: PersonPlan;
  bankCode: string;
  isDefault: boolean;
}

export interface WithdrawalPlan {
  uid: string;
  person: PersonPlan;
  /** The share of what was available at the time. */
  fraction: number;
  daysAgo: number;
}

/** What the commerce planner holds when its rows are written. */
export interface CommercePlans {
  readonly addresses: readonly AddressPlan[];
  readonly orders: readonly OrderPlan[];
  readonly voOrders: readonly VoOrderPlan[];
  readonly bankAccounts: readonly BankAccountPlan[];
  readonly withdrawals: readonly WithdrawalPlan[];
}

/** The statuses of an order that has been paid for. */
export const PAID: ReadonlySet<OrderStatus> = new Set([
  'paid',
  'processing',
  'shipped',
  'delivered',
  'completed',
]);

/** A row of the revenue ledger: a sale, a voiceover job or a withdrawal. */
export interface RevenueRow {
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
}
