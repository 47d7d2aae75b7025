import type { PhaseResult } from './figures.js';

/**
 * What the throughput target would cost this machine: the acknowledged actions/s it asks for
 * (`factor` times boardgame.io's capacity within the p99 target), and the CPU the benchmark's
 * clients and the Cutthroat server would need for them at the CPU per acknowledged action each
 * showed in Cutthroat's unpaced window. Unpaced is where both are cheapest per action (the most
 * messages per turn of each loop), so these are lower bounds: paced, near the p99 target, each
 * action costs more. When they add up to more than the machine's cores, or the server's share to
 * more than its one event loop, no change to the server reaches the target in this benchmark on
 * this machine.
 */
export interface TargetCost {
  readonly actionsPerSecond: number;
  /** 1 = one core. */
  readonly clientsCpu: number;
  readonly serverCpu: number;
  readonly cores: number;
  /** Clients and server together within the machine's cores, and the server within one. */
  readonly fits: boolean;
}

export function targetCost(
  factor: number,
  bgioCapacity: number | undefined,
  unpaced: Pick<PhaseResult, 'actionsPerSecond' | 'client' | 'server'> | null | undefined,
  cores: number,
): TargetCost | null {
  if (!bgioCapacity || !unpaced || unpaced.actionsPerSecond <= 0) return null;
  const actionsPerSecond = factor * bgioCapacity;
  const clientsCpu = (unpaced.client.cpu / unpaced.actionsPerSecond) * actionsPerSecond;
  const serverCpu = (unpaced.server.cpu / unpaced.actionsPerSecond) * actionsPerSecond;
  return {
    actionsPerSecond,
    clientsCpu,
    serverCpu,
    cores,
    fits: clientsCpu + serverCpu <= cores && serverCpu <= 1,
  };
}
