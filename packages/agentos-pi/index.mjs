import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const pi = require('./index.js');

export default pi;
