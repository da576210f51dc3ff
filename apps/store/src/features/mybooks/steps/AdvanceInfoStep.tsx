import { AdvanceInfoBody } from '@bookstore/api-client/contract';
import { TextField } from '@bookstore/ui';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { api } from '../../../api';
import {
  CurrencyField,
  emptyAsNull,
  formClasses,
  numberOrNull,
  ApiFormFrame,
  useSaveForm,
  PriceField,
  numberInput,
} from '../../../forms';
import { TagInput } from './TagInput';
import type { StepProps } from './types';

const MAX_TAGS = 10;
const MAX_TAG_LENGTH = 30;

/** The contract's body, with words for the two required fields when they are left empty. */
const AdvanceInfoForm = AdvanceInfoBody.extend({
  price: z.number('Enter the price.').pipe(AdvanceInfoBody.shape.price),
  publication_date: z
    .string('Enter the publication date.')
    .min(1, 'Enter the publication date.')
    .pipe(AdvanceInfoBody.shape.publication_date),
});

/** An ISBN as the contract takes it: digits (and a final X) only; dashes and spaces are how people write it. */
const compactIsbn = (value: unknown) =>
  emptyAsNull(typeof value === 'string' ? value.replace(/[\s-]/g, '').toUpperCase() : value);

/** Step advance_info: price and currency, ISBN, publisher, publication date, pages, tags. */
export function AdvanceInfoStep({ book, onSaved }: StepProps) {
  const form = useSaveForm({
    schema: AdvanceInfoForm,
    defaultValues: {
      price: book.price?.amount,
      // A book without a price yet is priced in the author's own currency (that of its revenue).
      currency_code: book.price?.currency_code ?? book.revenue.currency_code,
      isbn: book.isbn,
      publisher: book.publisher,
      publication_date: book.publication_date ?? '',
      pages: book.pages,
      tags: book.tags,
    },
    submit: (body) => api.selling.updateAdvanceInfo({ params: { uid: book.uid }, body }),
    onSaved,
  });

  return (
    <ApiFormFrame form={form} label="Price and details" submitLabel="Save and continue" wide>
      <div className={formClasses.Row}>
        <PriceField
          hint="Readers in other countries see the same price level in their currency."
          {...form.field('price', numberInput)}
        />
        <CurrencyField control={form.control} name="currency_code" required />
      </div>
      <div className={formClasses.Row}>
        <TextField label="Publication date" type="date" required {...form.field('publication_date')} />
        {book.type === 'audiobook' ? null : (
          <TextField
            label="Pages"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            hint="Optional."
            {...form.field('pages', { setValueAs: numberOrNull })}
          />
        )}
      </div>
      <div className={formClasses.Row}>
        <TextField
          label="ISBN"
          autoComplete="off"
          maxLength={17}
          hint="Optional. 10 or 13 digits; dashes are left out."
          {...form.field('isbn', { setValueAs: compactIsbn })}
        />
        <TextField
          label="Publisher"
          maxLength={120}
          hint="Optional. Leave empty if you publish it yourself."
          {...form.field('publisher', { setValueAs: emptyAsNull })}
        />
      </div>
      <Controller
        control={form.control}
        name="tags"
        render={({ field, fieldState }) => (
          <TagInput
            label="Tags"
            value={field.value ?? []}
            onChange={field.onChange}
            inputRef={field.ref}
            max={MAX_TAGS}
            maxLength={MAX_TAG_LENGTH}
            error={fieldState.error?.message ?? firstTagError(fieldState.error)}
          />
        )}
      />
    </ApiFormFrame>
  );
}

/** An error on one tag (`tags.3`) said on the tag field. */
function firstTagError(error: unknown): string | undefined {
  if (!Array.isArray(error)) return undefined;
  const first = (error as ({ message?: string } | undefined)[]).find((item) => item?.message);
  return first?.message;
}
