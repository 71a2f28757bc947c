/** Types of bench/s3rver.mjs for the tests that start it. */
export declare const S3_TEST_BUCKET: string;
export declare const startS3rver: (directory: string) => Promise<{
  endpoint: string;
  env: Record<string, string>;
  close(): Promise<void>;
}>;
