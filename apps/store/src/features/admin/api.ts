import { adminRoutes, registerRoutes } from '@bookstore/api-client';
import { api, hooks } from '../../api';

// The back office's calls stay out of the store's first chunk (its budget): this chunk registers their
// table with the store's one client, its hooks and keys when it loads, before any of its screens runs.
registerRoutes('admin', adminRoutes);

export { api, hooks };
