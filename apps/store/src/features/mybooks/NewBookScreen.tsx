import { bookTypes } from '@bookstore/api-client/constants';
import { CreateBookBody } from '@bookstore/api-client/contract';
import { Link, RadioGroup, TextField } from '@bookstore/ui';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api';
import { AppLink } from '../../links/AppLink';
import { showSuccess } from '../../feedback/toast';
import { useApiForm, ApiFormFrame } from '../../forms';
import { Screen } from '../shared';
import { useBookCache } from './bookCache';
import { stepHref } from './editSteps';
import { TYPE_HINTS, TYPE_LABELS } from './labels';
import classes from './mybooks.module.css';

/** /dashboard/mybooks/new: a title and a type start a draft, then the editor's first step. */
export function NewBookScreen() {
  const navigate = useNavigate();
  const cache = useBookCache();
  const form = useApiForm({
    schema: CreateBookBody,
    defaultValues: { title: '', type: 'ebook' },
    submit: (body) => api.selling.createBook({ body }),
    onSuccess: async ({ data, message }) => {
      void showSuccess(message);
      void cache.store(data, message);
      void cache.refreshLists();
      await navigate(stepHref(data.uid, 'basic_info'));
    },
  });

  return (
    <Screen
      title="New book"
      description="Start a new book."
      lead="A book starts as a draft. After the title and type you fill in its details, contributors, content and cover, then send it for review."
      actions={
        <Link href="/dashboard/mybooks" linkAs={AppLink} variant="standalone" className={classes.Back}>
          <span aria-hidden="true">←</span>Back to my books
        </Link>
      }
    >
      <ApiFormFrame form={form} label="New book" submitLabel="Create book">
        <TextField
          label="Title"
          required
          maxLength={200}
          autoComplete="off"
          hint="You can change it later."
          {...form.field('title')}
        />
        <Controller
          control={form.control}
          name="type"
          render={({ field, fieldState }) => (
            <RadioGroup
              label="Type"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              required
              options={bookTypes.map((type) => ({
                value: type,
                label: TYPE_LABELS[type],
                hint: TYPE_HINTS[type],
              }))}
            />
          )}
        />
      </ApiFormFrame>
    </Screen>
  );
}
