/**
 * Expected request failures. The error handler turns them into `{ statusCode, error, message }`
 * (the ApiError codec), so every 4xx carries a sentence a person can read.
 */
export class HttpProblem extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string,
    /** Headers the answer carries, e.g. Retry-After on a 429. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'REQUEST.INVALID'): HttpProblem => new HttpProblem(400, message, code);

export const notFound = (what: string): HttpProblem => new HttpProblem(404, `${what} was not found`, 'RESOURCE.NOT_FOUND');

export const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The one error body of the shop (contract ApiError). */
export const errorBody = (statusCode: number, message: string) => ({
  statusCode,
  error: STATUS_TEXT[statusCode] ?? 'Error',
  message,
});
