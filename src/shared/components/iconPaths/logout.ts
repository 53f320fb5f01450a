export const logout = 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10';
