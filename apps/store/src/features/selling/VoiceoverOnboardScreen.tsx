import { useEffect, useState } from 'react';
import type { VoiceoverArtist } from '@bookstore/api-client/contract';
import { apiKeys, useApiCache } from '@bookstore/api-client/react';
import { Button } from '@bookstore/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { hooks } from '../../api';
import { AppLink } from '../../links/AppLink';
import { formClasses } from '../../forms';
import { account, securityCheckPassed, setAccount } from '../../state/account';
import {
  Loadable,
  Screen,
  sharedClasses,
  stepOf,
  VOICEOVER_STEP_TITLES,
  VOICEOVER_STEPS,
  VoiceoverStepper,
  type VoiceoverStep,
} from '../shared';
import { SecurityCheckForm } from '../shared/SecurityCheckForm';
import {
  CreateVoiceoverAccountForm,
  isStepDone,
  nextStep,
  ProfileStepForm,
  resumeStep,
} from '../voiceover/profile';

/** Where the onboarding steps live: /selling/voa/onboard/{step}. */
const ONBOARD_BASE = '/selling/voa/onboard';

/**
 * /selling/voa/onboard and its steps: personal, studio, vocal, demo, final. Without a voiceover
 * account (check_account), the form that opens one; with one, the steps, resuming at the first that
 * is not done (or final), each saving its section and going on to the next.
 *
 * The store's account is a voiceover artist's as soon as the account is opened (the menu stops
 * offering "Become a Voiceover Artist"); the route's guard keeps these steps open to an artist whose
 * profile is not submitted yet, so a reload resumes the onboarding where it was.
 *
 * Every profile call needs the seller's security check (the API answers 403 without its mark), so
 * once the account is open the screen asks for the mailed code first, in place, then shows the steps.
 */
export function VoiceoverOnboardScreen() {
  const step = stepOf(VOICEOVER_STEPS, useLocation().pathname.split('/')[4]);
  const navigate = useNavigate();
  const cache = useApiCache();
  const check = hooks.selling.useCheckVoiceoverAccount({});
  const hasAccount = check.data?.data.voiceover_artist_account === true;
  const [checked, setChecked] = useState(() => securityCheckPassed());
  const profile = hooks.voiceover.useGetProfile(hasAccount && checked ? {} : null);

  const keep = (saved: VoiceoverArtist) =>
    profile.mutate((previous) => ({ message: previous?.message ?? '', data: saved }), { revalidate: false });

  const onCreated = async (created: VoiceoverArtist) => {
    // The new profile is the profile read's answer: the steps open without another request.
    await cache.put(apiKeys.voiceover.getProfile(), { message: '', data: created });
    const signedIn = account.peek();
    if (signedIn) setAccount({ ...signedIn, voiceover_artist_account: true });
    await check.mutate(
      (previous) =>
        previous && {
          ...previous,
          data: { ...previous.data, voiceover_artist_account: true, voiceover_status: created.status },
        },
      { revalidate: false },
    );
    void navigate(`${ONBOARD_BASE}/${resumeStep(created)}`);
  };

  const onSaved = (current: VoiceoverStep) => (saved: VoiceoverArtist) => {
    void keep(saved);
    // Submitted: onboarding is over (the final step links to the dashboard).
    if (current === 'final') return;
    // Demos are added one at a time: the step stays until the artist goes on.
    if (current !== 'demo') void navigate(`${ONBOARD_BASE}/${nextStep(current)}`);
  };

  return (
    <Screen
      title={
        !hasAccount
          ? 'Voiceover onboarding'
          : !checked
            ? 'Voiceover onboarding: Security check'
            : step
              ? `Voiceover onboarding: ${VOICEOVER_STEP_TITLES[step]}`
              : 'Voiceover onboarding'
      }
      description="Set up your voiceover artist profile."
      lead={
        !hasAccount
          ? 'Open your voiceover account, then fill in your profile: personal details, studio, vocal characteristics and demos.'
          : !checked
            ? 'Your voiceover account is open. To keep your profile and earnings safe, enter the 6-digit code we email you before you fill in your profile.'
            : undefined
      }
    >
      <Loadable response={check}>
        {({ data }) =>
          !data.voiceover_artist_account ? (
            <CreateVoiceoverAccountForm onCreated={(created) => void onCreated(created)} />
          ) : !checked ? (
            <SecurityCheckForm onPassed={() => setChecked(true)} />
          ) : (
            <Loadable response={profile}>
              {({ data: artist }) =>
                !step ? (
                  <ResumeAt to={`${ONBOARD_BASE}/${resumeStep(artist)}`} />
                ) : (
                  <>
                    <VoiceoverStepper
                      label="Onboarding steps"
                      base={ONBOARD_BASE}
                      current={step}
                      done={(name) => isStepDone(artist, name)}
                    />
                    <ProfileStepForm
                      key={step}
                      step={step}
                      base={ONBOARD_BASE}
                      profile={artist}
                      onSaved={onSaved(step)}
                      submitLabel="Save and continue"
                      demoFooter={
                        <div className={formClasses.Actions}>
                          {artist.steps.demo ? (
                            <Button href={`${ONBOARD_BASE}/final`} linkAs={AppLink}>
                              Continue
                            </Button>
                          ) : (
                            <span className={sharedClasses.Muted}>Add a demo to continue.</span>
                          )}
                        </div>
                      }
                      finalNext={
                        <div className={formClasses.Actions}>
                          <Button href="/dashboard/voiceover" linkAs={AppLink} variant="secondary">
                            Go to your voiceover dashboard
                          </Button>
                        </div>
                      }
                    />
                  </>
                )
              }
            </Loadable>
          )
        }
      </Loadable>
    </Screen>
  );
}

/**
 * Sends a returning artist to the step they resume at. (Not react-router's <Navigate>: the store uses
 * it nowhere else, and it would ride in the first chunk with the router.)
 */
function ResumeAt({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
