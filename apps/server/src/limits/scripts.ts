/**
 * The Lua scripts of the limits kept in Redis. Each runs atomically, so that processes taking
 * from the same address at once cannot both take the last place; each reads Redis's own clock
 * (TIME), so that the processes' clocks need not agree.
 */

const NOW = `
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
`;

/**
 * KEYS[1]: the address's bucket (of lobby writes, sockets opened or chat lines). ARGV: rate a second,
 * burst. Returns 0 when a token is taken, else the milliseconds until one is there. A bucket that
 * would be full again expires: a new one starts full.
 */
export const TAKE_TOKEN = `${NOW}
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local bucket = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(bucket[1]) or burst
local at = tonumber(bucket[2]) or now
if now > at then tokens = math.min(burst, tokens + (now - at) / 1000 * rate) else now = at end
local wait = 0
if tokens >= 1 then tokens = tokens - 1 else wait = math.ceil((1 - tokens) / rate * 1000) end
redis.call('HSET', KEYS[1], 'tokens', string.format('%.17g', tokens), 'at', string.format('%d', now))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst / rate * 1000) + 1000)
return wait
`;

/**
 * KEYS[1]: the address's sockets, a hash of each process's count. KEYS[2]: the processes, a hash
 * of each one's id and the time its heartbeat runs out. ARGV: this process, its count with the new
 * socket, the limit, how long to keep the hash. Counts of processes whose heartbeat has run out
 * (killed, or cut off from Redis) are dropped. Returns 1 when the socket is taken, else 0.
 */
export const TAKE_SOCKET = `${NOW}
local counts = redis.call('HGETALL', KEYS[1])
local others = 0
for i = 1, #counts, 2 do
  local process = counts[i]
  if process ~= ARGV[1] then
    local alive = tonumber(redis.call('HGET', KEYS[2], process))
    if alive and alive > now then
      others = others + tonumber(counts[i + 1])
    else
      redis.call('HDEL', KEYS[1], process)
    end
  end
end
if others + tonumber(ARGV[2]) > tonumber(ARGV[3]) then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return 1
`;

/**
 * KEYS[1]: the address's sockets. ARGV: this process, its count now, how long to keep the hash.
 * Sets the count rather than taking one off, so that it mends itself after a failed call.
 */
export const SET_SOCKETS = `
if tonumber(ARGV[2]) > 0 then
  redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
  redis.call('PEXPIRE', KEYS[1], ARGV[3])
else
  redis.call('HDEL', KEYS[1], ARGV[1])
end
return 1
`;

/**
 * KEYS[1]: the processes. ARGV: this process, how long until its heartbeat runs out. Forgets the
 * processes whose heartbeat has run out.
 */
export const HEARTBEAT = `${NOW}
local processes = redis.call('HGETALL', KEYS[1])
for i = 1, #processes, 2 do
  if tonumber(processes[i + 1]) <= now then redis.call('HDEL', KEYS[1], processes[i]) end
end
redis.call('HSET', KEYS[1], ARGV[1], string.format('%d', now + tonumber(ARGV[2])))
return 1
`;
