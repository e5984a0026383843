/** A command of a descriptor: `aliasOf` names the module file that serves it (multicall). */
export interface CommandEntry {
  name: string;
  permissionTier: 'full' | 'read-write' | 'read-only' | 'isolated';
  aliasOf?: string;
}

/** The descriptor shape of @rivet-dev/agent-os-common packages. */
export interface SoftwareDescriptor {
  name: string;
  description: string;
  source: 'rust';
  version: string;
  commands: CommandEntry[];
  readonly commandDir: string;
}

/** commands.json as written by scripts/build-software.mjs. */
export interface Manifest {
  packages: Array<{
    name: string;
    description: string;
    version: string;
    commands: Array<CommandEntry & { module: string; source: string; sourceVersion: string | null; license: string | null; notes?: string }>;
  }>;
}

declare const common: SoftwareDescriptor[] & { commandDir: string; manifest: Manifest };
export default common;
export declare const commandDir: string;
export declare const manifest: Manifest;
