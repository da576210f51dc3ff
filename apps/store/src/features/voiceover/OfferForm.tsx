import { OfferBody, type Offer } from '@bookstore/api-client/contract';
import { Textarea, TextField } from '@bookstore/ui';
import { useEffect, type ReactNode } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import {
  CurrencyField,
  formClasses,
  useApiForm,
  useCurrencies,
  ApiFormFrame,
  PriceField,
  WholeNumberField,
  numberInput,
} from '../../forms';
import { account } from '../../state/account';

/** The artist's offers, where the offer screens lead back to. */
export const OFFERS_PATH = '/dashboard/voiceover/offers';

/** The contract's body, with words for the number boxes left empty. */
const OfferFormSchema = OfferBody.extend({
  price: z.number('Enter the price.').pipe(OfferBody.shape.price),
  word_limit: z.number('Enter the number of words.').pipe(OfferBody.shape.word_limit),
  delivery_days: z.number('Enter the delivery time in days.').pipe(OfferBody.shape.delivery_days),
  revisions: z.number('Enter the revision rounds (0 for none).').pipe(OfferBody.shape.revisions),
});
export type OfferValues = z.output<typeof OfferFormSchema>;

/** An offer's fields as the form starts with them: the offer's own, or empty for a new one. */
function startingValues(offer: Offer | undefined): DefaultValues<z.input<typeof OfferFormSchema>> {
  return offer
    ? offerBody(offer)
    : { title: '', description: '', currency_code: '', revisions: 1, status: 'active' };
}

/** The OfferBody of an existing offer with one field changed (pausing or activating it). */
export function offerBody(offer: Offer, change: Partial<OfferValues> = {}): OfferValues {
  return {
    title: offer.title,
    description: offer.description,
    price: offer.price.amount,
    currency_code: offer.price.currency_code,
    word_limit: offer.word_limit,
    delivery_days: offer.delivery_days,
    revisions: offer.revisions,
    status: offer.status,
    ...change,
  };
}

export interface OfferFormProps<R> {
  /** The offer being edited; a new offer when absent. */
  offer?: Offer;
  submit: (body: OfferValues) => Promise<R>;
  onSuccess: (result: R) => void;
  submitLabel: string;
  /** Beside the submit button (Cancel in the edit dialog). */
  secondaryAction?: ReactNode;
  /** The form's accessible name. */
  label: string;
}

/** An offer's title, description, price and currency, word limit, delivery days and revision rounds. */
export function OfferForm<R>({
  offer,
  submit,
  onSuccess,
  submitLabel,
  secondaryAction,
  label,
}: OfferFormProps<R>) {
  const { countries } = useCurrencies();
  // A new offer is priced in the currency of the artist's country until they pick another.
  const home = countries.find((c) => c.country_code === account.peek()?.country_code);

  const form = useApiForm({
    schema: OfferFormSchema,
    defaultValues: startingValues(offer),
    submit,
    onSuccess,
  });

  const homeCurrency = home?.currency.code;
  const { getValues, setValue } = form;
  useEffect(() => {
    if (!offer && homeCurrency && !getValues('currency_code')) setValue('currency_code', homeCurrency);
  }, [offer, homeCurrency, getValues, setValue]);

  return (
    <ApiFormFrame form={form} label={label} submitLabel={submitLabel} wide secondaryAction={secondaryAction}>
      <TextField
        label="Title"
        required
        hint="What you record, e.g. “Audiobook narration, up to 10,000 words”."
        {...form.field('title')}
      />
      <Textarea
        label="Description"
        required
        rows={5}
        maxLength={3000}
        hint="At least 20 characters: the style, what the buyer sends you, what you deliver."
        {...form.field('description')}
      />
      <div className={formClasses.Row}>
        <PriceField {...form.field('price', numberInput)} />
        <CurrencyField control={form.control} name="currency_code" required placeholder="Choose a currency" />
      </div>
      <div className={formClasses.Row}>
        <WholeNumberField
          label="Word limit"
          min={50}
          max={100000}
          hint="Words recorded for this price."
          {...form.field('word_limit', numberInput)}
        />
        <WholeNumberField
          label="Delivery (days)"
          min={1}
          max={60}
          {...form.field('delivery_days', numberInput)}
        />
        <WholeNumberField
          label="Revision rounds"
          min={0}
          max={10}
          {...form.field('revisions', numberInput)}
        />
      </div>
    </ApiFormFrame>
  );
}
