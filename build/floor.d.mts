/** Typings of build/floor.mjs for the tests (tests/floor). */
export declare const FLOOR_TARGETS: string[];
export declare const FLOOR_ECMA: number;
export declare const POLYFILLED: string[];
export declare const ABOVE_FLOOR: Array<[api: string, pattern: RegExp]>;
export declare const GUARDED: Array<[files: RegExp, apis: string[]]>;
export declare function lowerToFloor(): unknown;
export declare function checkFloor(paths: { dir: string; loader: string }): string[];
export declare function checkFloorCss(css: string, file: string): string[];
export declare function checkFloorCode(code: string, name: string, polyfilled?: string[]): string[];
export declare function unusedPolyfills(files: Array<{ name: string; code: string }>): string[];
