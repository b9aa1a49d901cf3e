import type { Background } from './background.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';

/** What every call handler may use; built once in app.ts. */
export interface Services {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** Work after the answer; the server waits for it before closing. */
  background: Background;
}
