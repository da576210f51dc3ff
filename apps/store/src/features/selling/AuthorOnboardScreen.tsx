import { CreateSellerAccountBody } from '@bookstore/api-client/contract';
import { TextField, Textarea } from '@bookstore/ui';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { api } from '../../api';
import { showSuccess } from '../../feedback/toast';
import { CountryField, emptyAsUndefined, SellerTermsField, useApiForm, ApiFormFrame } from '../../forms';
import { account, setAccount } from '../../state/account';
import { Screen } from '../shared';

// The optional boxes send nothing when left empty (the contract rejects an empty pen name or website).
const AuthorAccountForm = CreateSellerAccountBody.extend({
  pen_name: z.preprocess(emptyAsUndefined, CreateSellerAccountBody.shape.pen_name),
  website: z.preprocess(emptyAsUndefined, CreateSellerAccountBody.shape.website),
});

/**
 * /selling/author/onboard: the form that opens the author account. The answer is the account, now an
 * author's: the store's account takes it (the menu shows Selling Dashboard, not Become an Author) and
 * the dashboard opens, through its security check.
 */
export function AuthorOnboardScreen() {
  const navigate = useNavigate();
  const form = useApiForm({
    schema: AuthorAccountForm,
    defaultValues: {
      pen_name: '',
      bio: '',
      phone: '',
      country_code: account.peek()?.country_code ?? '',
      website: '',
    },
    submit: (body) => api.selling.createAccount({ body }),
    onSuccess: ({ data, message }) => {
      setAccount(data);
      void showSuccess(message);
      void navigate('/dashboard');
    },
  });

  return (
    <Screen
      title="Author onboarding"
      description="Open your author account."
      lead="Opening an author account gives you the selling dashboard for your books, sales and revenue."
    >
      <ApiFormFrame form={form} label="Open your author account" submitLabel="Open my author account">
        <TextField
          label="Pen name"
          autoComplete="nickname"
          hint="Optional. The name readers see on your books; your own name is used without one."
          {...form.field('pen_name')}
        />
        <Textarea
          label="Bio"
          required
          maxLength={2000}
          showCount
          hint="At least 20 characters about you and what you write."
          {...form.field('bio')}
        />
        <TextField label="Phone number" type="tel" required autoComplete="tel" {...form.field('phone')} />
        <CountryField control={form.control} name="country_code" required />
        <TextField
          label="Website"
          type="url"
          autoComplete="url"
          hint="Optional, e.g. https://example.com"
          {...form.field('website')}
        />
        <SellerTermsField {...form.field('accept_terms')} />
      </ApiFormFrame>
    </Screen>
  );
}
