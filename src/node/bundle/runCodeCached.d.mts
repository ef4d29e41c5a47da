export declare const codeCacheFile: (bundleFile: string) => string;
export declare function runCodeCached(bundleFile: string, importModule: (specifier: string) => Promise<unknown>): unknown;
export declare function prepareCodeCache(bundleFile: string): void;
