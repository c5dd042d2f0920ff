import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/types.js';
import type { Mailer } from './mail/mailer.js';
import type { Background } from './background.js';

/** What route modules need, passed explicitly rather than kept in module state. */
export interface AppDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** Work done after the answer (mail that must not reveal by its delay whether an account exists). */
  background: Background;
  jwtSecret: Uint8Array;
  log: FastifyBaseLogger;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Message for schema (TypeBox) failures on this route, e.g. 'Please fill all the mandatory fields!'. */
    validationMessage?: string;
    /** Login answers field errors as error.Username / error.Password (docs/accounts.md §7). */
    loginValidation?: boolean;
  }
}
