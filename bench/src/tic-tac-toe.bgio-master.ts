import type { PlayerID } from 'boardgame.io';
import type { Rng } from '@cutthroat/engine';
import { createMatch, Master } from './boardgame-io.js';
import { CELLS, emptyCells } from './board.js';
import { MemoryStorage } from './memory-storage.js';
import { gameoverOf, makeMove, ticTacToeBgio, type BgioPlayout, type BgioState } from './tic-tac-toe.bgio.js';

/**
 * Random tic-tac-toe games through boardgame.io's `Master`, the object its server hands every
 * client action to: it fetches the match from storage, checks the player and the state ID, runs
 * the reducer in a fresh Redux store, broadcasts and stores the result. Storage is in memory and
 * the transport drops what it is sent, so no network or database time is counted.
 */
export function bgioMasterPlayouts(): (rng: Rng) => Promise<BgioPlayout> {
  const storage = new MemoryStorage();
  const master = new Master(ticTacToeBgio, storage, { send: () => {}, sendAll: () => {} });
  let matches = 0;
  const stateOf = (matchID: string) => storage.fetch(matchID, { state: true }).state as BgioState;

  return async (rng) => {
    const matchID = `bench-${matches++}`;
    const created = createMatch({ game: ticTacToeBgio, numPlayers: 2, setupData: undefined, unlisted: true });
    if ('setupDataError' in created) throw new Error(`boardgame.io createMatch: ${created.setupDataError}`);
    storage.createMatch(matchID, created);
    try {
      let state = stateOf(matchID);
      for (let moves = 0; ; moves++) {
        const gameover = gameoverOf(state.ctx);
        if (gameover) return { gameover, moves };
        if (moves >= CELLS) throw new Error('boardgame.io tic-tac-toe: no end after 9 moves');
        const playerID: PlayerID = state.ctx.currentPlayer;
        const cell = rng.pick(emptyCells(state.G.cells));
        const failed = await master.onUpdate(makeMove('mark', [cell], playerID), state._stateID, matchID, playerID);
        if (failed) throw new Error(`boardgame.io master: ${failed.error}`);
        const next = stateOf(matchID);
        // The master logs most refusals and returns nothing; an unchanged state ID is the sign.
        if (next._stateID === state._stateID)
          throw new Error(`boardgame.io master refused mark(${cell}) by ${playerID}`);
        state = next;
      }
    } finally {
      storage.wipe(matchID);
    }
  };
}
