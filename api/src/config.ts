import path from 'node:path';

export interface Config {
  /** REST port; the gateway calls us here. */
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server; when absent the embedded PGlite under dataDir/pglite is used. */
  databaseUrl?: string;
  smtpUrl?: string;
  /** Base for links in emails (the web client's address, served by the gateway). */
  publicUrl: string;
  /** Optional; otherwise a secret generated once and kept in app_settings is used. */
  jwtSecret?: string;
  demoPassword?: string;
  mailFrom: string;
  /**
   * TRUST_PROXY: the addresses (or CIDRs, comma-separated) of the proxies whose X-Forwarded-For names the client
   * (the gateway), fastify's trustProxy; unset, no one's (docs/architecture.md §8.4).
   */
  trustProxy: string | false;
  /** MAIL_FROM when set: the sender a company's mail (a proposal) goes from; unset, it goes from the company's address. */
  mailSender?: string;
  /** Memory for cached pages of the project list (projects/list-cache.ts), PROJECT_LIST_CACHE_MB (32); 0 turns it off. */
  projectListCacheBytes: number;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value !== undefined && value.trim() !== '' ? value : undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const gatewayPort = Number(env.PORT ?? 4000);
  return {
    port: Number(env.API_PORT ?? 4001),
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    dataDir: path.resolve(nonEmpty(env.DATA_DIR) ?? './data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    smtpUrl: nonEmpty(env.SMTP_URL),
    publicUrl: (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${gatewayPort}`).replace(/\/+$/, ''),
    jwtSecret: nonEmpty(env.JWT_SECRET),
    demoPassword: nonEmpty(env.DEMO_PASSWORD),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Contractor Suite <no-reply@localhost>',
    trustProxy: nonEmpty(env.TRUST_PROXY)?.trim() ?? false,
    mailSender: nonEmpty(env.MAIL_FROM),
    projectListCacheBytes: Math.max(0, Number(nonEmpty(env.PROJECT_LIST_CACHE_MB) ?? 32)) * 1024 * 1024 || 0,
  };
}
