// The reads of the partner programme's server-rendered page (/partners), for its hooks and its page
// module's prefetch, so the browser and the server ask for the same SWR key.
import '../../partnersRoutes';
import { prefetchRead } from '../../api';
import type { DataPrefetch } from '../../page/reads';

/** /partners: the programme's terms (rates, window, hold, rules). */
export const prefetchProgramme: DataPrefetch = () => {
  prefetchRead('partners', 'programme', {});
};
