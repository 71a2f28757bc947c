/** What the upload page shows, read from the photo-poster snapshot (pure functions). */
import type { SnapshotFrom } from 'xstate';
import { largestPrintableSize } from '../../../domain/print';
import type { photoPosterMachine } from './machine';

type Snapshot = SnapshotFrom<typeof photoPosterMachine>;

export type UploadPhase = 'idle' | 'notJpeg' | 'uploading' | 'checking' | 'valid' | 'tooSmall' | 'failed';

const PHASES: Readonly<Record<string, UploadPhase>> = {
  Idle: 'idle',
  NotJpeg: 'notJpeg',
  Uploading: 'uploading',
  Checking: 'checking',
  Valid: 'valid',
  TooSmall: 'tooSmall',
  Failed: 'failed',
};

export const selectUploadPhase = (s: Snapshot): UploadPhase => PHASES[String(s.value)] ?? 'idle';
export const selectUploadProgress = (s: Snapshot): number => s.context.progress;
export const selectUploading = (s: Snapshot): boolean => s.hasTag('busy');
export const selectUploadedImage = (s: Snapshot) => s.context.image;
export const selectUploadVerdict = (s: Snapshot) => (s.matches('TooSmall') ? s.context.verdict : null);
/** The largest of the product's sizes the uploaded photo prints well at (null before a photo, or when none). */
export const selectLargestPrintableSize = (s: Snapshot): string | null =>
  s.context.image ? largestPrintableSize(s.context.image, s.context.sizes) : null;
export const selectUploadToast = (s: Snapshot): boolean => s.context.toast;
export const selectUploadFile = (s: Snapshot) => s.context.file;
/** The chosen file's name while it is accepted: a refused file is named in the refusal instead. */
export const selectUploadFileName = (s: Snapshot): string | null =>
  s.matches('NotJpeg') ? null : (s.context.file?.name ?? null);
/** The name of a file refused for not being a JPEG (by its name, its type or its content). */
export const selectRefusedFileName = (s: Snapshot): string | null =>
  s.matches('NotJpeg') ? (s.context.file?.name ?? null) : null;
