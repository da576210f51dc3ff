import { AttachContributorBody, contributorRoles, type Contributor } from '@bookstore/api-client/contract';
import { Button, Select, TextField } from '@bookstore/ui';
import { useRef, useState } from 'react';
import { api, hooks } from '../../../api';
import { showError, showSuccess } from '../../../feedback/toast';
import { FormAlert, formClasses, useAction, useApiForm } from '../../../forms';
import { ROLE_LABELS } from '../labels';
import classes from '../mybooks.module.css';
import { useDebouncedValue } from '../useDebouncedValue';
import type { StepProps } from './types';

type Role = Contributor['role'];

/** How many known people show before the author searches. */
const SHOWN = 5;

/** A new contributor by name (the second shape of the contract's AttachContributorBody). */
const NewContributorBody = AttachContributorBody.options[1];

/** People with every role they hold: one row per person, as detaching removes them from all roles. */
function byPerson(contributors: readonly Contributor[]) {
  const people = new Map<number, { id: number; name: string; roles: Role[] }>();
  for (const { id, name, role } of contributors) {
    const person = people.get(id) ?? { id, name, roles: [] };
    if (!person.roles.includes(role)) person.roles.push(role);
    people.set(id, person);
  }
  return [...people.values()];
}

const roleList = (roles: readonly Role[]) => roles.map((role) => ROLE_LABELS[role]).join(', ');

