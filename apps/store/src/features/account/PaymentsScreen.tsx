import { hooks } from '../../api';
import { Loadable, Money, Screen, Section, StatGrid, usePageParam } from '../shared';
import { PagedPaymentTable, TableSkeleton } from './tables';

/** /myaccount/payments: statistics and every payment, page by page. */
export function PaymentsScreen() {
  const page = usePageParam();
  const statistics = hooks.payments.useStatistics({});
  const payments = hooks.payments.useList({ query: { page } });
  return (
    <Screen title="Payments" description="What you paid and when.">
      <Loadable response={statistics} skeleton={<TableSkeleton rows={2} />}>
        {({ data }) => (
          <StatGrid
            stats={[
              { label: 'Payments', value: data.total_payments },
              { label: 'Successful', value: data.successful_payments },
              { label: 'Failed', value: data.failed_payments },
              { label: 'Total paid', value: <Money value={data.total_paid} size="large" /> },
            ]}
          />
        )}
      </Loadable>
      <Section title="All payments">
        <PagedPaymentTable response={payments} caption="Your payments, newest first" />
      </Section>
    </Screen>
  );
}
