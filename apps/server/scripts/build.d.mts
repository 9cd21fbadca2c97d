// Types of build.mjs, which stays JavaScript so that `npm start` can run it without a loader.
export declare const distDir: string;
export declare function bundleIn(dir: string): string;
export declare function buildServer(dir?: string): Promise<void>;
export declare function isCurrent(dir?: string): boolean;
