export declare const e2ePort: number;
export declare const e2eSites: number;
export declare const e2eRunDir: string;
export declare const e2eBuildDir: string;
export declare function e2eSiteUrl(site: number): string;
export declare function e2eMailDir(site: number): string;
export declare function e2eDataDir(site: number): string;
export declare const e2eMigratedDataDir: string;
export declare const e2eControlSocket: string;
