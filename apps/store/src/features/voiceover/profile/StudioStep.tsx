import { audioDeliveryFormats, UpdateStudioBody } from '@bookstore/api-client/contract';
import { Button, Checkbox, TextField } from '@bookstore/ui';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { api } from '../../../api';
import { showSuccess } from '../../../feedback/toast';
import { FormAlert, formClasses, numberOrUndefined, useApiForm } from '../../../forms';
import { CheckboxGroup } from './CheckboxGroup';
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
  const form = useApiForm({
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
      aria-label="Studio"
    >
      <FormAlert message={form.formError} />
      <div className={formClasses.Row}>
        <TextField label="Microphone" required {...form.field('microphone')} />
        <TextField label="Audio interface" required {...form.field('audio_interface')} />
      </div>
      <div className={formClasses.Row}>
        <TextField label="Recording software" required {...form.field('software')} />
        <TextField
          label="Usual turnaround (days)"
          type="number"
          inputMode="numeric"
          min={1}
          max={60}
          step={1}
          required
          {...form.field('turnaround_days', { setValueAs: numberOrUndefined })}
        />
      </div>
      <Checkbox
        label="I record in an acoustically treated booth or room"
        {...form.field('has_treated_booth')}
      />
      <Controller
        control={form.control}
        name="delivery_formats"
        render={({ field, fieldState }) => (
          <CheckboxGroup
            legend="Delivery formats"
            hint="The file formats you can deliver. Pick at least one."
            name={field.name}
            options={FORMAT_OPTIONS}
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className={formClasses.Actions}>
        <Button type="submit" loading={form.submitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
