/** A command of a descriptor: `aliasOf` names the module file that serves it (multicall). */
export interface CommandEntry {
  name: string;
  permissionTier: 'full' | 'read-write' | 'read-only' | 'isolated';
  aliasOf?: string;
}

/** A mount a package brings (api.md 2.2): the options.mounts shape, mounted when the package is in `software`. */
export interface PackageMount {
  path: string;
  plugin: { id: 'host_dir'; config: { hostPath: string; readOnly: boolean } } | { id: 'memory'; config: Record<string, never> };
}

/** The descriptor shape of @rivet-dev/agent-os-common packages (plus `mounts`). */
export interface SoftwareDescriptor {
  name: string;
  description: string;
  /** How the package is built: a cargo crate of software/ or a C build script (software/python). */
  source: 'rust' | 'c';
  version: string;
  commands: CommandEntry[];
  readonly commandDir: string;
  /** Directories the package's commands need in the VM (python3: the stdlib, read-only, and site-packages). */
  mounts?: PackageMount[];
}

/** commands.json as written by scripts/build-software.mjs. */
export interface Manifest {
  packages: Array<{
    name: string;
    description: string;
    version: string;
    source?: 'c';
    commands: Array<CommandEntry & { module: string; source: string; sourceVersion: string | null; license: string | null; notes?: string }>;
    /** `hostDir` is relative to the package directory; `memory: true` is an in-memory mount. */
    mounts?: Array<{ path: string; hostDir: string; readOnly?: boolean } | { path: string; memory: true }>;
  }>;
}

declare const common: SoftwareDescriptor[] & { commandDir: string; manifest: Manifest };
export default common;
export declare const commandDir: string;
export declare const manifest: Manifest;
