import {
  voiceoverOrderStatuses,
  type Order,
  type Payment,
  type VoiceoverOrder,
} from '@bookstore/api-client/contract';
import { Badge, type BadgeProps } from '@bookstore/ui';
import { humanize } from '../shared';

type Tone = NonNullable<BadgeProps['variant']>;

/** A book order's status as a badge's tone (the account's orders and the back office's). */
export const ORDER_STATUS_TONES: Record<Order['status'], Tone> = {
  pending_payment: 'warning',
  paid: 'info',
  processing: 'info',
  shipped: 'info',
  delivered: 'success',
  completed: 'success',
  cancelled: 'neutral',
  failed: 'danger',
};

const PAYMENT_TONES: Record<Payment['status'], Tone> = {
  pending: 'warning',
  successful: 'success',
  failed: 'danger',
  refunded: 'neutral',
};

export function OrderStatusBadge({ status }: { status: Order['status'] }) {
  return <Badge variant={ORDER_STATUS_TONES[status]}>{humanize(status)}</Badge>;
}

export function PaymentStatusBadge({ status }: { status: Payment['status'] }) {
  return <Badge variant={PAYMENT_TONES[status]}>{humanize(status)}</Badge>;
}

const VOICEOVER_TONES: Record<VoiceoverOrder['status'], Tone> = {
  pending_payment: 'warning',
  paid: 'info',
  in_progress: 'info',
  delivered: 'success',
  completed: 'success',
  cancelled: 'neutral',
};

export const isVoiceoverOrderStatus = (value: string | undefined): value is VoiceoverOrder['status'] =>
  (voiceoverOrderStatuses as readonly string[]).includes(value ?? '');

export function VoiceoverStatusBadge({ status }: { status: VoiceoverOrder['status'] }) {
  return <Badge variant={VOICEOVER_TONES[status]}>{humanize(status)}</Badge>;
}
