import { PartnerRates, type PartnerProgramme } from '@bookstore/api-client/contract';
import { apiKeys, useApiCache } from '@bookstore/api-client/react';
import { bookTypeLabel, TextField } from '@bookstore/ui';
import { z } from 'zod';
import { showSuccess } from '../../feedback/toast';
import { ApiFormFrame, numberInput, useApiForm, WholeNumberField } from '../../forms';
import { api } from './api';

const TYPES = ['ebook', 'audiobook', 'printbook'] as const;

// The contract's rates, with the reason the audit log keeps (optional, 3-500 characters when given).
const RatesForm = PartnerRates.extend({
  reason: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .min(3, 'The reason must be at least 3 characters.')
      .max(500, 'The reason may not be greater than 500 characters.')
      .optional(),
  ),
});

/**
 * The commission rates per book type (issue 43), whole percentages of the store's share: checked by the
 * contract before the call and by the API after it, what was typed kept on a refusal; the change is audited.
 */
export function PartnerRatesForm({ programme }: { programme: PartnerProgramme }) {
  const cache = useApiCache();
  const form = useApiForm({
    schema: RatesForm,
    defaultValues: { ...programme.rates, reason: '' },
    submit: (body) => api.partners.adminRates({ body }),
    onSuccess: ({ data }) => {
      form.reset({ ...data, reason: '' });
      void showSuccess('The commission rates are saved. New orders earn at these rates.');
      void cache.refresh(apiKeys.partners.programme(), apiKeys.admin.audit());
    },
  });
  return (
    <ApiFormFrame form={form} label="Commission rates" submitLabel="Save the rates" wide>
      {TYPES.map((type) => (
        <WholeNumberField
          key={type}
          label={`${bookTypeLabel(type)}s (% of the store’s share)`}
          min={0}
          max={100}
          {...form.field(type, numberInput)}
        />
      ))}
      <TextField label="Why (for the audit log)" hint="Optional." {...form.field('reason')} />
    </ApiFormFrame>
  );
}
