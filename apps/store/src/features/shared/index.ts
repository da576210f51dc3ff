export { Screen, Section } from './Screen';
export type { ScreenProps } from './Screen';
export { Loadable, RetryButton, throwIfNotFound } from './Loadable';
export { BookShelf } from './BookShelf';
export type { BookShelfProps } from './BookShelf';
export { Pager, usePageParam } from './Pager';
export { useListQuery } from './useListQuery';
export { pageHref } from './pageParam';
export type { ListQuery } from './pageParam';
export { PagedList, PagedTable } from './PagedList';
export type { EmptyText, PagedListProps, PagedTableProps, PagedResponse, PageOf } from './PagedList';
export { Card, CardList, LinkCards } from './Cards';
export type { CardProps, LinkCardItem } from './Cards';
export { Facts } from './Facts';
export type { Fact } from './Facts';
export { StatGrid } from './StatGrid';
export type { Stat } from './StatGrid';
export { stepOf, toSteps, VOICEOVER_STEP_TITLES, VOICEOVER_STEPS } from './steps';
export type { StepsOptions, VoiceoverStep } from './steps';
export { VoiceoverStepper } from './VoiceoverStepper';
export type { VoiceoverStepperProps } from './VoiceoverStepper';
export { useCountry } from './useCountry';
export { bookCount, formatDate, formatDateTime, humanize } from './format';
export { default as sharedClasses } from './shared.module.css';
export { Money } from './Money';
export { LibraryShelf } from './LibraryShelf';
export { LibraryApp } from './LibraryApp';
export type { LibraryAppProps, LibraryEntry } from './LibraryApp';
export { ContinueButton } from './ContinueButton';
export {
  asFormFailure,
  isCancelled,
  PartUploadFailure,
  PartUploadProgressView,
  partUploadFailure,
  PendingUploadNotice,
  usePartSender,
  usePendingUpload,
} from './PartUpload';
export type { PartProgress } from './PartUpload';
