export declare const SOURCE_CONDITION = "@bookstore/source";
export declare const workspaceResolve: {
    resolve: {
        conditions: string[];
    };
    ssr: {
        resolve: {
            conditions: string[];
        };
    };
};
