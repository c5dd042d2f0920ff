// Writes the GraphQL enum ErrorReason (schema/__generated__/reasons.graphql) and the gateway's list of the reasons
// it passes on (gateway/src/__generated__/reasons.ts) from the REST API's one list (reasons.ts); run by
// `npm run codegen`, like openapi.ts. The gateway's own reasons extend the enum in schema/common.graphql.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REASONS } from './reasons.js';
import { reasonsModule, reasonsSdl } from './reasons-sdl.js';

async function write(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

const [sdlOut, moduleOut] = process.argv.slice(2);
if (sdlOut) await write(sdlOut, reasonsSdl(REASONS));
if (moduleOut) await write(moduleOut, reasonsModule(REASONS));
