import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/types.js';
import type { Mailer } from './mail/mailer.js';

/** What route modules need, passed explicitly rather than kept in module state. */
export interface AppDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  jwtSecret: Uint8Array;
  log: FastifyBaseLogger;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Message for schema (TypeBox) failures on this route, e.g. 'Please fill all the mandatory fields!'. */
    validationMessage?: string;
    /** Login answers field errors as error.Username / error.Password (spec 000 §7). */
    loginValidation?: boolean;
  }
}
