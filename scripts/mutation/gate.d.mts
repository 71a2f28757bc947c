/** The mutation gate: the fingerprint of what a recorded mutation run depends on, for the tree at `base`. */
export declare const fingerprint: (base?: string) => string;
