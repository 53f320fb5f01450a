export const briefcase = 'M3 7h18v13H3zM8 7V4h8v3M3 13h18';
