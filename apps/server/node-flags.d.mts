export declare const serverNodeFlags: readonly string[];
export declare const serverEnv: Readonly<Record<string, string>>;
