import { EmptyState } from '@bookstore/ui';
import { useRef } from 'react';
import { useParams } from 'react-router-dom';
import { hooks } from '../../api';
import { AppLink } from '../../links/AppLink';
import { showSuccess } from '../../feedback/toast';
import { Loadable, Screen } from '../shared';
import { VoiceoverStatusBadge } from './StatusBadges';
import { TableSkeleton } from './tables';
import { NEXT_STEP_TITLES, NextStep } from './VoiceoverNextStep';
import { OrderDetail } from './VoiceoverOrderDetail';
import own from './voiceoverOrders.module.css';

/** /myaccount/orders/voiceovers/{uid}: the status and its next step, the order, the deliveries and activity. */
export function VoiceoverOrderScreen() {
  const { uid = '' } = useParams();
  const order = hooks.voiceover.useGetOrder(uid ? { params: { id: uid } } : null);
  const detail = order.data?.data;
  const headingRef = useRef<HTMLHeadingElement>(null);

  const onChanged = async (message: string) => {
    void showSuccess(message);
    await order.mutate();
    headingRef.current?.focus();
  };

  return (
    <Screen
      title={detail ? detail.offer.title : 'Voiceover order'}
      description="One voiceover order."
      lead={
        detail ? (
          <>
            <VoiceoverStatusBadge status={detail.status} /> · Order {detail.uid}
          </>
        ) : undefined
      }
      actions={<AppLink href="/myaccount/orders/voiceovers">All voiceover orders</AppLink>}
    >
      {uid ? (
        <Loadable response={order} skeleton={<TableSkeleton rows={5} />}>
          {({ data }) => (
            <>
              <section className={own.NextStep} aria-labelledby="vo-next-step">
                <h2 id="vo-next-step" ref={headingRef} tabIndex={-1} className={own.NextStepTitle}>
                  {NEXT_STEP_TITLES[data.status]}
                </h2>
                <NextStep order={data} onChanged={onChanged} />
              </section>
              <OrderDetail order={data} />
            </>
          )}
        </Loadable>
      ) : (
        <EmptyState
          title="This order could not be found"
          action={<AppLink href="/myaccount/orders/voiceovers">All voiceover orders</AppLink>}
        />
      )}
    </Screen>
  );
}
