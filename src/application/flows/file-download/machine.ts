/**
 * One download button of the back office (a ZIP of print files, a day's batch, a CSV export): on
 * start the file streams in with its progress, then is saved; a failure keeps what went wrong
 * (the server's message when it sent one) until the next try.
 */
import { assign, fromCallback, setup } from 'xstate';
import type { Failure } from '../../model/outcome';
import type { FileDownloads } from '../../ports/file-downloads.port';
import { streamDownload, type DownloadProgress, type SavedFile } from './stream';

export interface FileDownloadContext {
  readonly url: string;
  readonly progress: DownloadProgress | null;
  readonly saved: SavedFile | null;
  readonly failure: Failure | null;
}

type Report =
  | { readonly type: 'download.progress'; readonly progress: DownloadProgress }
  | { readonly type: 'download.saved'; readonly file: SavedFile }
  | { readonly type: 'download.failed'; readonly failure: Failure };

export type FileDownloadEvent = { readonly type: 'download.start' } | Report;

export const fileDownloadMachine = setup({
  types: {
    context: {} as FileDownloadContext,
    events: {} as FileDownloadEvent,
    input: {} as { readonly url: string },
  },
  actors: {
    stream: fromCallback<FileDownloadEvent, string>(() => {
      throw new Error('provide stream');
    }),
  },
}).createMachine({
  id: 'fileDownload',
  context: ({ input }) => ({ url: input.url, progress: null, saved: null, failure: null }),
  initial: 'Idle',
  states: {
    Idle: { on: { 'download.start': 'Downloading' } },
    Downloading: {
      description: 'The body streams in; each chunk moves the progress.',
      tags: ['busy'],
      entry: assign({ progress: null, saved: null, failure: null }),
      invoke: { src: 'stream', input: ({ context }) => context.url },
      on: {
        'download.progress': { actions: assign({ progress: ({ event }) => event.progress }) },
        'download.saved': { target: 'Saved', actions: assign({ saved: ({ event }) => event.file }) },
        'download.failed': { target: 'Failed', actions: assign({ failure: ({ event }) => event.failure }) },
      },
    },
    Saved: { on: { 'download.start': 'Downloading' } },
    Failed: { on: { 'download.start': 'Downloading' } },
  },
});

export const createFileDownloadActors = (ports: { readonly downloads: FileDownloads }) => ({
  actors: {
    stream: fromCallback<FileDownloadEvent, string>(({ input, sendBack }) => {
      void streamDownload(input, ports.downloads, (progress) => sendBack({ type: 'download.progress', progress })).then(
        (outcome) =>
          sendBack(
            outcome.ok ? { type: 'download.saved', file: outcome.value } : { type: 'download.failed', failure: outcome.error },
          ),
      );
    }),
  },
});

type Snapshot = { readonly context: FileDownloadContext; hasTag(tag: 'busy'): boolean };
export const selectDownloading = (s: Snapshot) => s.hasTag('busy');
export const selectProgress = (s: Snapshot) => s.context.progress;
export const selectSaved = (s: Snapshot) => s.context.saved;
export const selectFailure = (s: Snapshot) => s.context.failure;
