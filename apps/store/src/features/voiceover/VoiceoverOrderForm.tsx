import { CreateVoiceoverOrderBody, type Offer } from '@bookstore/api-client/contract';
import { Button, FileUpload, formatCount, Textarea } from '@bookstore/ui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api';
import { showSuccess } from '../../feedback/toast';
import { FormAlert, formClasses, useApiForm } from '../../forms';
import { Money, sharedClasses, useCountry } from '../shared';
import classes from './public.module.css';

/** Words as the API counts them: runs of non-space characters. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

const wordsText = (count: number) => `${formatCount(count)} ${count === 1 ? 'word' : 'words'}`;

/** The order form of one offer; the script must fit the offer's word limit before it is sent. */
export function OrderForm({ offer }: { offer: Offer }) {
  const country = useCountry();
  const navigate = useNavigate();
  const limit = offer.word_limit;
  const schema = useMemo(
    () =>
      CreateVoiceoverOrderBody.pick({ script: true, notes: true }).superRefine((values, context) => {
        const words = countWords(values.script);
        if (words > limit) {
          context.addIssue({
            code: 'custom',
            path: ['script'],
            message: `The script has ${wordsText(words)}; this offer covers up to ${wordsText(limit)}.`,
          });
        }
      }),
    [limit],
  );
  const form = useApiForm({
    schema,
    defaultValues: { script: '', notes: '' },
    submit: (values) =>
      api.voiceover.createOrder({
        body: { offer_uid: offer.uid, script: values.script, notes: values.notes || undefined, country },
      }),
    onSuccess: ({ data }) => {
      const pay = data.payment?.status === 'pending' ? data.payment.checkout_url : null;
      if (pay) {
        void showSuccess('Order placed. Complete the payment to send it to the artist.');
        window.location.assign(pay);
      } else {
        navigate(`/myaccount/orders/voiceovers/${data.uid}`);
      }
    },
  });
  const script = form.watch('script') ?? '';
  const words = countWords(script);
  const over = words > limit;
  const [fileError, setFileError] = useState<string | undefined>();

  const loadScript = async (files: File[]) => {
    const [file] = files;
    if (!file) return;
    try {
      const text = await file.text();
      setFileError(undefined);
      form.setValue('script', text, { shouldDirty: true, shouldValidate: true });
      form.setFocus('script');
    } catch {
      setFileError('The file could not be read. Paste the script instead.');
    }
  };

  const scriptField = form.field('script');
  const overMessage = `The script has ${wordsText(words)}; this offer covers up to ${wordsText(limit)}.`;
  return (
    <form className={`${formClasses.Form} ${formClasses.Wide}`} onSubmit={form.onSubmit} noValidate>
      <FormAlert message={form.formError} />
      <FileUpload
        label="Load the script from a text file"
        accept=".txt"
        maxSize={2 * 1024 * 1024}
        hint="A .txt file; its text replaces the script below."
        onFilesChange={(files) => void loadScript(files)}
        error={fileError}
      />
      <Textarea
        label="Script"
        rows={10}
        {...scriptField}
        error={scriptField.error ?? (over ? overMessage : undefined)}
        hint={
          <span data-over={over || undefined} className={classes.WordCount}>
            {wordsText(words)} of {wordsText(limit)}
          </span>
        }
      />
      <Textarea
        label="Notes for the artist (optional)"
        rows={3}
        maxLength={2000}
        showCount
        hint="Pronunciations, tone, pace: anything the artist should know."
        {...form.field('notes')}
      />
      <div className={classes.PriceLine}>
        <span>You pay</span>
        <strong>
          <Money value={offer.price} />
        </strong>
        <span className={sharedClasses.Muted}>
          The artist&rsquo;s price in {offer.price.currency_code}, paid on the next page.
        </span>
      </div>
      <div className={formClasses.Actions}>
        <Button type="submit" loading={form.submitting} disabled={over}>
          Order and pay
        </Button>
        {over ? <span className={sharedClasses.Muted}>Shorten the script to order.</span> : null}
      </div>
    </form>
  );
}
