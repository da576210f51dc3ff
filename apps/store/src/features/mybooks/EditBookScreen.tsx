import { bookEditSteps } from '@bookstore/api-client/constants';
import type { SellerBook } from '@bookstore/api-client/contract';
import { Badge, Link, Stepper, VisuallyHidden } from '@bookstore/ui';
import { useEffect, useRef, type ComponentType } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { hooks } from '../../api';
import { AppLink } from '../../links/AppLink';
import { Loadable, Screen, stepOf, toSteps } from '../shared';
import { ChangeNote } from './ChangeNote';
import { useBookCache } from './bookCache';
import { nextStep, stepHref, stepsOf, type EditStep } from './editSteps';
import { STATUS_BADGES, STATUS_LABELS, TYPE_LABELS } from './labels';
import classes from './mybooks.module.css';
import { AdvanceInfoStep } from './steps/AdvanceInfoStep';
import { BasicInfoStep } from './steps/BasicInfoStep';
import { ContributorsStep } from './steps/ContributorsStep';
import { CoverStep } from './steps/CoverStep';
import { PrintBookStep } from './steps/PrintBookStep';
import { PublishStep } from './steps/PublishStep';
import type { StepProps } from './steps/types';
import { STEP_TITLES } from './titles';

const STEP_FORMS: Record<EditStep, ComponentType<StepProps>> = {
  basic_info: BasicInfoStep,
  advance_info: AdvanceInfoStep,
  contributors: ContributorsStep,
  cover: CoverStep,
  printbook: PrintBookStep,
  publish: PublishStep,
};

/**
 * The edit steps of a book as the kit's Stepper: done, being edited, still to do. The print edition
 * step shows for print books only (and when it is the step being edited).
 */
export function BookStepper({
  book,
  current,
  orientation = 'horizontal',
}: {
  book: SellerBook;
  current?: EditStep | undefined;
  orientation?: 'horizontal' | 'vertical';
}) {
  const names = bookEditSteps.filter((step) => stepsOf(book).includes(step) || step === current);
  return (
    <Stepper
      label="Edit steps"
      orientation={orientation}
      linkAs={AppLink}
      className={classes.Stepper}
      steps={toSteps(names, {
        current,
        done: (name) => book.steps[name],
        title: (name) => STEP_TITLES[name],
        href: (name) => stepHref(book.uid, name),
      })}
    />
  );
}

/** /dashboard/mybooks/{uid}/edit/{step}: the book's title, the Stepper, and one step's form. */
export function EditBookScreen() {
  const { slug = '' } = useParams();
  const step = stepOf(bookEditSteps, useLocation().pathname.split('/').pop()) ?? 'basic_info';
  const navigate = useNavigate();
  const book = hooks.selling.useGetBook({ params: { uid: slug } });
  const cache = useBookCache();
  const heading = useRef<HTMLHeadingElement>(null);
  const data = book.data?.data;
  const Form = STEP_FORMS[step];
  const steps = data ? stepsOf(data) : [];
  const position = steps.indexOf(step) + 1;

  // A new step is a new page for a screen reader too: its heading takes the focus (not on first load).
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    heading.current?.focus();
  }, [step]);

  return (
    <Screen
      title={data ? `Edit “${data.title}”` : 'Edit book'}
      description="Edit one of your books, step by step."
      lead={
        data ? (
          <span className={classes.Lead}>
            <Badge variant={data.type} size="small">
              {TYPE_LABELS[data.type]}
            </Badge>
            <Badge variant={STATUS_BADGES[data.status]} size="small">
              {STATUS_LABELS[data.status]}
            </Badge>
          </span>
        ) : undefined
      }
      actions={
        <Link
          href={`/dashboard/mybooks/${slug}`}
          linkAs={AppLink}
          variant="standalone"
          className={classes.Back}
        >
          <span aria-hidden="true">←</span>Back to book
        </Link>
      }
    >
      <Loadable response={book}>
        {({ data: current }) => (
          <div className={classes.Editor}>
            <BookStepper book={current} current={step} />
            <section className={classes.StepPanel} aria-labelledby="edit-step-title">
              <ChangeNote book={current} editing />
              <h2 id="edit-step-title" ref={heading} tabIndex={-1} className={classes.StepTitle}>
                {position > 0 ? (
                  <span className={classes.StepCount}>
                    Step {position} of {steps.length}
                    <VisuallyHidden>: </VisuallyHidden>
                  </span>
                ) : null}
                {STEP_TITLES[step]}
              </h2>
              <Form
                key={`${current.uid}-${step}`}
                book={current}
                onSaved={(saved, options) => {
                  void cache.store(saved, book.data?.message);
                  void cache.refreshLists();
                  const next = nextStep(saved, step);
                  if (!options?.stay && next) void navigate(stepHref(saved.uid, next));
                }}
              />
            </section>
          </div>
        )}
      </Loadable>
    </Screen>
  );
}
