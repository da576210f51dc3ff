// The seller dashboard's screens (one chunk).
export { DashboardScreen } from './DashboardScreen';
export { SecurityCheckScreen } from './SecurityCheckScreen';
export { EditBookScreen, MyBookScreen, MyBooksScreen, NewBookScreen } from './books';
export { SalesScreen } from './SalesScreen';
export { BankAccountsScreen, RevenueScreen } from './revenue';
