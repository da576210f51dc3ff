import {
  PrintBookBody,
  PrintOnDemandCheckBody,
  type PrintOnDemandQuote,
  type SellerBook,
} from '@bookstore/api-client/contract';
import { Button, Select, Switch, TextField } from '@bookstore/ui';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { api } from '../../../api';
import { showSuccess } from '../../../feedback/toast';
import { CountryField, FormAlert, formClasses, useApiForm, ApiFormFrame } from '../../../forms';
import { Facts, Money, useCountry } from '../../shared';
import { StepFooter, StepPart } from './StepPart';
import classes from './content.module.css';
import type { StepProps } from './types';

// The contract's rules, with messages for an empty box (a number field left empty reads as NaN).
const number = (message: string, rule: z.ZodNumber) => z.number({ error: message }).pipe(rule);
const shape = PrintBookBody.shape;
const PrintBookForm = PrintBookBody.extend({
  weight_grams: number('Enter the weight in grams.', shape.weight_grams),
  width_mm: number('Enter the width in millimetres.', shape.width_mm),
  height_mm: number('Enter the height in millimetres.', shape.height_mm),
  depth_mm: number('Enter the thickness in millimetres.', shape.depth_mm),
  stock: number('Enter the number of copies in stock (0 for none).', shape.stock),
});
const CheckForm = PrintOnDemandCheckBody.extend({
  quantity: number('Enter how many copies.', PrintOnDemandCheckBody.shape.quantity.unwrap()),
});

const BINDINGS: { value: (typeof PrintBookBody.shape.binding.options)[number]; label: string }[] = [
  { value: 'paperback', label: 'Paperback' },
  { value: 'hardcover', label: 'Hardcover' },
];

const asNumber = { valueAsNumber: true } as const;

