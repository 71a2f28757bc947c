import type { Config } from '../config.js';
import { createLocalFolderMediaStore } from './local-folder-media-store.js';
import type { MediaStore } from '../platform/media-store.port.js';
import { createS3MediaStore } from './s3-media-store.js';

/** The MediaStore the configuration names (MEDIA_STORE; docs/configuration.md#media-store). */
export const mediaStoreFor = (config: Pick<Config, 'mediaDir' | 'mediaStore'>): MediaStore =>
  config.mediaStore.kind === 's3' ? createS3MediaStore(config.mediaStore) : createLocalFolderMediaStore(config.mediaDir);
