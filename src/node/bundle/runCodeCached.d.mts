export declare const IMPORT_HOOK: unique symbol;
export declare const SAVE_HOOK: unique symbol;
export declare const codeCacheFile: (bundleFile: string) => string;
export declare function runCodeCached(bundleFile: string, importModule: (specifier: string) => Promise<unknown>, options?: { save?: 'exit' | 'when-told' }): unknown;
export declare function prepareCodeCache(bundleFile: string): void;
