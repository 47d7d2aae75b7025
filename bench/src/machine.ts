import { availableParallelism, cpus } from 'node:os';
import { nodeEnv } from './node-env.js';

/** The machine a benchmark ran on, as its report states it. */
export function machineFacts() {
  return {
    cpus: availableParallelism(),
    cpuModel: cpus()[0]?.model ?? 'unknown',
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    nodeEnv,
  };
}
