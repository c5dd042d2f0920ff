import type { TestProject } from 'vitest/node';
import { startStack } from './stack.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    apiUrl: string;
    dataDir: string;
    /** The messages the harness's SMTP server received (read them with `readMail`). */
    mailDir: string;
    demoPassword: string;
  }
}

export default async function setup(project: TestProject) {
  const stack = await startStack();
  project.provide('baseUrl', stack.baseUrl);
  project.provide('apiUrl', stack.apiUrl);
  project.provide('dataDir', stack.dataDir);
  project.provide('mailDir', stack.mailDir);
  project.provide('demoPassword', stack.demoPassword);
  return () => stack.stop();
}