/** The physical details of a print book: binding, size, weight, stock, print on demand. */
function PrintDetailsForm({
  book,
  onSaved,
  onDirtyChange,
}: {
  book: SellerBook;
  onSaved: (book: SellerBook) => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const print = book.print;
  const form = useApiForm({
    schema: PrintBookForm,
    defaultValues: print ?? { binding: 'paperback', stock: 0, print_on_demand: false },
    submit: (body) => api.selling.updatePrintBook({ params: { uid: book.uid }, body }),
    onSuccess: ({ data, message }, values) => {
      void showSuccess(message);
      // The saved values become the form's new starting point, so it is no longer "changed".
      form.reset(values);
      onSaved(data);
    },
  });
  const dirty = form.formState.isDirty;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  return (
    <ApiFormFrame form={form} label="Print edition details" submitLabel="Save print details" wide>
      {/* Registered: the options never change, so the select's DOM value is safe (unlike CountryField). */}
      <Select label="Binding" options={BINDINGS} {...form.field('binding')} />
      <div className={formClasses.Row}>
        <TextField
          label="Width (mm)"
          type="number"
          inputMode="decimal"
          min={50}
          max={500}
          step="any"
          {...form.field('width_mm', asNumber)}
        />
        <TextField
          label="Height (mm)"
          type="number"
          inputMode="decimal"
          min={50}
          max={500}
          step="any"
          {...form.field('height_mm', asNumber)}
        />
        <TextField
          label="Thickness (mm)"
          type="number"
          inputMode="decimal"
          min={1}
          max={200}
          step="any"
          {...form.field('depth_mm', asNumber)}
        />
      </div>
      <div className={formClasses.Row}>
        <TextField
          label="Weight (grams)"
          type="number"
          inputMode="numeric"
          min={1}
          max={10000}
          step={1}
          {...form.field('weight_grams', asNumber)}
        />
        <TextField
          label="Copies in stock"
          type="number"
          inputMode="numeric"
          min={0}
          max={100000}
          step={1}
          hint="Copies you hold and ship yourself."
          {...form.field('stock', asNumber)}
        />
      </div>
      <Switch
        label="Print on demand"
        hint="When stock runs out, copies are printed as orders come in."
        {...form.register('print_on_demand')}
      />
    </ApiFormFrame>
  );
}

/** Whether and at what unit cost the saved print book can be printed on demand, for a quantity and country. */
function PrintOnDemandCheck({ book }: { book: SellerBook }) {
  const country = useCountry();
  const [quote, setQuote] = useState<PrintOnDemandQuote | null>(null);
  const quoteRef = useRef<HTMLDivElement>(null);
  const form = useApiForm({
    schema: CheckForm,
    defaultValues: { quantity: 1, country_code: country },
    submit: (body) => api.selling.printOnDemandCheck({ params: { uid: book.uid }, body }),
    onSuccess: ({ data }) => {
      setQuote(data);
      requestAnimationFrame(() => quoteRef.current?.focus());
    },
  });
  return (
    <div className={classes.Content}>
      <form
        className={formClasses.Form}
        onSubmit={(event) => {
          setQuote(null);
          void form.onSubmit(event);
        }}
        noValidate
        aria-label="Check print on demand"
      >
        <FormAlert message={form.formError} />
        <div className={formClasses.Row}>
          <TextField
            label="Quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={10000}
            step={1}
            {...form.field('quantity', asNumber)}
          />
          <CountryField control={form.control} name="country_code" label="Country" />
        </div>
        <div className={formClasses.Actions}>
          <Button type="submit" variant="secondary" loading={form.submitting}>
            Check print on demand
          </Button>
        </div>
      </form>
      {quote ? (
        <div ref={quoteRef} tabIndex={-1} className={classes.Quote} aria-label="Print on demand quote">
          <p className={classes.Subtitle}>
            {quote.available ? 'Print on demand is available' : 'Print on demand is not available'}
          </p>
          <Facts
            facts={[
              ['Cost per copy', <Money key="cost" value={quote.unit_cost} />],
              ['Smallest order', `${quote.min_quantity} ${quote.min_quantity === 1 ? 'copy' : 'copies'}`],
              ['Ready in', `${quote.lead_time_days} ${quote.lead_time_days === 1 ? 'day' : 'days'}`],
            ]}
          />
        </div>
      ) : null}
    </div>
  );
}

const TYPE_NAMES = { ebook: 'an ebook', audiobook: 'an audiobook' } as const;

/**
 * Edit step `printbook` ("Print edition"): a print book's physical details and a print-on-demand
 * check; for ebooks and audiobooks, why the step does not apply.
 */
export function PrintBookStep({ book, onSaved }: StepProps) {
  const [dirty, setDirty] = useState(false);
  const [blocked, setBlocked] = useState<string | null>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);

  if (book.type !== 'printbook') {
    return (
      <div className={classes.Step}>
        <StepPart title="No print edition">
          <p className={classes.Note}>
            This book is {TYPE_NAMES[book.type]}, so it has no print edition: there is nothing to fill in
            here, and this step counts as complete. Readers get the{' '}
            {book.type === 'ebook' ? 'EPUB' : 'audio tracks'} you upload in the Content and cover step.
          </p>
          <div>
            <Button onClick={() => onSaved(book)}>Continue</Button>
          </div>
        </StepPart>
      </div>
    );
  }

  const next = () => {
    const reason = !book.print
      ? 'Save the print details before you continue.'
      : dirty
        ? 'Save your changes to the print details before you continue.'
        : null;
    setBlocked(reason);
    if (reason) requestAnimationFrame(() => alertRef.current?.focus());
    else onSaved(book);
  };

  return (
    <div className={classes.Step}>
      <StepPart title="Print details">
        <PrintDetailsForm
          book={book}
          onSaved={(saved) => {
            setBlocked(null);
            onSaved(saved, { stay: true });
          }}
          onDirtyChange={setDirty}
        />
      </StepPart>
      <StepPart title="Check print on demand">
        {book.print ? (
          <PrintOnDemandCheck book={book} />
        ) : (
          <p className={classes.Muted}>Save the print details first: the check uses them.</p>
        )}
      </StepPart>
      <StepFooter onContinue={next}>
        {blocked ? (
          <p ref={alertRef} tabIndex={-1} role="alert" className={classes.Missing}>
            {blocked}
          </p>
        ) : null}
      </StepFooter>
    </div>
  );
}
