/**
 * The back office's long downloads: chunks streamed in become progress (percent when the server
 * sent the size, bytes otherwise), the file is saved whole under the server's name, and a failure
 * — refused request, broken stream, no network — ends as a failure with the server's message.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import fc from 'fast-check';
import { fileNameOf, percentOf, streamDownload, type DownloadProgress } from '../../src/application/flows/file-download/stream';
import { createFileDownloadActors, fileDownloadMachine } from '../../src/application/flows/file-download/machine';
import { RecordingFileDownloads, chunkedResponse } from '../../src/adapters/memory/recording-file-downloads';
import { createTestContainer } from '../../src/adapters/container/test';
import { resolveShopPorts } from '../../src/adapters/container/ports';
import { createShopSystem } from '../../src/application/system/shop-system';
import { PAGE_FLOWS } from '../../src/application/system/flows';
import { DEFAULT_STORE } from '../../src/domain';
import { TOKENS } from '../../src/application/ports/tokens';

const bytes = (...sizes: number[]) => sizes.map((n, i) => new Uint8Array(n).fill(i + 1));
const URL_ZIP = '/api/admin/orders/PS-1/print-files.zip';

const run = async (downloads: RecordingFileDownloads, url = URL_ZIP) => {
  const seen: DownloadProgress[] = [];
  const outcome = await streamDownload(url, downloads, (p) => seen.push(p));
  return { outcome, seen };
};

describe('streaming a download', () => {
  it('reports each chunk with the total the server announced, then saves the bytes under the server’s name', async () => {
    const downloads = new RecordingFileDownloads();
    downloads.responses.set(URL_ZIP, () =>
      chunkedResponse(bytes(400, 400, 200), {
        'content-length': '1000',
        'content-type': 'application/zip',
        'content-disposition': 'attachment; filename="order-PS-1.zip"',
      }),
    );
    const { outcome, seen } = await run(downloads);
    expect(seen).toEqual([
      { received: 0, total: 1000 },
      { received: 400, total: 1000 },
      { received: 800, total: 1000 },
      { received: 1000, total: 1000 },
    ]);
    expect(seen.map(percentOf)).toEqual([0, 40, 80, 100]);
    expect(outcome).toEqual({ ok: true, value: { fileName: 'order-PS-1.zip', size: 1000 } });
    expect(downloads.saved).toHaveLength(1);
    expect(downloads.saved[0]?.fileName).toBe('order-PS-1.zip');
    expect(downloads.saved[0]?.type).toBe('application/zip');
    expect([...(downloads.saved[0]?.bytes ?? [])]).toEqual([...bytes(400, 400, 200).flatMap((b) => [...b])]);
  });

  it('counts bytes with no percent when the server streams without a length', async () => {
    const downloads = new RecordingFileDownloads();
    downloads.responses.set(URL_ZIP, () => chunkedResponse(bytes(700_000, 500_000)));
    const { seen, outcome } = await run(downloads);
    expect(seen.map((p) => p.received)).toEqual([0, 700_000, 1_200_000]);
    expect(seen.every((p) => p.total === null && percentOf(p) === null)).toBe(true);
    // Without content-disposition the address names the file.
    expect(outcome.ok && outcome.value.fileName).toBe('print-files.zip');
  });

  it('receives every byte whatever the chunking, and the progress never goes back', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 5000 }), { maxLength: 20 }), async (sizes) => {
        const downloads = new RecordingFileDownloads();
        const total = sizes.reduce((a, b) => a + b, 0);
        downloads.responses.set(URL_ZIP, () => chunkedResponse(bytes(...sizes), { 'content-length': String(total) }));
        const { seen, outcome } = await run(downloads);
        expect(outcome.ok && outcome.value.size).toBe(total);
        expect(downloads.saved[0]?.bytes.byteLength).toBe(total);
        const percents = seen.map((p) => percentOf(p) ?? 0);
        expect(percents).toEqual([...percents].sort((a, b) => a - b));
        expect(percents.every((p) => p >= 0 && p <= 100)).toBe(true);
      }),
    );
  });

  it('keeps the server’s message of a refused request and saves nothing', async () => {
    const downloads = new RecordingFileDownloads();
    const problem = { statusCode: 403, error: 'Forbidden', message: 'Your staff role may not read orders.' };
    downloads.responses.set(URL_ZIP, () =>
      chunkedResponse(
        [new TextEncoder().encode(JSON.stringify(problem))],
        { 'content-type': 'application/json' },
        { status: 403 },
      ),
    );
    const { outcome, seen } = await run(downloads);
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error).toMatchObject({ status: 403, message: 'Your staff role may not read orders.' });
    expect(seen).toEqual([]);
    expect(downloads.saved).toEqual([]);
  });

  it('fails with an empty message when the refused body is not the server’s problem', async () => {
    const downloads = new RecordingFileDownloads();
    downloads.responses.set(URL_ZIP, () => chunkedResponse([new TextEncoder().encode('<html>bad gateway')], {}, { status: 502 }));
    const { outcome } = await run(downloads);
    expect(!outcome.ok && outcome.error).toMatchObject({ code: 'SERVER', status: 502, message: '' });
  });

  it('fails when the stream breaks half-way, and saves no half file', async () => {
    const downloads = new RecordingFileDownloads();
    downloads.responses.set(URL_ZIP, () =>
      chunkedResponse(bytes(100), { 'content-length': '300' }, { failAfter: 'connection reset' }),
    );
    const { outcome, seen } = await run(downloads);
    expect(seen.at(-1)).toEqual({ received: 100, total: 300 });
    expect(!outcome.ok && outcome.error).toMatchObject({ code: 'NETWORK', message: 'connection reset' });
    expect(downloads.saved).toEqual([]);
  });

  it('fails when the network does', async () => {
    const { outcome } = await run(new RecordingFileDownloads(), '/nowhere');
    expect(!outcome.ok && outcome.error.code).toBe('NETWORK');
  });
});

describe('the file name', () => {
  it('is the server’s, quoted, bare or RFC 6266 encoded', () => {
    expect(fileNameOf('attachment; filename="prints-2026-11-20.zip"', '/x')).toBe('prints-2026-11-20.zip');
    expect(fileNameOf('attachment; filename=audit-2026-11-26.csv', '/x')).toBe('audit-2026-11-26.csv');
    expect(fileNameOf(`attachment; filename="a.csv"; filename*=UTF-8''K%C3%A4ufe.csv`, '/x')).toBe('Käufe.csv');
    expect(fileNameOf(null, '/api/admin/orders.csv?status=paid')).toBe('orders.csv');
  });
});

describe('the download button’s flow', () => {
  it('moves through the progress to saved, and a second press downloads again', async () => {
    const container = createTestContainer();
    const downloads = container.get<RecordingFileDownloads>(TOKENS.FileDownloads);
    downloads.responses.set(URL_ZIP, () => chunkedResponse(bytes(10, 20), { 'content-length': '30' }));
    const system = createShopSystem(resolveShopPorts(container), { store: DEFAULT_STORE });
    const flow = system.start(PAGE_FLOWS.fileDownload, { url: URL_ZIP });
    const progress: (DownloadProgress | null)[] = [];
    flow.subscribe((s) => progress.push(s.context.progress));
    flow.send({ type: 'download.start' });
    expect(flow.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(flow, (s) => s.matches('Saved'));
    expect(progress).toContainEqual({ received: 10, total: 30 });
    expect(flow.getSnapshot().context.saved).toEqual({ fileName: 'print-files.zip', size: 30 });
    flow.send({ type: 'download.start' });
    await waitFor(flow, (s) => s.matches('Saved'));
    expect(downloads.saved).toHaveLength(2);
  });

  it('ends failed with the server’s message, and tries again on the next press', async () => {
    const downloads = new RecordingFileDownloads();
    const body = new TextEncoder().encode(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'No such order.' }));
    downloads.responses.set(URL_ZIP, () => chunkedResponse([body], {}, { status: 404 }));
    const actor = createActor(fileDownloadMachine.provide(createFileDownloadActors({ downloads })), { input: { url: URL_ZIP } });
    actor.start();
    actor.send({ type: 'download.start' });
    await waitFor(actor, (s) => s.matches('Failed'));
    expect(actor.getSnapshot().context.failure).toMatchObject({ code: 'NOT_FOUND', message: 'No such order.' });
    downloads.responses.set(URL_ZIP, () => chunkedResponse(bytes(5)));
    actor.send({ type: 'download.start' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await waitFor(actor, (s) => s.matches('Saved'));
  });
});
