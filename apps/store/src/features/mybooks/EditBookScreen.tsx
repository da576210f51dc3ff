import { bookEditSteps } from '@bookstore/api-client/constants';
import type { SellerBook } from '@bookstore/api-client/contract';
import { Stepper } from '@bookstore/ui';
import type { ComponentType } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { hooks } from '../../api';
import { AppLink } from '../../app/AppLink';
import { Loadable, Screen, stepOf, toSteps } from '../shared';
import { AdvanceInfoStep } from './steps/AdvanceInfoStep';
import { BasicInfoStep } from './steps/BasicInfoStep';
import { ContributorsStep } from './steps/ContributorsStep';
import { CoverStep } from './steps/CoverStep';
import { PrintBookStep } from './steps/PrintBookStep';
import { PublishStep } from './steps/PublishStep';
import type { StepProps } from './steps/types';
import { STEP_TITLES } from './titles';

type EditStep = (typeof bookEditSteps)[number];

const STEP_FORMS: Record<EditStep, ComponentType<StepProps>> = {
  basic_info: BasicInfoStep,
  advance_info: AdvanceInfoStep,
  contributors: ContributorsStep,
  cover: CoverStep,
  printbook: PrintBookStep,
  publish: PublishStep,
};

/** The edit steps of a book as the kit's Stepper: done, being edited, still to do. */
export function BookStepper({ book, current }: { book: SellerBook; current?: EditStep | undefined }) {
  return (
    <Stepper
      label="Edit steps"
      linkAs={AppLink}
      steps={toSteps(bookEditSteps, {
        current,
        done: (name) => book.steps[name],
        title: (name) => STEP_TITLES[name],
        href: (name) => `/dashboard/mybooks/${book.uid}/edit/${name}`,
      })}
    />
  );
}

/** /dashboard/mybooks/{uid}/edit/{step}: one step's form under the Stepper. */
export function EditBookScreen() {
  const { slug = '' } = useParams();
  const step = stepOf(bookEditSteps, useLocation().pathname.split('/').pop()) ?? 'basic_info';
  const navigate = useNavigate();
  const book = hooks.selling.useGetBook({ params: { uid: slug } });
  const Form = STEP_FORMS[step];
  const next = bookEditSteps[bookEditSteps.indexOf(step) + 1];
  return (
    <Screen title={`Edit book: ${STEP_TITLES[step]}`} description="Edit one of your books.">
      <Loadable response={book}>
        {({ data }) => (
          <>
            <BookStepper book={data} current={step} />
            <Form
              key={`${data.uid}-${step}`}
              book={data}
              onSaved={(saved, options) => {
                void book.mutate({ ...book.data!, data: saved }, { revalidate: false });
                if (!options?.stay && next) void navigate(`/dashboard/mybooks/${saved.uid}/edit/${next}`);
              }}
            />
          </>
        )}
      </Loadable>
    </Screen>
  );
}
