import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApiDocument, documentFile, renderApiFiles, typesFile } from './api-contract';

/** `npm run api:types`: rewrites the API document and the client's types from the server's routes. */
const { documentText, typesText } = await renderApiFiles(await buildApiDocument());
await Promise.all([writeFile(documentFile, documentText), writeFile(typesFile, typesText)]);
for (const file of [documentFile, typesFile]) console.log(`wrote ${path.relative(process.cwd(), file)}`);