/** Step contributors: who is on the book, taking someone off, adding a known or a new person. */
export function ContributorsStep({ book, onSaved }: StepProps) {
  const attached = byPerson(book.contributors);
  const known = hooks.selling.useListContributors({});
  const [keyword, setKeyword] = useState('');
  const search = useDebouncedValue(keyword.trim().toLowerCase());
  const [attachError, setAttachError] = useState<string | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);

  const form = useApiForm({
    schema: NewContributorBody,
    defaultValues: { name: '', role: 'author' },
    submit: (body) => api.selling.attachContributor({ params: { uid: book.uid }, body }),
    onSuccess: ({ data, message }) => {
      void showSuccess(message);
      form.reset({ name: '', role: form.getValues('role') });
      void known.mutate();
      onSaved(data, { stay: true });
    },
  });
  const role = form.watch('role');

  type Person = { id: number; name: string };
  const attach = useAction(
    (person: Person) =>
      api.selling.attachContributor({
        params: { uid: book.uid },
        body: { contributor_id: person.id, role },
      }),
    {
      onSuccess: ({ data }) => onSaved(data, { stay: true }),
      onError: (error) => {
        const fieldMessage =
          error && typeof error === 'object' && 'fieldErrors' in error
            ? Object.values((error as { fieldErrors: Record<string, string[]> }).fieldErrors)[0]?.[0]
            : undefined;
        if (fieldMessage) setAttachError(fieldMessage);
        else void showError(error);
      },
    },
  );
  const detach = useAction(
    (person: Person) =>
      api.selling.detachContributor({ params: { uid: book.uid }, body: { contributor_id: person.id } }),
    {
      success: ({ message }, person) => message || `${person.name} was removed.`,
      onSuccess: ({ data }) => {
        onSaved(data, { stay: true });
        // The row and its button are gone: the list's heading takes the focus.
        listHeading.current?.focus();
      },
    },
  );
  // Which person's button runs (the others wait): `attach-3`, `detach-3` or null.
  const busy = attach.input ? `attach-${attach.input.id}` : detach.input ? `detach-${detach.input.id}` : null;

  // Known people not yet on the book in the chosen role, matching the search.
  const candidates = byPerson(known.data?.data ?? []).filter(
    (person) =>
      !book.contributors.some((c) => c.id === person.id && c.role === role) &&
      (!search || person.name.toLowerCase().includes(search)),
  );

  const shown = candidates.slice(0, SHOWN);

  return (
    <div className={classes.Group}>
      <section className={classes.Group} aria-labelledby="contributors-on-book">
        <h3 id="contributors-on-book" ref={listHeading} tabIndex={-1} className={classes.SubHeading}>
          On this book
        </h3>
        {attached.length === 0 ? (
          <p className={classes.Muted}>No contributors yet. A book needs at least one to be published.</p>
        ) : (
          <ul className={classes.Rows}>
            {attached.map((person) => (
              <li key={person.id} className={classes.Row}>
                <span className={classes.RowText}>
                  <strong>{person.name}</strong>
                  <span className={classes.Muted}>{roleList(person.roles)}</span>
                </span>
                <Button
                  type="button"
                  size="small"
                  variant="ghost"
                  loading={busy === `detach-${person.id}`}
                  disabled={busy !== null && busy !== `detach-${person.id}`}
                  aria-label={`Remove ${person.name}`}
                  onClick={() => void detach.run(person)}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={classes.Group} aria-labelledby="contributors-add">
        <h3 id="contributors-add" className={classes.SubHeading}>
          Add a contributor
        </h3>
        <form
          className={classes.Group}
          onSubmit={(event) => void form.onSubmit(event)}
          noValidate
          aria-label="Add a contributor"
        >
          <Select
            label="Role"
            options={contributorRoles.map((value) => ({ value, label: ROLE_LABELS[value] }))}
            {...form.field('role')}
          />
          <fieldset className={classes.Fieldset}>
            <legend>Someone from your other books</legend>
            <TextField
              type="search"
              label="Search your contributors"
              value={keyword}
              autoComplete="off"
              onChange={(event) => setKeyword(event.target.value)}
              onKeyDown={(event) => {
                // Enter searches; it does not add the new-name field's person.
                if (event.key === 'Enter') event.preventDefault();
              }}
            />
            <FormAlert message={attachError} />
            {known.data === undefined ? (
              <p className={classes.Muted}>
                {known.error ? 'Your contributors could not be loaded.' : 'Loading…'}
              </p>
            ) : candidates.length === 0 ? (
              <p className={classes.Muted} role="status">
                {search
                  ? `No one matches “${keyword.trim()}”. Add them by name below.`
                  : 'No one else to add in this role yet. Add a new person by name below.'}
              </p>
            ) : (
              <ul className={classes.Rows} aria-label="Matching contributors">
                {shown.map((person) => (
                  <li key={person.id} className={classes.Row}>
                    <span className={classes.RowText}>
                      <strong>{person.name}</strong>
                      <span className={classes.Muted}>{roleList(person.roles)} on your books</span>
                    </span>
                    <Button
                      type="button"
                      size="small"
                      variant="secondary"
                      loading={busy === `attach-${person.id}`}
                      disabled={busy !== null && busy !== `attach-${person.id}`}
                      aria-label={`Add as ${ROLE_LABELS[role]}: ${person.name}`}
                      onClick={() => {
                        setAttachError(null);
                        void attach.run(person);
                      }}
                    >
                      Add as {ROLE_LABELS[role]}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {candidates.length > shown.length ? (
              <p className={classes.Muted} role="status">
                Showing {shown.length} of {candidates.length}: search by name to find the others.
              </p>
            ) : null}
          </fieldset>
          <fieldset className={classes.Fieldset}>
            <legend>Someone new</legend>
            <FormAlert message={form.formError} />
            <TextField label="Name" maxLength={120} autoComplete="off" {...form.field('name')} />
            <div className={formClasses.Actions}>
              <Button type="submit" variant="secondary" loading={form.submitting}>
                Add {ROLE_LABELS[role].toLowerCase()}
              </Button>
            </div>
          </fieldset>
        </form>
      </section>

      <div className={formClasses.Actions}>
        <Button type="button" onClick={() => onSaved(book)}>
          Continue
        </Button>
        {attached.length === 0 ? (
          <span className={classes.Muted}>You can add contributors later, before publishing.</span>
        ) : null}
      </div>
    </div>
  );
}
