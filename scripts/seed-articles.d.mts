export declare function seedArticlesStatements(count: number): string[];
