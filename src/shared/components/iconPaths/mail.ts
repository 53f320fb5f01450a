export const mail = 'M3 5h18v14H3zM3 6l9 7 9-7';
