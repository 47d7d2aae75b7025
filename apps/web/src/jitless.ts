import { z } from 'zod';

// The server's Content-Security-Policy forbids `eval` (docs/server/deployment.md, Security headers). zod
// would probe for it with a `new Function`, which it catches but the browser still reports as a
// violation; without the probe it parses without compiling, as fast as a page needs.
z.config({ jitless: true });
