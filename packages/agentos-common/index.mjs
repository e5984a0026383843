import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const common = require('./index.js');

export default common;
export const commandDir = common.commandDir;
export const manifest = common.manifest;
