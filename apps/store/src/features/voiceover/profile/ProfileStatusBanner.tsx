import type { VoiceoverArtist } from '@bookstore/api-client/contract';
import { Badge, Button, type BadgeVariant } from '@bookstore/ui';
import { useId } from 'react';
import { AppLink } from '../../../links/AppLink';
import { FormAlert, formClasses } from '../../../forms';
import { formatDate } from '../../shared';
import classes from './profile.module.css';
import { missingSections, sectionTitle, type ProfileStepProps } from './sections';
import { useSubmitForReview } from './useSubmitForReview';

const STATUS: Record<VoiceoverArtist['status'], { label: string; badge: BadgeVariant }> = {
  incomplete: { label: 'Incomplete', badge: 'warning' },
  in_review: { label: 'In review', badge: 'info' },
  approved: { label: 'Approved', badge: 'success' },
  rejected: { label: 'Not approved', badge: 'danger' },
};

export function profileStatusLabel(status: VoiceoverArtist['status']): string {
  return STATUS[status].label;
}

export function ProfileStatusBadge({ status }: { status: VoiceoverArtist['status'] }) {
  return <Badge variant={STATUS[status].badge}>{STATUS[status].label}</Badge>;
}

export interface ProfileStatusBannerProps extends ProfileStepProps {
  /** The sections' pages, each at `{base}/{section}` (onboarding or the dashboard profile). */
  base: string;
}

/** The profile's review status, always in view: what is missing, the review under way, its outcome. */
export function ProfileStatusBanner({ profile, onSaved, base }: ProfileStatusBannerProps) {
  const titleId = useId();
  const missing = missingSections(profile);
  const review = useSubmitForReview(onSaved);
  const { status } = profile;
  return (
    <section className={classes.Banner} data-status={status} aria-labelledby={titleId}>
      <div className={classes.BannerHead}>
        <h2 className={classes.BannerTitle} id={titleId}>
          Profile status
        </h2>
        <ProfileStatusBadge status={status} />
      </div>
      {status === 'incomplete' ? (
        <p className={classes.BannerText}>
          {missing.length > 0 ? (
            <>
              Buyers cannot find you until your profile is reviewed. Still to do:{' '}
              {missing.map((section, index) => (
                <span key={section}>
                  {index > 0 ? ', ' : ''}
                  <AppLink href={`${base}/${section}`}>{sectionTitle(section)}</AppLink>
                </span>
              ))}
              .
            </>
          ) : (
            <>
              Every section is done. <AppLink href={`${base}/final`}>Submit your profile for review</AppLink>{' '}
              so buyers can find you.
            </>
          )}
        </p>
      ) : null}
      {status === 'in_review' ? (
        <p className={classes.BannerText}>
          {profile.submitted_at ? `Submitted ${formatDate(profile.submitted_at)}. ` : null}We email you once
          it has been reviewed.
        </p>
      ) : null}
      {status === 'approved' ? (
        <p className={classes.BannerText}>
          {profile.reviewed_at ? `Approved ${formatDate(profile.reviewed_at)}. ` : null}Buyers find you at{' '}
          <AppLink href={`/voas/${profile.username}`}>your public profile</AppLink>.
        </p>
      ) : null}
      {status === 'approved' ? <ChangeState change={profile.pending_change} /> : null}
      {status === 'rejected' ? (
        <>
          <p className={classes.BannerText}>
            {profile.reviewed_at ? `Reviewed ${formatDate(profile.reviewed_at)}. ` : null}Change what the
            reviewer asks, then resubmit.
          </p>
          <RejectionReason reason={profile.rejection_reason} />
          <FormAlert message={review.error} />
          <div className={formClasses.Actions}>
            {missing.length > 0 ? (
              <Button href={`${base}/${missing[0] ?? 'final'}`} linkAs={AppLink} variant="secondary">
                Complete {sectionTitle(missing[0] ?? 'final')}
              </Button>
            ) : (
              <Button loading={review.submitting} onClick={() => void review.submit()}>
                Resubmit for review
              </Button>
            )}
          </div>
        </>
      ) : null}
    </section>
  );
}

/** Why the reviewer turned the profile down, when they said. */
export function RejectionReason({ reason }: { reason: string | null | undefined }) {
  return reason ? (
    <p className={classes.Reason}>
      <strong>Reason: </strong>
      {reason}
    </p>
  ) : null;
}

/**
 * Where a change to the approved profile stands (issue 41): buyers see the approved profile until the
 * store approves the change; a rejected change keeps it, with the reviewer's reason.
 */
function ChangeState({ change }: { change: VoiceoverArtist['pending_change'] }) {
  if (!change || change.status === 'approved') return null;
  if (change.status === 'rejected') {
    return (
      <>
        <p className={classes.BannerText}>
          <strong>Changes rejected.</strong> Buyers still see your approved profile; edit it again to send a
          new change.
        </p>
        <RejectionReason reason={change.rejection_reason} />
      </>
    );
  }
  return (
    <p className={classes.BannerText}>
      <strong>Changes in review</strong> since {formatDate(change.submitted_at)}: buyers see your approved
      profile until the store approves them. More edits join the same change.
    </p>
  );
}
