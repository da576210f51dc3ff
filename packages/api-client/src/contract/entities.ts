// Every entity of SPEC.md section 3, listed by the module that defines it beside its area's calls
// (orders.ts holds Order). The OpenAPI document names each of these as a component, so a schema
// added here becomes a named component; request bodies and queries stay out.

export {
  BookSort,
  bookSorts,
  BookType,
  bookTypes,
  CountryCode,
  CurrencyCode,
  DateString,
  DateTimeString,
  Email,
  Id,
  INT4_MAX,
  MAX_AMOUNT,
  Money,
  Password,
  PersonName,
  Phone,
  PriceBand,
  priceBands,
  Rating,
  Uid,
  Url,
  Username,
  VerificationCode,
} from './common';
export { Country, Currency, State } from './countries';
export {
  audioFormats,
  AuthorProfile,
  AuthorSummary,
  bindings,
  Book,
  BookFacets,
  BookSummary,
  Category,
  CategoryCollections,
  CategoryRef,
  Contributor,
  ContributorRole,
  contributorRoles,
  CuratedList,
  ebookFormats,
  FileFormat,
  FileInfo,
  HeaderContent,
  HomeContent,
  PrintDetails,
  SearchResult,
  SubCategory,
  SubCategoryDetail,
  SubCategoryRef,
} from './catalogue';
export { Account, DeliveryAddress } from './account';
export { Cart, CartBook, CartItem } from './cart';
export {
  Order,
  OrderActivity,
  OrderItem,
  OrderStatistics,
  OrderStatus,
  orderStatuses,
  Payment,
  PaymentStatus,
  paymentStatuses,
} from './orders';
export { PaymentStatistics } from './payments';
export {
  Annotation,
  annotationKinds,
  AudioTrack,
  highlightColors,
  LibraryBook,
  LibraryItem,
  ReadingProgress,
  TrackChapters,
} from './library';
export {
  AudiobookFile,
  BookActivity,
  BookVerification,
  EditStep,
  editSteps,
  PrintOnDemandQuote,
  SellerBook,
  SellerBookStatus,
  sellerBookStatuses,
} from './selling-books';
export {
  MonthlyAmount,
  MonthlyCount,
  Revenue,
  revenueStatuses,
  SellerAccountCheck,
  SellerBookStatistics,
  SellerDashboardStatistics,
  SellerOrder,
  SellerOrderStatistics,
  SellerRevenueStatistics,
} from './selling';
export {
  AccountNumber,
  BankAccount,
  PayoutBank,
  ResolvedBankAccount,
  Withdrawal,
  withdrawalStatuses,
} from './banks';
export {
  audioDeliveryFormats,
  Demo,
  genders,
  Offer,
  offerStatuses,
  VocalCharacteristics,
  VocalOption,
  VoiceoverArtist,
  VoiceoverArtistSummary,
  VoiceoverPersonal,
  voiceoverProfileStatuses,
  VoiceoverStudio,
  VoiceoverVocal,
} from './voiceover-artists';
export {
  Job,
  jobStatuses,
  VoiceoverActivity,
  voiceoverActivityKinds,
  VoiceoverDelivery,
  VoiceoverOrder,
  voiceoverOrderStatuses,
} from './voiceover';
export * from './admin-entities';
export {
  AuthorReviews,
  HelpfulVote,
  ModerationReview,
  MyReview,
  ReportReason,
  Review,
  ReviewEligibility,
  ReviewRefusal,
  ReviewSort,
  ReviewStatus,
  ReviewSummary,
} from './reviews';
