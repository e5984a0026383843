// ESM entry of @rivet-dev/agentos/client (see client.js).
import client from './client.js';

export const { createClient } = client;
export default client;
