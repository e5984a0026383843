/**
 * `@rivet-dev/agentos/client` — placeholder.
 *
 * The RivetKit client (api.md section 11) lands together with the `agentOS()` actor. Until then
 * {@link createClient} exists only to give a clear error.
 */

/**
 * Not implemented yet.
 * @throws {import('./index').AgentOsError} always, with `code: "ENOSYS"` and message
 *   `"ENOSYS: not implemented yet: the RivetKit client lands with the agentOS() actor issue"`.
 */
export declare function createClient(...args: unknown[]): never;
