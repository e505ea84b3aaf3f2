export declare function testBuildDir(ownDir: string): string;
export declare function buildForTests(dir: string): string;
export declare function buildUnlessShared(ownDir: string): string;
export declare function buildShared(dir: string): string;
