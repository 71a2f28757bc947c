import { lineDesignOf } from './personalised-lines.js';
import { printSvgKey } from './print-file.js';
import { findPrintJob, retryFailedPrintJob } from './print-job.repository.js';
import { printFilesOf } from './template-values.repository.js';

/**
 * Paid orders' print files and print jobs, and what personalised lines show, as the back office
 * reads them (its OrderPrints port, server/backoffice/order-prints.port.ts): handed over where the
 * shop is composed, so the back office never reads personalisation's tables or media keys itself.
 */
export const orderPrints = {
  files: printFilesOf,
  drawingKey: printSvgKey,
  job: findPrintJob,
  retryFailed: retryFailedPrintJob,
  designOf: lineDesignOf,
};
