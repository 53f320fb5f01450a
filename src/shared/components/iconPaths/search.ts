export const search = 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14M21 21l-5-5';
