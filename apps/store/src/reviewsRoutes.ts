import { registerRoutes, reviewsRoutes } from '@bookstore/api-client';

// Readers' reviews (issue 42) stay out of the store's first chunk (its budget): each area whose screens
// make them (the catalogue's book page, the dashboard, the back office) imports this module from its
// index, and the server entry imports it for the book page's prefetch, so the table is registered with
// the store's one client, its hooks and keys before any of their screens runs.
registerRoutes('reviews', reviewsRoutes);
