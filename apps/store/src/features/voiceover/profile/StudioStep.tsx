import { audioDeliveryFormats, UpdateStudioBody } from '@bookstore/api-client/contract';
import { Checkbox, TextField } from '@bookstore/ui';
import { z } from 'zod';
import { api } from '../../../api';
import { ApiFormFrame, formClasses, numberInput, useSaveForm, WholeNumberField } from '../../../forms';
import { CheckboxGroupField } from './CheckboxGroup';
import type { ProfileStepProps } from './sections';

/** The contract's body, with words for the turnaround left empty. */
const StudioForm = UpdateStudioBody.extend({
  turnaround_days: z
    .number('Enter your usual turnaround in days.')
    .pipe(UpdateStudioBody.shape.turnaround_days),
});

const FORMAT_OPTIONS = audioDeliveryFormats.map((format) => ({ value: format, label: format.toUpperCase() }));

/** Profile section studio: the equipment, the booth, the files delivered and the usual turnaround. */
export function StudioStep({
  profile,
  onSaved,
  submitLabel = 'Save',
}: ProfileStepProps & { submitLabel?: string }) {
  const saved = profile.studio;
  const form = useSaveForm({
    schema: StudioForm,
    defaultValues: {
      microphone: saved?.microphone ?? '',
      audio_interface: saved?.audio_interface ?? '',
      software: saved?.software ?? '',
      has_treated_booth: saved?.has_treated_booth ?? false,
      delivery_formats: saved?.delivery_formats ?? [],
      turnaround_days: saved?.turnaround_days,
    },
    submit: (body) => api.voiceover.updateStudio({ body }),
    onSaved,
  });

  return (
    <ApiFormFrame form={form} label="Studio" submitLabel={submitLabel} wide>
      <div className={formClasses.Row}>
        <TextField label="Microphone" required {...form.field('microphone')} />
        <TextField label="Audio interface" required {...form.field('audio_interface')} />
      </div>
      <div className={formClasses.Row}>
        <TextField label="Recording software" required {...form.field('software')} />
        <WholeNumberField
          label="Usual turnaround (days)"
          min={1}
          max={60}
          {...form.field('turnaround_days', numberInput)}
        />
      </div>
      <Checkbox
        label="I record in an acoustically treated booth or room"
        {...form.field('has_treated_booth')}
      />
      <CheckboxGroupField
        control={form.control}
        name="delivery_formats"
        legend="Delivery formats"
        hint="The file formats you can deliver. Pick at least one."
        options={FORMAT_OPTIONS}
      />
    </ApiFormFrame>
  );
}
