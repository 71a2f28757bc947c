/**
 * Print sizes (docs/rules/product-pages.md#size-frame-and-options "Size option", e.g. '50x70'): width × height in centimetres of the
 * portrait print. Parsing is total: a malformed label is the `PRINT.INVALID_SIZE` error value.
 */
import { err, ok, type Result } from '../result/result';

export interface PrintSize {
  readonly widthCm: number;
  readonly heightCm: number;
}

export interface InvalidSize {
  readonly code: 'PRINT.INVALID_SIZE';
  readonly label: string;
}

export const parsePrintSize = (label: string): Result<PrintSize, InvalidSize> => {
  const match = /^\s*(\d{1,4})\s*[x×]\s*(\d{1,4})\s*$/i.exec(label);
  const widthCm = Number(match?.[1]);
  const heightCm = Number(match?.[2]);
  return match && widthCm > 0 && heightCm > 0 ? ok({ widthCm, heightCm }) : err({ code: 'PRINT.INVALID_SIZE', label });
};

export const formatPrintSize = (size: PrintSize): string => `${size.widthCm}x${size.heightCm}`;
