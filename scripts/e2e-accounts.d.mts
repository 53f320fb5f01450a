export declare const STAFF_EMAIL: string;
export declare const STAFF_PASSWORD: string;
