import type { BuildOptions } from 'esbuild';

export declare const BUNDLE_EXTERNALS: string[];
export declare const nodeBundleOptions: BuildOptions;
