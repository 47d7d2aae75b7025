import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { Sync } from './boardgame-io.js';

/**
 * boardgame.io's own in-memory store, which its server uses when given no database, is not
 * exported; this one does what it does, log copy included, but `wipe` also drops the log so a
 * long benchmark does not fill memory.
 */
export class MemoryStorage extends Sync {
  private readonly states = new Map<string, State>();
  private readonly initial = new Map<string, State>();
  private readonly metadata = new Map<string, Server.MatchData>();
  private readonly logs = new Map<string, LogEntry[]>();

  override createMatch(matchID: string, opts: StorageAPI.CreateMatchOpts): void {
    this.initial.set(matchID, opts.initialState);
    this.setState(matchID, opts.initialState);
    this.setMetadata(matchID, opts.metadata);
  }

  setMetadata(matchID: string, metadata: Server.MatchData): void {
    this.metadata.set(matchID, metadata);
  }

  setState(matchID: string, state: State, deltalog?: LogEntry[]): void {
    if (deltalog && deltalog.length > 0) this.logs.set(matchID, [...(this.logs.get(matchID) ?? []), ...deltalog]);
    this.states.set(matchID, state);
  }

  fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): StorageAPI.FetchResult<O> {
    const result: Partial<StorageAPI.FetchFields> = {};
    if (opts.state) result.state = this.states.get(matchID);
    if (opts.metadata) result.metadata = this.metadata.get(matchID);
    if (opts.log) result.log = this.logs.get(matchID) ?? [];
    if (opts.initialState) result.initialState = this.initial.get(matchID);
    return result as StorageAPI.FetchResult<O>;
  }

  wipe(matchID: string): void {
    this.states.delete(matchID);
    this.initial.delete(matchID);
    this.metadata.delete(matchID);
    this.logs.delete(matchID);
  }
}
