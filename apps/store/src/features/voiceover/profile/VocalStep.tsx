import { UpdateVocalCharacteristicsBody, type VocalCharacteristics } from '@bookstore/api-client/contract';
import { Button } from '@bookstore/ui';
import { Controller } from 'react-hook-form';
import { api, hooks } from '../../../api';
import { showSuccess } from '../../../feedback/toast';
import { FormAlert, formClasses, useApiForm } from '../../../forms';
import { Loadable } from '../../shared';
import { CheckboxGroup } from './CheckboxGroup';
import type { ProfileStepProps } from './sections';

const GROUPS = [
  { name: 'age_ids', choices: 'ages', legend: 'Vocal ages', hint: 'The ages your voice can play.' },
  { name: 'accent_ids', choices: 'accents', legend: 'Accents', hint: 'The accents you record in.' },
  { name: 'language_ids', choices: 'languages', legend: 'Languages', hint: 'The languages you record in.' },
] as const;

/** Profile section vocal: ages, accents and languages, chosen from the store's lists. */
export function VocalStep(props: ProfileStepProps & { submitLabel?: string }) {
  const choices = hooks.public.useGetVocalCharacteristics({});
  return <Loadable response={choices}>{({ data }) => <VocalForm {...props} choices={data} />}</Loadable>;
}

function VocalForm({
  profile,
  onSaved,
  submitLabel = 'Save',
  choices,
}: ProfileStepProps & { submitLabel?: string; choices: VocalCharacteristics }) {
  const form = useApiForm({
    schema: UpdateVocalCharacteristicsBody,
    defaultValues: {
      age_ids: profile.vocal.ages.map((option) => option.id),
      accent_ids: profile.vocal.accents.map((option) => option.id),
      language_ids: profile.vocal.languages.map((option) => option.id),
    },
    submit: (body) => api.voiceover.updateVocalCharacteristics({ body }),
    onSuccess: ({ data, message }) => {
      void showSuccess(message);
      onSaved(data);
    },
  });

  return (
    <form
      className={`${formClasses.Form} ${formClasses.Wide}`}
      onSubmit={(event) => void form.onSubmit(event)}
      noValidate
      aria-label="Vocal characteristics"
    >
      <FormAlert message={form.formError} />
      {GROUPS.map((group) => (
        <Controller
          key={group.name}
          control={form.control}
          name={group.name}
          render={({ field, fieldState }) => (
            <CheckboxGroup
              legend={group.legend}
              hint={`${group.hint} Pick at least one.`}
              name={field.name}
              options={choices[group.choices].map((option) => ({ value: option.id, label: option.name }))}
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
      ))}
      <div className={formClasses.Actions}>
        <Button type="submit" loading={form.submitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
