import { registerRoutes, voiceoverRoutes } from '@bookstore/api-client';

// The voiceover marketplace's signed-in calls (profile, offers, jobs, orders) stay out of the store's
// first chunk (its budget): each area whose screens make them (voiceover, account, selling, dashboard)
// imports this module from its index, so the table is registered with the store's one client, its
// hooks and keys when the area's chunk loads, before any of its screens runs.
registerRoutes('voiceover', voiceoverRoutes);
