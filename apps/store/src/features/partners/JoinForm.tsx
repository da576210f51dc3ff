import { JoinPartnerBody, type PARTNER_TERMS_VERSION } from '@bookstore/api-client/contract';
import { Checkbox, TextField } from '@bookstore/ui';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { api } from '../../api';
import { showSuccess } from '../../feedback/toast';
import { ApiFormFrame, useApiForm } from '../../forms';
import { AppLink } from '../../links/AppLink';
import { account, setAccount } from '../../state/account';

// The terms' version is the one the programme call named (the server refuses another with a 422).
const JoinForm_ = JoinPartnerBody.extend({ terms_version: z.string() });

/**
 * Joining the programme: the site's address and the terms. Field errors come from the contract before
 * the call and from the API's 422 after it; what was typed stays. A new partner's account carries the
 * role at once (the menu's Partner Dashboard) and the embed builder opens.
 */
export function JoinForm({ termsVersion }: { termsVersion: string }) {
  const navigate = useNavigate();
  const form = useApiForm({
    schema: JoinForm_,
    defaultValues: { site_url: '', terms_version: termsVersion },
    submit: ({ terms_version, ...body }) =>
      api.partners.join({ body: { ...body, terms_version: terms_version as typeof PARTNER_TERMS_VERSION } }),
    onSuccess: ({ data }) => {
      const current = account.peek();
      if (current) setAccount({ ...current, partner_account: true });
      void showSuccess(`Welcome to the partner programme. Your partner code is ${data.code}.`);
      void navigate('/dashboard/partner/embed');
    },
  });
  return (
    <ApiFormFrame form={form} label="Join the partner programme" submitLabel="Join the programme">
      <TextField
        label="Your site’s address"
        type="url"
        inputMode="url"
        autoComplete="url"
        required
        hint="The page or site where you will show the widgets, e.g. https://example.com"
        {...form.field('site_url')}
      />
      <Checkbox
        required
        label={
          <>
            I accept the partner programme terms above and the{' '}
            <AppLink href="/term-of-use">terms of use</AppLink>
          </>
        }
        {...form.field('accept_terms')}
      />
    </ApiFormFrame>
  );
}
