export declare const SHARED_SINGLETONS: readonly string[];

export interface SharedSingletonConfig {
  singleton: true;
  requiredVersion: string;
  /** Subset packages: the module provided under the share key, and the installed package's version. */
  import?: string;
  version?: string;
}

/** Modules shared in place of a whole package, by share key (absolute paths). */
export declare const SHARED_SUBSET_MODULES: Readonly<Record<string, string>>;

export declare function federationShared(packageJsonUrl: string | URL): Record<string, SharedSingletonConfig>;

export declare const SHARE_STRATEGY: 'loaded-first';

export declare const REMOTE_NAMES: { readonly learner: 'learner'; readonly admin: 'admin' };

import type { Compiler, Configuration, RuleSetRule, rspack } from '@rspack/core';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

export declare function moduleRules(dev: boolean): RuleSetRule[];

export declare function outputNames(dev: boolean): {
  filename: string;
  chunkFilename: string;
  cssFilename: string;
  cssChunkFilename: string;
};

export declare function remoteConfig(options: {
  name: string;
  port: number;
  appDir: URL;
  dev: boolean;
  rspack: typeof rspack;
  ModuleFederationPlugin: typeof ModuleFederationPlugin;
}): Configuration;

export declare const CHUNK_MAP_FILE: 'chunk-map.json';

export declare class ChunkMapPlugin {
  apply(compiler: Compiler): void;
}

/** Writes `.br` and `.gz` copies of the emitted scripts, stylesheets, manifests and SVGs (production builds). */
export declare class PrecompressPlugin {
  apply(compiler: Compiler): void;
}
