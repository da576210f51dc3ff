import { Button, Tag } from '@bookstore/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useLocation } from 'react-router-dom';
import { hooks } from '../../api';
import { AppLink } from '../../app/AppLink';
import { isAuthor, isVoiceoverArtist } from '../../state/account';
import { humanize, Loadable, Screen, sharedClasses } from '../shared';

/** /selling: the selling accounts the user holds and the ones they can open. */
export function SellingScreen() {
  useSignals();
  const check = hooks.selling.useCheckVoiceoverAccount({});
  return (
    <Screen title="Selling" description="Sell your books or your voice on the bookstore.">
      <ul className={sharedClasses.Links}>
        <li className={sharedClasses.Card}>
          <span className={sharedClasses.CardTitle}>Author</span>
          <span className={sharedClasses.Muted}>
            Publish ebooks, audiobooks and print books and earn from every sale.
          </span>
          {isAuthor.value ? (
            <Button href="/dashboard" as={AppLink} size="small">
              Selling Dashboard
            </Button>
          ) : (
            <Button href="/selling/author" as={AppLink} size="small">
              Become an Author
            </Button>
          )}
        </li>
        <li className={sharedClasses.Card}>
          <span className={sharedClasses.CardTitle}>Voiceover artist</span>
          <span className={sharedClasses.Muted}>Offer your voice for audiobooks and recordings.</span>
          <Loadable response={check} headingLevel={2}>
            {({ data }) =>
              data.voiceover_status ? <Tag>Profile {humanize(data.voiceover_status)}</Tag> : null
            }
          </Loadable>
          {isVoiceoverArtist.value ? (
            <Button href="/dashboard/voiceover" as={AppLink} size="small">
              Voiceover dashboard
            </Button>
          ) : (
            <Button href="/selling/voa" as={AppLink} size="small">
              Become a Voiceover Artist
            </Button>
          )}
        </li>
      </ul>
    </Screen>
  );
}

/** /selling/author */
export function BecomeAuthorScreen() {
  return (
    <Screen
      title="Become an Author"
      description="Publish your books on the bookstore."
      lead="Publish ebooks, audiobooks and print books, follow your sales and withdraw your revenue to your bank."
      actions={
        <Button href="/selling/author/onboard" as={AppLink}>
          Get started
        </Button>
      }
    />
  );
}

/** /selling/author/onboard */
export function AuthorOnboardScreen() {
  return (
    <Screen
      title="Author onboarding"
      description="Open your author account."
      lead="Opening an author account gives you the selling dashboard for your books, sales and revenue."
    />
  );
}

/** /selling/voa */
export function BecomeVoiceoverArtistScreen() {
  return (
    <Screen
      title="Become a Voiceover Artist"
      description="Offer your voice on the bookstore."
      lead="Create a profile with your studio, vocal characteristics and demos, publish offers and take jobs."
      actions={
        <Button href="/selling/voa/onboard" as={AppLink}>
          Get started
        </Button>
      }
    />
  );
}

const ONBOARDING_STEPS = ['personal', 'studio', 'vocal', 'demo', 'final'] as const;
const STEP_TITLES: Record<(typeof ONBOARDING_STEPS)[number], string> = {
  personal: 'Personal details',
  studio: 'Studio',
  vocal: 'Vocal characteristics',
  demo: 'Demos',
  final: 'Review and submit',
};

/** /selling/voa/onboard and its steps: personal, studio, vocal, demo, final. */
export function VoiceoverOnboardScreen() {
  const step = useLocation().pathname.split('/')[4] as (typeof ONBOARDING_STEPS)[number] | undefined;
  const title =
    step && step in STEP_TITLES ? `Voiceover onboarding: ${STEP_TITLES[step]}` : 'Voiceover onboarding';
  return (
    <Screen title={title} description="Set up your voiceover artist profile.">
      <nav aria-label="Onboarding steps">
        <ol>
          {ONBOARDING_STEPS.map((name) => (
            <li key={name}>
              <AppLink
                href={`/selling/voa/onboard/${name}`}
                aria-current={name === step ? 'step' : undefined}
              >
                {STEP_TITLES[name]}
              </AppLink>
            </li>
          ))}
        </ol>
      </nav>
    </Screen>
  );
}
