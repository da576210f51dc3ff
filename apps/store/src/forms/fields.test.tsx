import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CodeField } from './CodeField';
import { PersonNameFields } from './PersonNameFields';
import { emptyAsUndefined } from './serverErrors';
import { useApiForm } from './useApiForm';

vi.mock('../feedback/toast', () => ({ showError: vi.fn() }));

const Body = z.object({
  first_name: z.string().min(2, 'Too short'),
  middle_name: z.string().optional(),
  last_name: z.string().min(2, 'Too short'),
  code: z.string().regex(/^\d{6}$/, 'Six digits'),
});

function NameAndCode({ submit }: { submit: (values: z.output<typeof Body>) => Promise<unknown> }) {
  const form = useApiForm({
    schema: Body,
    defaultValues: { first_name: '', last_name: '', code: '' },
    submit,
  });
  return (
    <form onSubmit={(event) => void form.onSubmit(event)} noValidate>
      <PersonNameFields
        first={form.field('first_name')}
        middle={form.field('middle_name', { setValueAs: emptyAsUndefined })}
        last={form.field('last_name')}
      />
      <CodeField control={form.control} name="code" label="Code" />
      <button type="submit">Send</button>
    </form>
  );
}

describe('the shared form fields', () => {
  it('show each field’s error and send names and code under their form names', async () => {
    const submit = vi.fn(async () => undefined);
    render(<NameAndCode submit={submit} />);
    expect(screen.getByRole('textbox', { name: /First name/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Middle name/ })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: /Last name/ })).toBeRequired();

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText('Too short')).toHaveLength(2);
    expect(screen.getByText('Six digits')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Ada');
    await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Obi');
    await userEvent.click(screen.getByRole('textbox', { name: 'Character 1 of 6' }));
    await userEvent.paste('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith({ first_name: 'Ada', last_name: 'Obi', code: '123456' }),
    );
  });
});
