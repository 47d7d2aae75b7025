/** A JSON request that must succeed. */
export async function request<T>(url: string, method: 'GET' | 'POST', body?: unknown, token?: string): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** `task(0)` … `task(n - 1)`, at most `concurrency` at a time. */
export async function inPool<T>(n: number, concurrency: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results = new Array<T>(n);
  let next = 0;
  const worker = async () => {
    while (next < n) {
      const i = next++;
      results[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(n, concurrency) }, worker));
  return results;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
