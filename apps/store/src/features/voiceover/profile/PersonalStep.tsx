import { genders, UpdatePersonalBody } from '@bookstore/api-client/contract';
import { Select, Textarea, TextField } from '@bookstore/ui';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { api } from '../../../api';
import { ApiFormFrame, CountryField, formClasses, useSaveForm } from '../../../forms';
import { account } from '../../../state/account';
import { humanize } from '../../shared';
import type { ProfileStepProps } from './sections';

/** The contract's body, with words for a gender left unchosen. */
const PersonalForm = UpdatePersonalBody.extend({ gender: z.enum(genders, 'Choose one of the options.') });

const GENDER_OPTIONS = genders.map((gender) => ({ value: gender, label: humanize(gender) }));

/** Profile section personal: how buyers see the artist, and how the store reaches them. */
export function PersonalStep({
  profile,
  onSaved,
  submitLabel = 'Save',
}: ProfileStepProps & { submitLabel?: string }) {
  const saved = profile.personal;
  const form = useSaveForm({
    schema: PersonalForm,
    defaultValues: {
      display_name: saved?.display_name ?? profile.display_name,
      headline: saved?.headline ?? profile.headline,
      bio: saved?.bio ?? '',
      gender: saved?.gender,
      country_code: saved?.country_code ?? account.peek()?.country_code ?? '',
      city: saved?.city ?? '',
      phone: saved?.phone ?? account.peek()?.phone ?? '',
    },
    submit: (body) => api.voiceover.updatePersonal({ body }),
    onSaved,
  });

  return (
    <ApiFormFrame form={form} label="Personal details" submitLabel={submitLabel} wide>
      <div className={formClasses.Row}>
        <TextField label="Display name" required autoComplete="nickname" {...form.field('display_name')} />
        <TextField
          label="Headline"
          required
          hint="One line buyers read first, e.g. “Warm British narrator for audiobooks”."
          {...form.field('headline')}
        />
      </div>
      <Textarea
        label="Bio"
        required
        rows={6}
        maxLength={3000}
        hint="At least 50 characters: your experience, the work you like to record."
        {...form.field('bio')}
      />
      <div className={formClasses.Row}>
        <Controller
          control={form.control}
          name="gender"
          render={({ field, fieldState }) => (
            <Select
              {...field}
              value={field.value ?? ''}
              label="Gender"
              required
              placeholder="Choose one"
              options={GENDER_OPTIONS}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextField
          label="Phone"
          type="tel"
          required
          autoComplete="tel"
          hint="Only you and the store see it."
          {...form.field('phone')}
        />
      </div>
      <div className={formClasses.Row}>
        <CountryField control={form.control} name="country_code" required />
        <TextField label="City" required autoComplete="address-level2" {...form.field('city')} />
      </div>
    </ApiFormFrame>
  );
}
