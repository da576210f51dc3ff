import { UpdateVocalCharacteristicsBody, type VocalCharacteristics } from '@bookstore/api-client/contract';
import { api, hooks } from '../../../api';
import { ApiFormFrame, useSaveForm } from '../../../forms';
import { Loadable } from '../../shared';
import { CheckboxGroupField } from './CheckboxGroup';
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
  const form = useSaveForm({
    schema: UpdateVocalCharacteristicsBody,
    defaultValues: {
      age_ids: profile.vocal.ages.map((option) => option.id),
      accent_ids: profile.vocal.accents.map((option) => option.id),
      language_ids: profile.vocal.languages.map((option) => option.id),
    },
    submit: (body) => api.voiceover.updateVocalCharacteristics({ body }),
    onSaved,
  });

  return (
    <ApiFormFrame form={form} label="Vocal characteristics" submitLabel={submitLabel} wide>
      {GROUPS.map((group) => (
        <CheckboxGroupField
          key={group.name}
          control={form.control}
          name={group.name}
          legend={group.legend}
          hint={`${group.hint} Pick at least one.`}
          options={choices[group.choices].map((option) => ({ value: option.id, label: option.name }))}
        />
      ))}
    </ApiFormFrame>
  );
}
