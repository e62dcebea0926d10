import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../project-root';

/** The version in package.json, as the app names itself to outside clients. */
export const appVersion = (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version;
