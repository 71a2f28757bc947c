import type { ChildProcess } from 'node:child_process';

export declare const startShop: (opts: {
  port: number;
  dist?: string;
  env?: Record<string, string>;
  nodeFlags?: string[];
}) => Promise<{ child: ChildProcess; seconds: number }>;
export declare const stopShop: (child: ChildProcess) => Promise<void>;
export declare const rssMb: (pid: number) => Promise<number>;
export declare const cpuSeconds: (pid: number) => Promise<number>;
