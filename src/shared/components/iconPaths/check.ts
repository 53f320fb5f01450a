export const check = 'M5 12l5 5L20 7';
