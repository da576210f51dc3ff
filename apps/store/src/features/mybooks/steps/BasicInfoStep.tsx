import { BasicInfoBody } from '@bookstore/api-client/contract';
import { Select, Textarea, TextField } from '@bookstore/ui';
import { Controller, useWatch } from 'react-hook-form';
import { api, hooks } from '../../../api';
import { emptyAsNull, formClasses, ApiFormFrame, useSaveForm } from '../../../forms';
import type { StepProps } from './types';

const MIN_DESCRIPTION = 50;
const MAX_DESCRIPTION = 5000;

/** Step basic_info: title, subtitle, description, category and sub-category, language. */
export function BasicInfoStep({ book, onSaved }: StepProps) {
  const form = useSaveForm({
    schema: BasicInfoBody,
    defaultValues: {
      title: book.title,
      subtitle: book.subtitle,
      description: book.description,
      category_uid: book.category?.uid ?? '',
      sub_category_uid: book.sub_category?.uid ?? null,
      language: book.language || 'English',
    },
    submit: (body) => api.selling.updateBasicInfo({ params: { uid: book.uid }, body }),
    onSaved,
  });
  const category = useWatch({ control: form.control, name: 'category_uid' });
  const categories = hooks.selling.useListCategories({});
  // The sub-categories of the chosen category; a new category asks for its own.
  const subCategories = hooks.selling.useListSubCategories(category ? { params: { id: category } } : null);

  return (
    <ApiFormFrame form={form} label="Basic info" submitLabel="Save and continue" wide>
      <TextField label="Title" required maxLength={200} autoComplete="off" {...form.field('title')} />
      <TextField
        label="Subtitle"
        maxLength={200}
        autoComplete="off"
        hint="Optional."
        {...form.field('subtitle', { setValueAs: emptyAsNull })}
      />
      <Controller
        control={form.control}
        name="description"
        render={({ field, fieldState }) => {
          const length = (field.value ?? '').trim().length;
          return (
            <Textarea
              {...field}
              value={field.value ?? ''}
              label="Description"
              required
              rows={8}
              maxLength={MAX_DESCRIPTION}
              showCount
              hint={
                length < MIN_DESCRIPTION
                  ? `At least ${MIN_DESCRIPTION} characters: ${MIN_DESCRIPTION - length} more to go.`
                  : 'What readers see on the book’s page.'
              }
              error={fieldState.error?.message}
            />
          );
        }}
      />
      <div className={formClasses.Row}>
        <Controller
          control={form.control}
          name="category_uid"
          render={({ field, fieldState }) => (
            <Select
              {...field}
              value={field.value ?? ''}
              onChange={(event) => {
                field.onChange(event.target.value);
                // The old sub-category belongs to the old category.
                form.setValue('sub_category_uid', null);
              }}
              label="Category"
              required
              placeholder={categories.data ? 'Choose a category' : 'Loading categories'}
              options={(categories.data?.data ?? []).map((c) => ({ value: c.uid, label: c.category_name }))}
              hint={
                categories.error
                  ? 'The categories could not be loaded. Reload the page to try again.'
                  : undefined
              }
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="sub_category_uid"
          render={({ field, fieldState }) => (
            <Select
              {...field}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value || null)}
              label="Sub-category"
              disabled={!category || !subCategories.data}
              options={[
                {
                  value: '',
                  label: !category
                    ? 'Choose a category first'
                    : subCategories.data
                      ? 'None'
                      : 'Loading sub-categories',
                },
                ...(subCategories.data?.data ?? []).map((sub) => ({
                  value: sub.uid,
                  label: sub.sub_category_name,
                })),
              ]}
              hint="Optional."
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
      <TextField
        label="Language"
        required
        maxLength={40}
        hint="The language the book is written in, e.g. English."
        {...form.field('language')}
      />
    </ApiFormFrame>
  );
}
