/**
 * The context of a JavaScript SDK fragment (`fragment="javascript"`): the page's earlier example
 * created the livemap with `wemap.v1.createLivemap`, and the fragment goes on with it.
 */
export declare const livemap: ReturnType<typeof wemap.v1.createLivemap>;
