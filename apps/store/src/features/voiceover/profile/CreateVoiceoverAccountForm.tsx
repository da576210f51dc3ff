import { CreateVoiceoverAccountBody, type VoiceoverArtist } from '@bookstore/api-client/contract';
import { TextField } from '@bookstore/ui';
import { api } from '../../../api';
import { showSuccess } from '../../../feedback/toast';
import { CountryField, SellerTermsField, useApiForm, ApiFormFrame } from '../../../forms';
import { account } from '../../../state/account';

/** create_voiceover_account: the artist's name and headline, their country and the seller terms. */
export function CreateVoiceoverAccountForm({ onCreated }: { onCreated: (profile: VoiceoverArtist) => void }) {
  const form = useApiForm({
    schema: CreateVoiceoverAccountBody,
    defaultValues: {
      display_name: '',
      headline: '',
      country_code: account.peek()?.country_code ?? '',
    },
    submit: (body) => api.selling.createVoiceoverAccount({ body }),
    onSuccess: ({ data, message }) => {
      void showSuccess(message);
      onCreated(data);
    },
  });

  return (
    <ApiFormFrame form={form} label="Open your voiceover account" submitLabel="Open my voiceover account">
      <TextField
        label="Display name"
        required
        autoComplete="nickname"
        hint="The name buyers see on your profile and offers."
        {...form.field('display_name')}
      />
      <TextField
        label="Headline"
        required
        hint="One line about your voice, e.g. “Warm British narrator for audiobooks”."
        {...form.field('headline')}
      />
      <CountryField control={form.control} name="country_code" required />
      <SellerTermsField {...form.field('accept_terms')} />
    </ApiFormFrame>
  );
}
