/** Typings of build/css-sheet.mjs for the tests (tests/floor). */
export declare function inlineUrls(css: string, file: string): string;
export declare function cssSheetModule(css: string, file?: string): string;
export declare function minifyCss(css: string, file?: string): Promise<string>;
export declare function legacyCss(css: string, file?: string): Promise<{ css: string; containers: string[] }>;
export declare function legacySheetModule(sheet: { css: string; containers: string[] }, file?: string): string;
