export declare function testBuildDir(ownDir: string): string;
export declare function buildForTests(dir: string): Promise<string>;
export declare function buildUnlessShared(ownDir: string): Promise<string>;
export declare function buildShared(dir: string): Promise<string>;
