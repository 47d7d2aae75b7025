import type { Redis } from 'ioredis';

/**
 * Closes an ioredis connection whatever state it is in, and resolves once its socket is gone, so
 * that a closed fan-out leaves nothing behind that keeps the process alive.
 */
export async function shutDown(connection: Redis): Promise<void> {
  switch (connection.status) {
    case 'end':
      return;
    case 'reconnecting':
      // The socket is already gone and a timer waits to reconnect: cancelling it is all there is
      // to do, and ioredis emits no 'end' for it.
      connection.disconnect();
      return;
  }
  const ended = new Promise<void>((resolve) => connection.once('end', () => resolve()));
  if (connection.status === 'ready') {
    // QUIT rather than a disconnect: replies still owed (a PUBLISH under way) arrive first.
    await connection.quit().catch(() => connection.disconnect());
  } else {
    connection.disconnect();
  }
  await ended;
}
