import { createPartUploader, type PartUploader } from '@bookstore/api-client/upload-parts';
import { api, API_BASE_URL } from './api';

let uploader: PartUploader | undefined;

/**
 * Uploads in parts straight to storage (tracks, EPUBs, demos, deliveries), resumable after a reload:
 * made on first use. A module of its own, so only the forms that upload load the uploader.
 */
export function partUploader(): PartUploader {
  uploader ??= createPartUploader(api, { baseUrl: API_BASE_URL });
  return uploader;
}
