import { fileURLToPath } from 'node:url';

/** demo-hub/media/ (committed demo media: HLS, audio, PDFs, images), with a trailing slash. */
export const MEDIA_DIR = fileURLToPath(new URL('../media/', import.meta.url));
