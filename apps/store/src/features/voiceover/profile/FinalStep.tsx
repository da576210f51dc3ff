import { Badge, Button } from '@bookstore/ui';
import type { ReactNode } from 'react';
import { AppLink } from '../../../links/AppLink';
import { FormAlert, formClasses } from '../../../forms';
import { formatDate, sharedClasses } from '../../shared';
import { ProfileStatusBadge, RejectionReason } from './ProfileStatusBanner';
import classes from './profile.module.css';
import { missingSections, PROFILE_SECTIONS, sectionTitle, type ProfileStepProps } from './sections';
import { useSubmitForReview } from './useSubmitForReview';

export interface FinalStepProps extends ProfileStepProps {
  /** The sections' pages, each at `{base}/{section}`. */
  base: string;
  /** Shown once the profile is in review or reviewed (where to go next). */
  next?: ReactNode;
}

/**
 * The final step: each section done or still to do (with a link to it), then submit_for_review; once
 * submitted, the review's state (in review, approved, or not approved with the reviewer's reason).
 */
export function FinalStep({ profile, onSaved, base, next }: FinalStepProps) {
  const missing = missingSections(profile);
  const review = useSubmitForReview(onSaved);
  const canSubmit = profile.status === 'incomplete' || profile.status === 'rejected';

  return (
    <div className={classes.Stack}>
      <ul className={classes.Checklist} aria-label="Profile sections">
        {PROFILE_SECTIONS.map((section) => (
          <li key={section}>
            {profile.steps[section] ? (
              <Badge variant="success" size="small">
                Done
              </Badge>
            ) : (
              <Badge variant="warning" size="small">
                Missing
              </Badge>
            )}
            <AppLink href={`${base}/${section}`}>
              {profile.steps[section] ? sectionTitle(section) : `Complete ${sectionTitle(section)}`}
            </AppLink>
          </li>
        ))}
      </ul>

      {canSubmit ? (
        <div className={formClasses.Form}>
          {profile.status === 'rejected' ? (
            <div className={classes.Banner} data-status="rejected">
              <p className={classes.BannerText}>
                Your profile was not approved
                {profile.reviewed_at ? ` (${formatDate(profile.reviewed_at)})` : ''}.
              </p>
              <RejectionReason reason={profile.rejection_reason} />
            </div>
          ) : null}
          <FormAlert message={review.error} />
          {missing.length > 0 ? (
            <p className={sharedClasses.Muted}>
              Complete {missing.map(sectionTitle).join(', ')} before you submit your profile for review.
            </p>
          ) : (
            <>
              <p>
                Everything is filled in. A reviewer checks your profile and demos; buyers find you once it is
                approved.
              </p>
              <div className={formClasses.Actions}>
                <Button loading={review.submitting} onClick={() => void review.submit()}>
                  {profile.status === 'rejected' ? 'Resubmit for review' : 'Submit for review'}
                </Button>
              </div>
            </>
          )}
        </div>
      ) : (
        <div className={classes.Banner} data-status={profile.status} role="status">
          <div className={classes.BannerHead}>
            <ProfileStatusBadge status={profile.status} />
          </div>
          <p className={classes.BannerText}>
            {profile.status === 'in_review'
              ? `Your profile is in review${profile.submitted_at ? ` since ${formatDate(profile.submitted_at)}` : ''}. We email you once it has been reviewed.`
              : `Your profile was approved${profile.reviewed_at ? ` on ${formatDate(profile.reviewed_at)}` : ''}. Buyers can find and order from you.`}
          </p>
          {next}
        </div>
      )}
    </div>
  );
}
