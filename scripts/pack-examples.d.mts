/** Types of scripts/pack-examples.mjs (for tests/e2e/package.e2e.ts). */
export declare const APPS: readonly ['react-app', 'vue-app'];
export declare function appDir(app: string): string;
export declare function pack(): string;
export declare function install(tarball: string, app: string): void;
export declare function typecheck(app: string): void;
export declare function viteBuild(app: string): Promise<void>;
/** Pack, install into both apps, typecheck and build them; resolves to the tarball's path. */
export declare function packExamples(): Promise<string>;
